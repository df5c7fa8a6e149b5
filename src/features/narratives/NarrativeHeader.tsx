import type { Quadrant } from "@/lib/quadrants";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";

export function NarrativeHeader({
  title,
  description,
  quadrant,
}: {
  title: string;
  description: string;
  quadrant: Quadrant;
}) {
  return (
    <div className="mb-6">
      <QuadrantBadge quadrant={quadrant} />
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{description}</p>
    </div>
  );
}

export function NarrativeHeaderSkeleton() {
  return (
    <div className="mb-6 space-y-3" aria-busy="true">
      <div className="h-5 w-20 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
      <div className="h-9 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-12 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
