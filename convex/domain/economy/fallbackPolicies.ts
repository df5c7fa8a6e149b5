/**
 * The fallback policy table (spec 3): about 30 policies with spec-style ids (health-1,
 * jobs-1 …) so the simulator still works when the catalogue cannot be loaded. It is built
 * from the catalogue itself (`convex/catalogue/fallback.ts` applies this builder to it), so
 * its costs and pressures are the catalogue's and cannot drift from them. The dashboard
 * shows FALLBACK_POLICIES_NOTICE while the table is in use.
 */
import { POLICY_AREAS, type AreaId } from "../areas";
import type { BudgetPolicy } from "./budget";
import { parseCostEstimate } from "./costs";
import type { PressureModifiers } from "./inflation";

export interface FallbackPolicy {
  /** Spec 3 style id: health-1, jobs-1, housing-1 and so on. */
  id: string;
  /** The catalogue policy it comes from. */
  key: string;
  title: string;
  areaId: AreaId;
  /** Yearly cost, billions of pounds, parsed from costEstimate. */
  costBn: number;
  /** The catalogue's cost text, e.g. "£1.4bn". */
  costEstimate: string;
  pressure: PressureModifiers | null;
}

/** What the builder needs of a catalogue policy. */
export interface FallbackSource {
  key: string;
  title: string;
  area: AreaId;
  costEstimate: string;
  popularityScore: number;
  pressureModifiers?: PressureModifiers | null;
}

/** Shown on the dashboard while the simulator uses the bundled table. */
export const FALLBACK_POLICIES_NOTICE =
  "The policy catalogue could not be loaded, so the simulator is using a built-in list of 30 policies from it.";

/**
 * Id prefixes per area: the spec's twelve (health … culture), with defence and foreign
 * affairs sharing one area (its policies alternate security-n / foreign-n), plus farming and
 * governance for the two areas the spec's list predates.
 */
const PREFIXES: Record<AreaId, readonly string[]> = {
  "health-care": ["health"],
  "education-training": ["education"],
  "jobs-economy": ["jobs"],
  "housing-land": ["housing"],
  "climate-environment": ["environment"],
  "transport-travel": ["transport"],
  "crime-justice": ["justice"],
  "defence-foreign": ["security", "foreign"],
  "welfare-pensions": ["pensions"],
  "culture-media": ["culture"],
  "tech-innovation": ["technology"],
  "farming-food": ["farming"],
  "laws-governance": ["governance"],
};

/** Policies per area: two each, three for the first four areas of the spec's list and defence. */
const PER_AREA: Partial<Record<AreaId, number>> = {
  "health-care": 3,
  "jobs-economy": 3,
  "housing-land": 3,
  "defence-foreign": 3,
};
const DEFAULT_PER_AREA = 2;

/** The most popular catalogue policies of each area, with spec-style ids (30 in all). */
export function buildFallbackPolicies(policies: readonly FallbackSource[]): FallbackPolicy[] {
  const table: FallbackPolicy[] = [];
  for (const area of POLICY_AREAS) {
    const chosen = policies
      .filter((policy) => policy.area === area.id)
      .sort((a, b) => b.popularityScore - a.popularityScore || a.key.localeCompare(b.key))
      .slice(0, PER_AREA[area.id] ?? DEFAULT_PER_AREA);
    const prefixes = PREFIXES[area.id];
    const counters = new Map<string, number>();
    chosen.forEach((policy, index) => {
      const prefix = prefixes[index % prefixes.length];
      const number = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, number);
      table.push({
        id: `${prefix}-${number}`,
        key: policy.key,
        title: policy.title,
        areaId: area.id,
        costBn: parseCostEstimate(policy.costEstimate),
        costEstimate: policy.costEstimate,
        pressure: policy.pressureModifiers ?? null,
      });
    });
  }
  return table;
}

/** A fallback policy as the budget model's input: the catalogue's cost and pressure. */
export function toFallbackBudgetPolicy(policy: FallbackPolicy): BudgetPolicy {
  return { costBn: policy.costBn, pressure: policy.pressure };
}
