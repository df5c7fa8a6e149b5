import { QUADRANT_INFO, QUADRANTS } from "@/lib/quadrants";
import { Panel } from "./PresenterFigures";
import type { Consensus, ConsensusPolicy } from "./presenterTypes";

/** Whole percentages read best from the back of a room: "67%". */
const percent = (value: number) => `${Math.round(value)}%`;

/**
 * "Where the room agrees" beside "Where it divides" (docs/rooms.md "Consensus"): policies
 * at least half of every voting quadrant chose, and policies one quadrant backs far more
 * than another, each with its support per quadrant.
 */
export function ConsensusPanels({ consensus }: { consensus: Consensus }) {
  return (
    <div className="grid gap-[1em] sm:grid-cols-2 lg:grid-cols-1" data-testid="present-consensus">
      <Panel title="Where the room agrees">
        <PolicyList
          policies={consensus.agrees}
          testId="present-agrees"
          empty={
            consensus.groups.length > 0
              ? "No policy yet has at least half of every quadrant behind it."
              : "Waiting for votes."
          }
          note={(policy) => `at least ${percent(policy.agreement)} in every quadrant`}
        />
      </Panel>
      <Panel title="Where it divides">
        <PolicyList
          policies={consensus.divides}
          testId="present-divides"
          empty={
            consensus.groups.length < 2
              ? "Divisions show once two quadrants have voters."
              : "No policy splits the quadrants by 50 points or more."
          }
          note={(policy) => `${Math.round(policy.gap)} points apart`}
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
  if (policies.length === 0) {
    return (
      <p className="text-[0.95em] text-slate-700 dark:text-slate-200" data-testid={testId}>
        {empty}
      </p>
    );
  }
  return (
    <ol className="space-y-[0.55em]" data-testid={testId}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <p className="text-[1em] font-bold leading-tight">{policy.title}</p>
          <p className="text-[0.9em] text-slate-700 dark:text-slate-200">
            {policy.category} · {note(policy)}
          </p>
          <p className="mt-[0.15em] flex flex-wrap gap-x-[0.7em] text-[0.9em]">
            {QUADRANTS.filter((quadrant) => policy.support[quadrant] !== null).map((quadrant) => (
              <span key={quadrant}>
                <span className="font-semibold">{QUADRANT_INFO[quadrant].name}</span>{" "}
                {percent(policy.support[quadrant] ?? 0)}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ol>
  );
}
