import type { BarnettProgramme, TerritorialExtent } from "@convex/domain/costing";
import { formatCost } from "@convex/domain/economy/costs";
import { formatMoney } from "@convex/domain/economy/format";
import { whoDecides } from "@convex/domain/devolution";
import { answeredNation, useResidenceAnswer } from "@/lib/residence";
import { PolicyText } from "@/i18n/data/useCatalogueText";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { whoDecidesMessages } from "@/i18n/messages/whoDecides";
import type { whoDecidesEnGB } from "@/i18n/messages/whoDecides/en-GB";

interface PolicyToClassify {
  _id: string;
  title: string;
  catalogueKey: string;
  areaId: string;
  costEstimate: string;
  costing?: { extent: TerritorialExtent; barnett?: BarnettProgramme; territorialCostBn?: number };
}

type WhoDecidesText = Translate<MessageId | keyof typeof whoDecidesEnGB>;

/** "£200m in England, £240m UK-wide with its Barnett consequentials", where the catalogue has one. */
function barnettLine(policy: PolicyToClassify, t: WhoDecidesText): string | null {
  const costing = policy.costing;
  if (costing?.territorialCostBn === undefined) return null;
  if (costing.extent !== "england" && costing.extent !== "england-wales") return null;
  return t("whoDecides.barnett", {
    territorial: formatMoney(costing.territorialCostBn * 1e9),
    territory: t(`whoDecides.territory.${costing.extent}`),
    uk: formatCost(policy.costEstimate),
  });
}

/**
 * Which of the picks the voter's own legislature decides (docs/nations.md "Who decides"),
 * once they have said they live in Scotland, Wales or Northern Ireland; in England, that the
 * UK Parliament decides them all. Nothing until the question is answered.
 */
export function WhoDecidesNote({ policies }: { policies: PolicyToClassify[] | undefined }) {
  const t = useT(whoDecidesMessages);
  const nation = answeredNation(useResidenceAnswer());
  if (nation === null || policies === undefined || policies.length === 0) return null;
  if (nation === "england") {
    return (
      <p data-testid="who-decides" className="text-sm text-slate-600 dark:text-slate-300">
        {t("whoDecides.england")}
      </p>
    );
  }
  const devolved = policies.filter((policy) => whoDecides(policy, nation).decider === "devolved");
  const place = t(`whoDecides.place.${nation}`);
  const short = t(`whoDecides.short.${nation}`);
  return (
    <div
      data-testid="who-decides"
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <p className="font-medium">
        {t("whoDecides.decides", {
          nation: place,
          legislature: t(`whoDecides.legislature.${nation}`),
          short,
          devolved: devolved.length,
          total: policies.length,
        })}
      </p>
      {devolved.length > 0 && (
        <ul className="mt-2 list-inside list-disc text-slate-600 dark:text-slate-300">
          {devolved.map((policy) => {
            const barnett = barnettLine(policy, t);
            return (
              <li key={policy._id}>
                <PolicyText item={policy} field="title" />
                {barnett !== null && <span className="text-xs"> ({barnett})</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t("whoDecides.barnettNote", { nation: place, short })}
      </p>
    </div>
  );
}
