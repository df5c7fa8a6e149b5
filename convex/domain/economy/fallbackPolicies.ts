/**
 * The bundled fallback policy table (spec 3): about 30 policies with a name and a yearly
 * cost in billions (8 to 80), so the simulator still works when the catalogue cannot be
 * loaded. Titles are illustrative; costs are round figures of the order of published
 * estimates, not costings. The dashboard shows FALLBACK_POLICIES_NOTICE while in use.
 */
import type { AreaId } from "../areas";
import type { BudgetPolicy } from "./budget";

export interface FallbackPolicy {
  /** Spec 3 style id: health-1, jobs-1, housing-1 and so on. */
  id: string;
  title: string;
  areaId: AreaId;
  /** Yearly cost, billions of pounds. */
  costBn: number;
  /** The same cost in the catalogue's text format, e.g. "£12bn". */
  costEstimate: string;
}

/** Shown on the dashboard while the simulator uses the bundled table. */
export const FALLBACK_POLICIES_NOTICE =
  "The policy catalogue could not be loaded, so the simulator is using a built-in list of 30 example policies.";

type Row = readonly [id: string, title: string, areaId: AreaId, costBn: number];

const ROWS: readonly Row[] = [
  ["health-1", "Cut NHS waiting lists with new surgical hubs", "health-care", 12],
  ["health-2", "Free personal care for older and disabled people", "health-care", 24],
  ["health-3", "Mental health support in every school and surgery", "health-care", 8],
  ["jobs-1", "National investment bank for green industry", "jobs-economy", 20],
  ["jobs-2", "Job guarantee for people out of work over a year", "jobs-economy", 15],
  ["jobs-3", "Regional growth funds for left-behind towns", "jobs-economy", 10],
  ["housing-1", "Build 100,000 social homes a year", "housing-land", 22],
  ["housing-2", "Community land trusts and a public land bank", "housing-land", 9],
  ["housing-3", "End rough sleeping with Housing First", "housing-land", 8],
  ["pensions-1", "Raise the state pension to a living income", "welfare-pensions", 45],
  ["pensions-2", "Scrap the two-child limit and raise child benefit", "welfare-pensions", 12],
  ["pensions-3", "Automatic enrolment into Pension Credit", "welfare-pensions", 9],
  ["education-1", "Free childcare from nine months to school age", "education-training", 16],
  ["education-2", "Free tuition for first degrees and apprenticeships", "education-training", 18],
  ["education-3", "Free school meals and breakfast clubs for all pupils", "education-training", 8],
  [
    "environment-1",
    "Green new deal for clean power, homes and transport",
    "climate-environment",
    80,
  ],
  ["environment-2", "Insulate every home that needs it by 2035", "climate-environment", 14],
  ["environment-3", "Nature restoration and rewilding fund", "climate-environment", 10],
  ["transport-1", "High-speed and electrified rail across the North", "transport-travel", 30],
  ["transport-2", "Free bus travel for under-25s", "transport-travel", 9],
  ["security-1", "Raise defence spending to 3% of national income", "defence-foreign", 28],
  ["security-2", "A national cyber defence and resilience force", "defence-foreign", 8],
  ["technology-1", "Public AI compute and research programme", "tech-innovation", 12],
  ["technology-2", "Full-fibre broadband for every home", "tech-innovation", 15],
  ["foreign-1", "Restore overseas aid to 0.7% of national income", "defence-foreign", 13],
  ["foreign-2", "Climate finance for developing countries", "defence-foreign", 11],
  ["justice-1", "Rebuild neighbourhood policing", "crime-justice", 10],
  ["justice-2", "Cut reoffending with rehabilitation and probation", "crime-justice", 8],
  ["culture-1", "Fund local libraries, museums and arts", "culture-media", 8],
  ["culture-2", "Replace the licence fee with public funding", "culture-media", 9],
];

export const FALLBACK_POLICIES: readonly FallbackPolicy[] = ROWS.map(
  ([id, title, areaId, costBn]) => ({ id, title, areaId, costBn, costEstimate: `£${costBn}bn` }),
);

/** A fallback policy as the budget model's input (no pressure data). */
export function toFallbackBudgetPolicy(policy: FallbackPolicy): BudgetPolicy {
  return { costBn: policy.costBn, pressure: null };
}
