import type { Quadrant } from "@/lib/quadrants";
import { quadrantInWords, storySummary } from "@/lib/storySummary";
import { NarrativeText } from "@/i18n/data/useCatalogueText";

interface Props {
  narrative: { title: string; description: string; quadrant: Quadrant };
}

/**
 * One story in the quick vote: its title, a one-line summary (the description's first
 * sentence) and its quadrant in words, so people can choose between stories they have not
 * read (issue 27).
 */
export function StoryChoice({ narrative }: Props) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-medium">
        <NarrativeText item={narrative} field="title" />
      </span>
      <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-200">
        {storySummary(narrative.description)}
      </span>
      <span className="mt-0.5 block text-xs font-medium text-slate-600 dark:text-slate-300">
        {quadrantInWords(narrative.quadrant)}
      </span>
    </span>
  );
}
