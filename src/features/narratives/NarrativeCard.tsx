import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PopularityLabel } from "@/components/PopularityLabel";
import { firstWord } from "@/lib/format";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";
import { PolicyText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

interface Props {
  title: string;
  description: string;
  popularity: number;
  /** The share of real votes, once any chose this narrative. */
  share?: { count: number; percentage: number };
  policies: Array<{ _id: string; title: string; category: string }>;
  onBegin: () => void;
}

/** A 'Choose a Narrative' card on a quadrant page (spec 2.3). */
export function NarrativeCard({ title, description, popularity, share, policies, onBegin }: Props) {
  const t = useT(narrativesMessages);
  const shown = useCatalogueText().narrative({ title, description });
  const dataLang = shown.lang;
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug" lang={dataLang}>
          {shown.title}
        </h3>
        <PopularityLabel
          catalogueScore={popularity}
          share={share}
          className="shrink-0 text-xs text-slate-600 dark:text-slate-300"
        />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" lang={dataLang}>
        {shown.description}
      </p>
      {policies.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm">
          {policies.slice(0, 3).map((policy) => (
            <li key={policy._id} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400"
              />
              <span>
                <PolicyText item={policy} field="title" />{" "}
                <span className="text-slate-600 dark:text-slate-400">
                  · <AreaName category={policy.category} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-5 self-start" onClick={onBegin}>
        {t("narratives.beginWith", { word: firstWord(shown.title) })}
      </Button>
    </Card>
  );
}
