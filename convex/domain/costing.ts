/**
 * One costing basis for the policy catalogue (issue 24 item 6; docs/economy-model.md
 * "Catalogue costing basis"). Every catalogue policy carries a `costing` record: the fiscal
 * baseline it is measured against, its price year, its territorial extent, its spending
 * type and how it relates to what the government already plans. England-only costs become
 * UK costs through Barnett consequentials. Pure: no Convex or React imports.
 */

/** Where the costed policy applies: the cost in `costEstimate` is always the UK cost. */
export type TerritorialExtent = "uk" | "gb" | "england-wales" | "england";

/**
 * How the money scores: `resource` (day-to-day), `capital` (investment, counted at its
 * average yearly outlay), `financial-transaction` (loans and equity: only the expected
 * loss or subsidy is counted; the gross outlay is shown apart) or `tax` (receipts given up
 * or, when negative, raised).
 */
export type SpendingType = "resource" | "capital" | "financial-transaction" | "tax";

/**
 * How the policy relates to the baseline: `new` (nothing in the baseline), `increment`
 * (costed as the addition beyond what the baseline already funds) or `already-policy`
 * (already government policy and in the baseline, so it adds nothing).
 */
export type BaselineRelation = "new" | "increment" | "already-policy";

/** Which Barnett comparability factors apply to an England (or England and Wales) cost. */
export type BarnettProgramme =
  | "health"
  | "education"
  | "housing"
  | "local-government"
  | "local-transport"
  | "rail"
  | "environment"
  | "energy-efficiency"
  | "culture"
  | "justice"
  | "policing"
  | "not-comparable";

export type BaselineId = "obr-efo-2025-11";
export type PriceYear = "2025-26";

export interface CatalogueCosting {
  baseline: BaselineId;
  priceYear: PriceYear;
  extent: TerritorialExtent;
  spendingType: SpendingType;
  relation: BaselineRelation;
  /** For `increment` and `already-policy`: what the baseline already holds (and its source). */
  baselineNote?: string;
  /**
   * For `england` and `england-wales`: the cost in that territory, £bn a year. The UK cost
   * (`costEstimate`) is this plus the Barnett consequentials.
   */
  territorialCostBn?: number;
  /** For `england` and `england-wales`: the comparability factors that apply. */
  barnett?: BarnettProgramme;
  /**
   * For financial transactions: the gross yearly lending or investment, £bn, which is not
   * counted in the yearly cost (it is repaid or held as an asset).
   */
  grossOutlayBn?: number;
}

/**
 * The fiscal baselines a costing can be measured against (only the latest is used). Stated
 * honestly (issue 34): November 2025 is the latest OBR forecast this repository has read;
 * any later forecast has not been, and the label says so on screen.
 */
export const COSTING_BASELINES: Record<BaselineId, { label: string; published: string }> = {
  "obr-efo-2025-11": {
    label:
      "OBR Economic and fiscal outlook, November 2025 (Budget 2025; the latest OBR forecast this catalogue has read, so later changes are not in it)",
    published: "2025-11-26",
  },
};

/** The baseline every catalogue costing uses. */
export const CURRENT_BASELINE: BaselineId = "obr-efo-2025-11";
/** The price year every catalogue costing is stated in. */
export const CURRENT_PRICE_YEAR: PriceYear = "2025-26";
/**
 * When the catalogue was last checked against government announcements (which items are
 * already policy). Announcements were sourced up to Budget 2025 (26 November 2025).
 */
export const BASELINE_CHECKED_ON = "2026-11-26";

/** Populations, millions, ONS mid-2024 estimates (published 2025). */
export const NATION_POPULATION_MILLIONS = {
  england: 58.62,
  wales: 3.19,
  scotland: 5.55,
  northernIreland: 1.92,
} as const;

type Devolved = "scotland" | "wales" | "northernIreland";

/**
 * Comparability factors, 0 to 1: how far the English department's programme is devolved
 * to each nation (HM Treasury, Statement of Funding Policy). The programmes used here are
 * at or near 100% comparable where devolved, so 1 is used; 0 where the service is not
 * devolved to that nation (policing, justice and rail infrastructure in Wales) or the
 * spending is England-only central administration.
 */
export const BARNETT_COMPARABILITY: Record<BarnettProgramme, Record<Devolved, number>> = {
  health: { scotland: 1, wales: 1, northernIreland: 1 },
  education: { scotland: 1, wales: 1, northernIreland: 1 },
  housing: { scotland: 1, wales: 1, northernIreland: 1 },
  "local-government": { scotland: 1, wales: 1, northernIreland: 1 },
  "local-transport": { scotland: 1, wales: 1, northernIreland: 1 },
  rail: { scotland: 1, wales: 0, northernIreland: 1 },
  environment: { scotland: 1, wales: 1, northernIreland: 1 },
  "energy-efficiency": { scotland: 1, wales: 1, northernIreland: 1 },
  culture: { scotland: 1, wales: 1, northernIreland: 1 },
  justice: { scotland: 1, wales: 0, northernIreland: 1 },
  policing: { scotland: 1, wales: 0, northernIreland: 1 },
  "not-comparable": { scotland: 0, wales: 0, northernIreland: 0 },
};

/** The population the Barnett formula compares with: England, or England and Wales. */
function basePopulation(extent: "england" | "england-wales"): number {
  const { england, wales } = NATION_POPULATION_MILLIONS;
  return extent === "england" ? england : england + wales;
}

/**
 * Barnett consequentials per £1 of spending in the territory, by nation: comparability ×
 * the nation's population as a share of England's (of England and Wales' for services run
 * for both). Wales gets none for an England-and-Wales programme: it is in the base.
 */
export function barnettShares(
  extent: "england" | "england-wales",
  programme: BarnettProgramme,
): Record<Devolved, number> {
  const factors = BARNETT_COMPARABILITY[programme];
  const base = basePopulation(extent);
  const share = (nation: Devolved) => (factors[nation] * NATION_POPULATION_MILLIONS[nation]) / base;
  return {
    scotland: share("scotland"),
    wales: extent === "england-wales" ? 0 : share("wales"),
    northernIreland: share("northernIreland"),
  };
}

/** UK cost per £1 of spending in the territory: 1 + the consequentials. */
export function barnettMultiplier(
  extent: "england" | "england-wales",
  programme: BarnettProgramme,
): number {
  const shares = barnettShares(extent, programme);
  return 1 + shares.scotland + shares.wales + shares.northernIreland;
}

/** Two significant figures, the precision the catalogue states costs at. */
export function roundCostBn(bn: number): number {
  if (bn === 0 || !Number.isFinite(bn)) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(bn)));
  const step = 10 ** (magnitude - 1);
  return Math.round(bn / step) * step;
}

/** A catalogue cost text for £bn a year: "£3.3bn", "£350m", "-£3bn" (a saving). */
export function catalogueCostText(bn: number): string {
  const rounded = roundCostBn(bn);
  const sign = rounded < 0 ? "-" : "";
  const size = Math.abs(rounded);
  if (size === 0) return "£0bn";
  if (size < 1) return `${sign}£${Math.round(size * 1000)}m`;
  return `${sign}£${Number(size.toPrecision(2))}bn`;
}

/** The UK cost, £bn a year, of a costing with a territorial cost; null when it has none. */
export function ukCostFromTerritory(costing: CatalogueCosting): number | null {
  if (costing.territorialCostBn === undefined || costing.barnett === undefined) return null;
  if (costing.extent !== "england" && costing.extent !== "england-wales") return null;
  return costing.territorialCostBn * barnettMultiplier(costing.extent, costing.barnett);
}

/** Why a costing breaks the catalogue's rules (empty when it follows them). */
export function costingProblems(costing: CatalogueCosting | undefined, costBn: number): string[] {
  if (costing === undefined) return ["no costing basis"];
  const problems: string[] = [];
  if (!(costing.baseline in COSTING_BASELINES)) problems.push("unknown baseline");
  if (costing.priceYear !== CURRENT_PRICE_YEAR) problems.push("price year is not 2025-26");
  const territorial = costing.extent === "england" || costing.extent === "england-wales";
  if (territorial) {
    const uk = ukCostFromTerritory(costing);
    if (uk === null) problems.push("England cost or Barnett programme missing");
    else if (Math.abs(roundCostBn(uk) - costBn) > 1e-9) {
      problems.push(`UK cost ${costBn} is not England cost + Barnett (${roundCostBn(uk)})`);
    }
  } else if (costing.territorialCostBn !== undefined || costing.barnett !== undefined) {
    problems.push("a UK or GB costing has no Barnett consequentials");
  }
  if (costing.relation === "already-policy" && costBn !== 0) {
    problems.push("already government policy but costed above zero");
  }
  if (costing.relation !== "new" && !costing.baselineNote) {
    problems.push("increment or already-policy without a note of what the baseline holds");
  }
  if (costing.spendingType === "financial-transaction" && costing.grossOutlayBn === undefined) {
    problems.push("financial transaction without its gross outlay");
  }
  if (costing.spendingType !== "financial-transaction" && costing.grossOutlayBn !== undefined) {
    problems.push("gross outlay given for something that is not a financial transaction");
  }
  return problems;
}

const EXTENT_LABELS: Record<TerritorialExtent, string> = {
  uk: "UK-wide",
  gb: "Great Britain",
  "england-wales": "England and Wales",
  england: "England only",
};

const SPENDING_TYPE_LABELS: Record<SpendingType, string> = {
  resource: "Day-to-day (resource) spending",
  capital: "Capital investment, average yearly outlay",
  "financial-transaction": "Loan or equity: only the expected loss is counted",
  tax: "Tax measure",
};

const RELATION_LABELS: Record<BaselineRelation, string> = {
  new: "Not in the baseline",
  increment: "Costed as the increase beyond the baseline",
  "already-policy": "Already government policy (in the baseline)",
};

/** Money in £bn as words: "£3.3bn", "£350m". */
function bnText(bn: number): string {
  return catalogueCostText(bn);
}

/** The costing's facts as short lines for the policy dialog. */
export function describeCosting(costing: CatalogueCosting): string[] {
  const lines = [
    `Baseline: ${COSTING_BASELINES[costing.baseline].label}; ${costing.priceYear} prices`,
    `${EXTENT_LABELS[costing.extent]} · ${SPENDING_TYPE_LABELS[costing.spendingType]}`,
    RELATION_LABELS[costing.relation] + (costing.baselineNote ? `: ${costing.baselineNote}` : ""),
  ];
  const uk = ukCostFromTerritory(costing);
  if (uk !== null && costing.territorialCostBn !== undefined) {
    const where = costing.extent === "england" ? "England" : "England and Wales";
    const consequentials = roundCostBn(uk) - roundCostBn(costing.territorialCostBn);
    lines.push(
      `${where} ${bnText(costing.territorialCostBn)} + Barnett consequentials for the other nations ${bnText(consequentials)}`,
    );
  }
  if (costing.grossOutlayBn !== undefined) {
    lines.push(`Lends or invests ${bnText(costing.grossOutlayBn)} a year (not counted)`);
  }
  return lines;
}

/** What one policy's costing says beyond the shared basis, as short phrases for a list. */
export function costingFacts(costing: CatalogueCosting): string[] {
  const facts: string[] = [];
  const uk = ukCostFromTerritory(costing);
  if (uk !== null && costing.territorialCostBn !== undefined) {
    const where = costing.extent === "england" ? "England" : "England and Wales";
    const consequentials = roundCostBn(uk) - roundCostBn(costing.territorialCostBn);
    facts.push(
      `${where} ${bnText(costing.territorialCostBn)} + ${bnText(consequentials)} Barnett consequentials`,
    );
  } else {
    facts.push(EXTENT_LABELS[costing.extent]);
  }
  if (costing.spendingType === "financial-transaction" && costing.grossOutlayBn !== undefined) {
    facts.push(`lends or invests ${bnText(costing.grossOutlayBn)} a year; expected loss counted`);
  } else if (costing.spendingType === "capital") {
    facts.push("capital, yearly average");
  } else if (costing.spendingType === "tax") {
    facts.push("tax measure");
  }
  if (costing.relation === "already-policy") facts.push("already government policy");
  if (costing.relation === "increment") facts.push("beyond what is already planned");
  return facts;
}

/**
 * One sentence for the shared basis of the costings shown together (the policy dialog's
 * footnote): the baseline and price year, which every catalogue costing shares.
 */
export function describeCostingBasis(costings: readonly (CatalogueCosting | undefined)[]): string {
  const known = costings.filter((c): c is CatalogueCosting => c !== undefined);
  const baselines = [...new Set(known.map((c) => c.baseline))];
  const years = [...new Set(known.map((c) => c.priceYear))];
  const against =
    baselines.length === 0
      ? `the ${COSTING_BASELINES[CURRENT_BASELINE].label}`
      : baselines.map((id) => `the ${COSTING_BASELINES[id].label}`).join(" or ");
  const prices = (years.length === 0 ? [CURRENT_PRICE_YEAR] : years).join(" or ");
  return (
    `Costs are the UK's yearly cost against ${against}, in ${prices} prices. ` +
    "England-only policies include Barnett consequentials for Scotland, Wales and Northern Ireland; " +
    "loans count only their expected loss; a saving or revenue raised shows as “saves”."
  );
}

/** The yearly cost by spending type, £bn (what the budget total is made of). */
export function sumBySpendingType(
  items: readonly { costBn: number; costing?: CatalogueCosting | null }[],
): Record<SpendingType | "unclassified", number> {
  const totals = { resource: 0, capital: 0, "financial-transaction": 0, tax: 0, unclassified: 0 };
  for (const item of items) totals[item.costing?.spendingType ?? "unclassified"] += item.costBn;
  return totals;
}
