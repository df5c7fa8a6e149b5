import type { BarnettProgramme, TerritorialExtent } from "@convex/domain/costing";
import { formatCost, formatMoney } from "@convex/domain/economy";
import { LEGISLATURES, whoDecides } from "@convex/domain/devolution";
import { NATION_NAMES } from "@convex/domain/nations";
import { answeredNation, useResidenceAnswer } from "@/lib/residence";

interface PolicyToClassify {
  _id: string;
  title: string;
  catalogueKey: string;
  areaId: string;
  costEstimate: string;
  costing?: { extent: TerritorialExtent; barnett?: BarnettProgramme; territorialCostBn?: number };
}

const TERRITORY = { england: "England", "england-wales": "England and Wales" } as const;

/** "£200m in England, £240m UK-wide with its Barnett consequentials", where the catalogue has one. */
function barnettLine(policy: PolicyToClassify): string | null {
  const costing = policy.costing;
  if (costing?.territorialCostBn === undefined) return null;
  if (costing.extent !== "england" && costing.extent !== "england-wales") return null;
  return `${formatMoney(costing.territorialCostBn * 1e9)} in ${TERRITORY[costing.extent]}, ${formatCost(policy.costEstimate)} UK-wide with its Barnett consequentials`;
}

/**
 * Which of the picks the voter's own legislature decides (docs/nations.md "Who decides"),
 * once they have said they live in Scotland, Wales or Northern Ireland; in England, that the
 * UK Parliament decides them all. Nothing until the question is answered.
 */
export function WhoDecidesNote({ policies }: { policies: PolicyToClassify[] | undefined }) {
  const nation = answeredNation(useResidenceAnswer());
  if (nation === null || policies === undefined || policies.length === 0) return null;
  if (nation === "england") {
    return (
      <p data-testid="who-decides" className="text-sm text-slate-600 dark:text-slate-300">
        In England the UK Parliament decides all of your picks.
      </p>
    );
  }
  const devolved = policies.filter((policy) => whoDecides(policy, nation).decider === "devolved");
  const legislature = LEGISLATURES[nation];
  return (
    <div
      data-testid="who-decides"
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <p className="font-medium">
        Where you live ({NATION_NAMES[nation]}), {legislature.name} ({legislature.short}) decides{" "}
        {devolved.length} of your {policies.length} picks; the UK Parliament decides the rest.
      </p>
      {devolved.length > 0 && (
        <ul className="mt-2 list-inside list-disc text-slate-600 dark:text-slate-300">
          {devolved.map((policy) => {
            const barnett = barnettLine(policy);
            return (
              <li key={policy._id}>
                {policy.title}
                {barnett !== null && <span className="text-xs"> ({barnett})</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        The costs shown are UK costs: for a policy costed in England they include the Barnett
        consequentials, the money {NATION_NAMES[nation]} would receive to spend as{" "}
        {legislature.short} chooses.
      </p>
    </div>
  );
}
