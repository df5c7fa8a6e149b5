import type { BarnettProgramme, TerritorialExtent } from "@convex/domain/costing";
import { LEGISLATURES, whoDecides } from "@convex/domain/devolution";
import { NATION_NAMES } from "@convex/domain/nations";
import { answeredNation, useResidenceAnswer } from "@/lib/residence";

interface PolicyToClassify {
  _id: string;
  title: string;
  catalogueKey: string;
  areaId: string;
  costing?: { extent: TerritorialExtent; barnett?: BarnettProgramme };
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
          {devolved.map((policy) => (
            <li key={policy._id}>{policy.title}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Their costs are UK costs: for policies costed in England they include the Barnett
        consequentials that fund {NATION_NAMES[nation]}'s own choice.
      </p>
    </div>
  );
}
