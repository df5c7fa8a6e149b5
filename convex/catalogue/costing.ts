/**
 * Short constructors for a catalogue policy's `costing` (docs/economy-model.md "Catalogue
 * costing basis"): every costing is against the current OBR baseline in 2025-26 prices.
 */
import {
  CURRENT_BASELINE,
  CURRENT_PRICE_YEAR,
  type BarnettProgramme,
  type BaselineRelation,
  type CatalogueCosting,
  type SpendingType,
} from "../domain/costing";

interface Options {
  relation?: BaselineRelation;
  /** What the baseline already holds, for an increment or a policy already announced. */
  baseline?: string;
  /** Financial transactions: gross yearly lending or investment, £bn. */
  grossOutlayBn?: number;
}

function costing(
  extent: CatalogueCosting["extent"],
  spendingType: SpendingType,
  options: Options,
  territory?: { costBn: number; barnett: BarnettProgramme },
): CatalogueCosting {
  return {
    baseline: CURRENT_BASELINE,
    priceYear: CURRENT_PRICE_YEAR,
    extent,
    spendingType,
    relation: options.relation ?? "new",
    ...(options.baseline === undefined ? {} : { baselineNote: options.baseline }),
    ...(territory === undefined
      ? {}
      : { territorialCostBn: territory.costBn, barnett: territory.barnett }),
    ...(options.grossOutlayBn === undefined ? {} : { grossOutlayBn: options.grossOutlayBn }),
  };
}

/** A cost that already covers the whole UK. */
export function uk(spendingType: SpendingType = "resource", options: Options = {}) {
  return costing("uk", spendingType, options);
}

/** A cost for Great Britain (reserved GB services such as DWP benefits and energy). */
export function gb(spendingType: SpendingType = "resource", options: Options = {}) {
  return costing("gb", spendingType, options);
}

/** An England cost, £bn a year; `costEstimate` adds its Barnett consequentials. */
export function england(
  costBn: number,
  barnett: BarnettProgramme,
  spendingType: SpendingType = "resource",
  options: Options = {},
) {
  return costing("england", spendingType, options, { costBn, barnett });
}

/** An England-and-Wales cost (policing, justice), £bn a year, plus consequentials. */
export function englandWales(
  costBn: number,
  barnett: BarnettProgramme,
  spendingType: SpendingType = "resource",
  options: Options = {},
) {
  return costing("england-wales", spendingType, options, { costBn, barnett });
}
