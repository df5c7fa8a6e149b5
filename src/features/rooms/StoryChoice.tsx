import type { Quadrant } from "@/lib/quadrants";
import { storySummary } from "@/lib/storySummary";
import { NarrativeText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { joinMessages } from "@/i18n/messages/join";
import { useT } from "@/i18n/react";

interface Props {
  narrative: { title: string; description: string; quadrant: Quadrant };
}

/**
 * One story in the quick vote: its title, a one-line summary (the description's first
 * sentence) and its quadrant in words, so people can choose between stories they have not
 * read (issue 27). All three in the page's language (the summary from the catalogue's Welsh).
 */
export function StoryChoice({ narrative }: Props) {
  const t = useT(joinMessages);
  const text = useCatalogueText().narrative(narrative);
  const quadrant = narrative.quadrant;
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-medium">
        <NarrativeText item={narrative} field="title" />
      </span>
      <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-200" lang={text.lang}>
        {storySummary(text.description)}
      </span>
      <span className="mt-0.5 block text-xs font-medium text-slate-600 dark:text-slate-300">
        {t(`join.story.${quadrant}`, { name: t(`quadrant.${quadrant}.name`) })}
      </span>
    </span>
  );
}
