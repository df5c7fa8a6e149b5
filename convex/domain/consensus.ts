/**
 * "Where the room agrees" and "Where it divides" (docs/rooms.md "Consensus"): a consensus
 * measure in the spirit of Pol.is' group-informed consensus, with the four quadrants as
 * the opinion groups. A policy's support in a quadrant is the share of that quadrant's
 * voters who chose it; its agreement is its lowest support across the quadrants that have
 * voters, so a policy only agrees when every group backs it, however large one group is.
 *
 * Pure code on counts (no votes, no ids from the database), so it is tested on fixed data.
 */
import { QUADRANTS, type Quadrant } from "./areas";

/**
 * A policy "agrees" when at least this share of the voters in every quadrant with voters
 * chose it: at least half, so a majority or a tie in each group (a design choice for a
 * projector, not a Pol.is constant).
 */
export const CONSENSUS_MIN_SUPPORT = 0.5;

/**
 * A policy "divides" when its support in one quadrant is at least this much higher than in
 * another (50 percentage points: most of one group chose it, most of another did not).
 */
export const DIVIDE_MIN_GAP = 0.5;

/** Shares are fractions of small counts: 7/10 − 2/10 must count as a gap of 0.5. */
const EPSILON = 1e-9;

/** Policies each panel of the presenter shows. */
export const CONSENSUS_PANEL_LENGTH = 5;

/** The counts the measure reads: voters per quadrant, and per policy its choosers per quadrant. */
export interface ConsensusInput<P> {
  voters: Record<Quadrant, number>;
  policies: ReadonlyArray<{ policy: P; counts: Partial<Record<Quadrant, number>> }>;
}

export interface PolicyConsensus<P> {
  policy: P;
  /** Share (0 to 1) of each voting quadrant's voters who chose the policy. */
  support: Partial<Record<Quadrant, number>>;
  /** The lowest support across the quadrants that have voters. */
  agreement: number;
  /** Highest minus lowest support (0 with a single voting quadrant). */
  gap: number;
  /** Share of all voters who chose it. */
  overall: number;
}

export interface ConsensusResult<P> {
  /** Quadrants that have voters. */
  groups: Quadrant[];
  /** agreement ≥ CONSENSUS_MIN_SUPPORT, most agreed first (then most chosen overall). */
  agrees: PolicyConsensus<P>[];
  /** gap ≥ DIVIDE_MIN_GAP across at least two groups and not agreed, widest gap first. */
  divides: PolicyConsensus<P>[];
}

/** Measures every policy; `title` orders ties so the result never depends on input order. */
export function measureConsensus<P>(
  input: ConsensusInput<P>,
  title: (policy: P) => string,
): ConsensusResult<P> {
  const groups = QUADRANTS.filter((quadrant) => input.voters[quadrant] > 0);
  const totalVoters = groups.reduce((sum, quadrant) => sum + input.voters[quadrant], 0);
  if (groups.length === 0) return { groups, agrees: [], divides: [] };

  const measured = input.policies.map(({ policy, counts }) => {
    const support: Partial<Record<Quadrant, number>> = {};
    let chosen = 0;
    for (const quadrant of groups) {
      const count = Math.min(counts[quadrant] ?? 0, input.voters[quadrant]);
      support[quadrant] = count / input.voters[quadrant];
      chosen += count;
    }
    const shares = groups.map((quadrant) => support[quadrant] ?? 0);
    const agreement = Math.min(...shares);
    return {
      policy,
      support,
      agreement,
      gap: Math.max(...shares) - agreement,
      overall: chosen / totalVoters,
    };
  });

  const byTitle = (a: PolicyConsensus<P>, b: PolicyConsensus<P>) =>
    title(a.policy).localeCompare(title(b.policy));
  const agrees = measured
    .filter((entry) => entry.agreement >= CONSENSUS_MIN_SUPPORT - EPSILON)
    .sort((a, b) => b.agreement - a.agreement || b.overall - a.overall || byTitle(a, b));
  const divides =
    groups.length < 2
      ? []
      : measured
          .filter(
            (entry) =>
              entry.agreement < CONSENSUS_MIN_SUPPORT - EPSILON &&
              entry.gap >= DIVIDE_MIN_GAP - EPSILON,
          )
          .sort((a, b) => b.gap - a.gap || b.overall - a.overall || byTitle(a, b));
  return { groups, agrees, divides };
}
