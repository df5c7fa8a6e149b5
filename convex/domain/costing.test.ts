import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue";
import type { CataloguePolicy } from "../catalogue/types";
import {
  barnettMultiplier,
  barnettShares,
  catalogueCostText,
  costingProblems,
  CURRENT_BASELINE,
  CURRENT_PRICE_YEAR,
  describeCosting,
  roundCostBn,
  sumBySpendingType,
  ukCostFromTerritory,
} from "./costing";
import { formatCost, parseCostEstimate, toBudgetPolicy } from "./economy/costs";
import { calculatePolicyTotal, calculateSpending, simulateBudget } from "./economy/budget";

const byKey = new Map(CATALOGUE.policies.map((policy) => [policy.key, policy]));

function policy(key: string): CataloguePolicy {
  const found = byKey.get(key);
  if (!found) throw new Error(`no policy ${key}`);
  return found;
}

/**
 * Policies that describe the same thing in different narratives: their costs must agree
 * (issue 24: "duplicates disagree").
 */
export const SAME_POLICY_GROUPS: readonly (readonly string[])[] = [
  ["rewild-health-care-free-personal-care", "steady-health-care-free-personal-care"],
  ["rewild-housing-land-housing-first", "scale-housing-land-housing-first"],
  ["steady-crime-justice-court-backlog", "scale-crime-justice-court-backlog"],
  ["steady-crime-justice-neighbourhood-policing", "scale-crime-justice-neighbourhood-officers"],
  ["steady-welfare-pensions-auto-enrolment-review", "scale-welfare-pensions-auto-enrolment"],
  ["leap-laws-governance-regulatory-budget", "scale-laws-governance-regulatory-budget"],
  ["leap-tech-innovation-regulatory-sandboxes", "scale-tech-innovation-sandboxes"],
  ["leap-housing-land-factory-new-towns", "scale-housing-land-new-towns"],
  ["leap-climate-environment-fusion-smr-fleet", "scale-climate-environment-smr-fleet"],
];

describe("every catalogue policy has one costing basis", () => {
  it.each(CATALOGUE.policies.map((p) => [p.key, p] as const))(
    "%s states baseline, price year, extent and spending type and follows the rules",
    (_key, item) => {
      expect(item.costing.baseline).toBe(CURRENT_BASELINE);
      expect(item.costing.priceYear).toBe(CURRENT_PRICE_YEAR);
      expect(["uk", "gb", "england", "england-wales"]).toContain(item.costing.extent);
      expect(["resource", "capital", "financial-transaction", "tax"]).toContain(
        item.costing.spendingType,
      );
      expect(costingProblems(item.costing, parseCostEstimate(item.costEstimate))).toEqual([]);
    },
  );

  it("the rules catch a costing that breaks them", () => {
    const base = policy("steady-health-care-nhs-maintenance-backlog").costing;
    expect(costingProblems(undefined, 1)).toEqual(["no costing basis"]);
    expect(costingProblems(base, 2.8)[0]).toMatch(/not England cost \+ Barnett/);
    expect(costingProblems({ ...base, barnett: undefined }, 3.3)).toEqual([
      "England cost or Barnett programme missing",
    ]);
    const uk = policy("leap-jobs-economy-founder-grant").costing;
    expect(costingProblems({ ...uk, relation: "already-policy", baselineNote: "x" }, 1)).toEqual([
      "already government policy but costed above zero",
    ]);
    expect(costingProblems({ ...uk, relation: "increment" }, 1)).toHaveLength(1);
    expect(costingProblems({ ...uk, spendingType: "financial-transaction" }, 1)).toEqual([
      "financial transaction without its gross outlay",
    ]);
  });
});

describe("Barnett consequentials (HM Treasury Statement of Funding Policy method)", () => {
  it("£1 of fully comparable England spending gives Scotland, Wales and NI their population shares", () => {
    const shares = barnettShares("england", "health");
    // ONS mid-2024: Scotland 5.55m, Wales 3.19m, Northern Ireland 1.92m against England 58.62m.
    expect(shares.scotland).toBeCloseTo(5.55 / 58.62, 10);
    expect(shares.wales).toBeCloseTo(3.19 / 58.62, 10);
    expect(shares.northernIreland).toBeCloseTo(1.92 / 58.62, 10);
    expect(barnettMultiplier("england", "health")).toBeCloseTo(1 + 10.66 / 58.62, 10);
  });

  it("an England-and-Wales service (policing) gives Scotland and NI their share of England and Wales, Wales nothing", () => {
    const shares = barnettShares("england-wales", "policing");
    expect(shares.wales).toBe(0);
    expect(shares.scotland).toBeCloseTo(5.55 / 61.81, 10);
    expect(barnettMultiplier("england-wales", "justice")).toBeCloseTo(1 + 7.47 / 61.81, 10);
  });

  it("rail infrastructure is not devolved to Wales, and England-only administration triggers nothing", () => {
    expect(barnettShares("england", "rail").wales).toBe(0);
    expect(barnettMultiplier("england", "not-comparable")).toBe(1);
  });

  it("every England-only policy's UK cost is its England cost plus the consequentials", () => {
    const territorial = CATALOGUE.policies.filter(
      (p) => p.costing.extent === "england" || p.costing.extent === "england-wales",
    );
    expect(territorial.length).toBeGreaterThan(100);
    for (const item of territorial) {
      const uk = ukCostFromTerritory(item.costing);
      expect(uk, item.key).not.toBeNull();
      expect(item.costEstimate, item.key).toBe(catalogueCostText(uk ?? NaN));
    }
  });

  it("£2.8bn of NHS capital in England is £3.3bn for the UK", () => {
    const backlog = policy("steady-health-care-nhs-maintenance-backlog");
    expect(backlog.costing.territorialCostBn).toBe(2.8);
    expect(backlog.costEstimate).toBe("£3.3bn");
    expect(describeCosting(backlog.costing)).toContain(
      "England £2.8bn + Barnett consequentials for the other nations £500m",
    );
  });
});

describe("costs are stated to two significant figures", () => {
  it("rounds and writes billions, millions and savings", () => {
    expect(roundCostBn(3.3094)).toBeCloseTo(3.3, 10);
    expect(catalogueCostText(0.354)).toBe("£350m");
    expect(catalogueCostText(8.2733)).toBe("£8.3bn");
    expect(catalogueCostText(-3)).toBe("-£3bn");
    expect(catalogueCostText(0)).toBe("£0bn");
  });
});

describe("items already in the baseline (checked against announcements to Budget 2025)", () => {
  it("the two-child limit's abolition is already government policy and adds nothing", () => {
    const item = policy("steady-welfare-pensions-two-child-limit");
    expect(item.costing.relation).toBe("already-policy");
    expect(parseCostEstimate(item.costEstimate)).toBe(0);
  });

  it("free school meals are costed beyond the Universal Credit extension", () => {
    for (const key of ["steady-farming-food-school-meals", "rewild-farming-food-right-to-food"]) {
      expect(policy(key).costing.relation).toBe("increment");
      expect(policy(key).costing.baselineNote).toMatch(/Universal Credit/);
    }
  });

  it("defence at 3% of GDP is costed beyond the baseline's 2.6% on the same (NATO) basis, at the one GDP figure", () => {
    const item = policy("scale-defence-foreign-three-percent");
    expect(item.costing.relation).toBe("increment");
    expect(item.costing.baselineNote).toMatch(/2\.5% of GDP/);
    expect(item.costBasis).toMatch(/0\.4% × nominal GDP of about £3\.0tn/);
    expect(item.costEstimate).toBe("£12bn");
  });

  it("every costing that uses GDP or national income uses the one figure, £3.0tn (issue 34)", () => {
    const amounts = CATALOGUE.policies.flatMap((p) =>
      [...p.costBasis.matchAll(/£(\d+(?:\.\d+)?)tn/g)].map((match) => match[1]),
    );
    expect(amounts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(amounts)).toEqual(new Set(["3.0"]));
  });

  it("the baby bond counts 658,000 UK births (2023) and the investment floor 0.4% of GDP, its own figures", () => {
    expect(policy("leap-welfare-pensions-baby-bonds").costBasis).toMatch(/658,000/);
    expect(policy("steady-jobs-economy-public-investment-floor").costBasis).toMatch(/0\.4% of GDP/);
  });

  it("every policy marked as already government policy costs nothing extra", () => {
    const already = CATALOGUE.policies.filter((p) => p.costing.relation === "already-policy");
    expect(already.length).toBeGreaterThanOrEqual(6);
    for (const item of already) expect(parseCostEstimate(item.costEstimate), item.key).toBe(0);
  });
});

describe("loans and equity count only their expected loss", () => {
  it("every financial transaction states its gross outlay, which is more than what counts", () => {
    const loans = CATALOGUE.policies.filter(
      (p) => p.costing.spendingType === "financial-transaction",
    );
    expect(loans.length).toBeGreaterThanOrEqual(4);
    for (const item of loans) {
      expect(item.costing.grossOutlayBn, item.key).toBeGreaterThan(
        parseCostEstimate(item.costEstimate),
      );
    }
  });
});

describe("duplicates agree", () => {
  it.each(SAME_POLICY_GROUPS.map((keys) => [keys.join(" = "), keys] as const))(
    "%s",
    (_label, keys) => {
      const costs = keys.map((key) => policy(key).costEstimate);
      expect(new Set(costs).size).toBe(1);
    },
  );

  it("the two Universal Credit taper cuts use the same cost per point", () => {
    const to45 = parseCostEstimate(policy("scale-welfare-pensions-taper").costEstimate) / 10;
    const to40 =
      parseCostEstimate(policy("leap-welfare-pensions-lower-uc-taper").costEstimate) / 15;
    expect(to40).toBeCloseTo(to45, 10);
  });
});

describe("savings and revenue raisers flow through to the totals", () => {
  const tripleLock = policy("scale-welfare-pensions-earnings-link");
  const penny = policy("steady-health-care-penny-for-care");
  const backlog = policy("steady-health-care-nhs-maintenance-backlog");

  it("replacing the triple lock is a saving, and a penny on income tax raises revenue", () => {
    expect(parseCostEstimate(tripleLock.costEstimate)).toBe(-3);
    expect(formatCost(tripleLock.costEstimate)).toBe("saves £3bn");
    expect(penny.costing.spendingType).toBe("tax");
    expect(parseCostEstimate(penny.costEstimate)).toBe(-7);
    expect(formatCost(penny.costEstimate)).toBe("saves £7bn");
  });

  it("a saving lowers the policy total and the spending the tax pays for", () => {
    const policies = [backlog, tripleLock, penny].map(toBudgetPolicy);
    expect(calculatePolicyTotal(policies)).toBeCloseTo((3.3 - 3 - 7) * 1e9, 0);
    const spending = calculateSpending({ dividend: 0, policies });
    expect(spending.totalSpend).toBeCloseTo(-6.7e9, 0);
    const simulation = simulateBudget({ taxRatePercent: 0.5, dividend: 100, policies });
    const without = simulateBudget({
      taxRatePercent: 0.5,
      dividend: 100,
      policies: [toBudgetPolicy(backlog)],
    });
    expect(simulation.spending.policyTotal).toBeLessThan(without.spending.policyTotal);
    expect(simulation.balance.central - without.balance.central).toBeCloseTo(10e9, 0);
  });

  it("the totals by spending type add up to the policy total", () => {
    const items = [backlog, tripleLock, penny].map((p) => ({
      costBn: parseCostEstimate(p.costEstimate),
      costing: p.costing,
    }));
    const byType = sumBySpendingType(items);
    expect(byType.capital).toBeCloseTo(3.3, 10);
    expect(byType.resource).toBeCloseTo(-3, 10);
    expect(byType.tax).toBeCloseTo(-7, 10);
  });
});
