import type { Quadrant } from "@/lib/quadrants";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

export function NarrativeHeader({
  title,
  description,
  quadrant,
}: {
  title: string;
  description: string;
  quadrant: Quadrant;
}) {
  const shown = useCatalogueText().narrative({ title, description });
  return (
    <div className="mb-6">
      <QuadrantBadge quadrant={quadrant} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight" lang={shown.lang}>
        {shown.title}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300" lang={shown.lang}>
        {shown.description}
      </p>
    </div>
  );
}

/**
 * The header's shape while the narrative loads: a badge, a one-line title and five lines of
 * description in the same measure as the real one (narrative descriptions run to four to six
 * lines), so the page below does not jump when the text arrives.
 */
export function NarrativeHeaderSkeleton() {
  return (
    <div className="mb-6" aria-busy="true">
      <div className="h-6 w-20 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
      <div className="mt-2 h-9 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-2 max-w-3xl space-y-2">
        {[0, 1, 2, 3, 4].map((line) => (
          <div
            key={line}
            className={`h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${line === 4 ? "w-1/2" : "w-full"}`}
          />
        ))}
      </div>
    </div>
  );
}
