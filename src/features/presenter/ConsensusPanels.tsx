import { QUADRANTS } from "@/lib/quadrants";
import { Panel, WHOLE_ITEMS_LIST } from "./PresenterFigures";
import type { Consensus, ConsensusPolicy } from "./presenterTypes";
import { PolicyText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** Whole percentages read best from the back of a room: "67%". */
const percent = (value: number) => `${Math.round(value)}%`;

/**
 * "Where the room agrees" above "Where it divides" (docs/rooms.md "Consensus"): policies
 * at least half of every voting quadrant chose, and policies one quadrant backs far more
 * than another, each with its support per quadrant. The first `limit` of each (the community
 * page and the CSV have the full lists); on a large screen the two share the column's
 * remaining height, each showing as many whole policies as fit and never less than one.
 */
export function ConsensusPanels({ consensus, limit }: { consensus: Consensus; limit: number }) {
  // Room for one whole policy each: heading, title, the figures on up to two lines.
  const t = useT(presenterMessages);
  const minHeight = "lg:min-h-[6.8em]";
  return (
    <div
      className="grid gap-[0.7em] sm:grid-cols-2 lg:flex lg:min-h-[14.3em] lg:flex-[1_1_auto] lg:flex-col"
      data-testid="present-consensus"
    >
      <Panel title={t("presenter.agrees")} fill minHeight={minHeight}>
        <PolicyList
          policies={consensus.agrees.slice(0, limit)}
          testId="present-agrees"
          empty={consensus.groups.length > 0 ? t("presenter.agrees.none") : t("presenter.waiting")}
          note={(policy) => t("presenter.agrees.note", { share: percent(policy.agreement) })}
        />
      </Panel>
      <Panel title={t("presenter.divides")} fill minHeight={minHeight}>
        <PolicyList
          policies={consensus.divides.slice(0, limit)}
          testId="present-divides"
          empty={
            consensus.groups.length < 2
              ? t("presenter.divides.fewGroups")
              : t("presenter.divides.none")
          }
          note={(policy) => t("presenter.divides.note", { gap: Math.round(policy.gap) })}
        />
      </Panel>
    </div>
  );
}

function PolicyList({
  policies,
  empty,
  note,
  testId,
}: {
  policies: ConsensusPolicy[];
  empty: string;
  note: (policy: ConsensusPolicy) => string;
  testId: string;
}) {
  const t = useT(presenterMessages);
  const text = useCatalogueText();
  if (policies.length === 0) {
    return (
      <p className="text-[0.95em] text-slate-700 dark:text-slate-200" data-testid={testId}>
        {empty}
      </p>
    );
  }
  return (
    <ol className={`gap-y-[0.4em] ${WHOLE_ITEMS_LIST}`} data-testid={testId}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <p
            className="truncate text-[1em] font-bold leading-tight"
            title={text.policy(policy).title}
          >
            <PolicyText item={policy} field="title" />
          </p>
          <p className="flex flex-wrap gap-x-[0.7em] text-[0.9em] leading-snug">
            <span className="text-slate-700 dark:text-slate-200">{note(policy)}</span>
            {QUADRANTS.filter((quadrant) => policy.support[quadrant] !== null).map((quadrant) => (
              <span key={quadrant}>
                <span className="font-semibold">{t(`quadrant.${quadrant}.name`)}</span>{" "}
                {percent(policy.support[quadrant] ?? 0)}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
