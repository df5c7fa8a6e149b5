import { useId } from "react";
import { MAX_TEXT_LENGTH, MAX_TITLE_LENGTH } from "@convex/domain/voteRules";
import { Card } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { cn } from "@/lib/cn";
import { confidenceTone, matchPercent } from "@/lib/format";
import type { EditorManifesto } from "@/lib/editorState";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";
import { NarrativeText } from "@/i18n/data/useCatalogueText";

const FIELD =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-500 dark:border-slate-700 dark:bg-slate-900";
const TONE = {
  good: "text-green-700 dark:text-green-400",
  fair: "text-orange-700 dark:text-orange-400",
  poor: "text-red-700 dark:text-red-400",
};

interface Props {
  manifesto: EditorManifesto;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
}

/** Title and description fields, with the quadrant, match and core narrative for context. */
export function DetailsPanel({ manifesto, onTitleChange, onDescriptionChange }: Props) {
  const id = useId();
  const narrative = manifesto.matchedNarrative;
  const t = useT(manifestoMessages);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("manifesto.details.title")}</h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <QuadrantBadge quadrant={manifesto.quadrantAlignment} />
        <span className={cn("text-sm font-bold", TONE[confidenceTone(manifesto.confidenceScore)])}>
          {t("manifesto.details.match", { percent: matchPercent(manifesto.confidenceScore) })}
        </span>
      </div>
      <label htmlFor={`${id}-title`} className="mt-4 mb-1 block text-sm font-medium">
        {t("manifesto.details.name")}
      </label>
      <input
        id={`${id}-title`}
        value={manifesto.manifestoTitle}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => onTitleChange(event.target.value)}
        placeholder={t("manifesto.details.namePlaceholder")}
        className={cn(FIELD, "h-10 text-base font-medium")}
      />
      <label htmlFor={`${id}-description`} className="mt-4 mb-1 block text-sm font-medium">
        {t("manifesto.details.description")}
      </label>
      <textarea
        id={`${id}-description`}
        value={manifesto.manifestoDescription}
        maxLength={MAX_TEXT_LENGTH}
        rows={5}
        onChange={(event) => onDescriptionChange(event.target.value)}
        placeholder={t("manifesto.details.descriptionPlaceholder")}
        className={cn(FIELD, "resize-y")}
      />
      {narrative && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
            {t("manifesto.details.coreNarrative")}
          </p>
          <p className="mt-1 font-semibold">
            <NarrativeText item={narrative} field="title" />
          </p>
          {narrative.reason && (
            <p className="mt-1 text-slate-600 dark:text-slate-300">{narrative.reason}</p>
          )}
        </div>
      )}
    </Card>
  );
}
