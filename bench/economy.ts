/**
 * Time per full recomputation of the economy model, as the simulator does on every slider
 * move: simulateBudget for 13 areas × 3 policies (revenue by segment, spending, balance,
 * price pressure, the recommended rate in three scenarios and for replacing today's taxes,
 * gauge), the three calculator tabs (the individual with Scottish rates, dividends, gains
 * and self-employed profit) and the ten income deciles. Also prints the model's headline
 * figures at the default sliders.
 *
 *   npx tsx bench/economy.ts
 */
import { pathToFileURL } from "node:url";
import {
  DIVIDEND_SLIDER,
  TAX_RATE_SLIDER,
  calculateDecileImpacts,
  calculateDistribution,
  describeBalance,
  describeRecommendedRate,
  describeRange,
  DEFAULT_STAFF,
  calculateBusinessImpact,
  calculateFinancialImpact,
  calculateIndividualImpact,
  simulateBudget,
  type BudgetPolicy,
} from "../convex/domain/economy";

const AREAS = 13;
const POLICIES_PER_AREA = 3;
/** Recomputations timed together, so each sample is well above the timer's resolution. */
const BATCH_SIZE = 50;
const WARM_UP_BATCHES = 200;
const TIMED_BATCHES = 400;

export interface EconomyBenchmarkResult {
  meanMicroseconds: number;
  p95Microseconds: number;
  runs: number;
}

/** 39 policies with varied costs and pressure, as a full manifesto would have. */
function buildPolicies(): BudgetPolicy[] {
  return Array.from({ length: AREAS * POLICIES_PER_AREA }, (_, index) => ({
    costBn: 8 + ((index * 7) % 73),
    pressure: {
      shortTermDemand: (index % 10) / 10,
      shortTermSupply: ((index * 3) % 10) / 10,
      bottleneckRisk: ((index * 7) % 10) / 10,
      importLeakage: ((index * 9) % 10) / 10,
      timeLagMonths: (index * 5) % 36,
    },
  }));
}

/** One full recomputation; returns a number so the work cannot be optimised away. */
function recomputeEverything(policies: BudgetPolicy[], step: number): number {
  const taxRatePercent = (step % 251) * 0.02;
  const dividend = (step % 51) * 1_000;
  const simulation = simulateBudget({ taxRatePercent, dividend, policies });
  const individual = calculateIndividualImpact({
    salary: 36_000,
    rent: 12_000,
    otherSpending: 15_000,
    taxRatePercent,
    dividend,
    region: "scotland",
    dividendIncome: 5_000,
    capitalGains: 10_000,
    selfEmployedProfit: 8_000,
  });
  const deciles = calculateDecileImpacts({ taxRatePercent, dividend });
  const business = calculateBusinessImpact({
    revenue: 500_000,
    staff: DEFAULT_STAFF,
    operatingExpenses: 150_000,
    taxRatePercent,
  });
  const financial = calculateFinancialImpact({
    tradeValue: 100_000,
    otherTransfers: 0,
    expectedProfitPercent: 5,
    stampDuty: true,
    cgtBand: "higher",
    taxRatePercent,
  });
  return (
    simulation.balance.central +
    individual.betterOffBy +
    business.betterOffBy +
    financial.betterOffBy +
    deciles[0].gain.central
  );
}

function timeBatch(
  policies: BudgetPolicy[],
  firstStep: number,
): { microseconds: number; sink: number } {
  let sink = 0;
  const start = performance.now();
  for (let offset = 0; offset < BATCH_SIZE; offset++)
    sink += recomputeEverything(policies, firstStep + offset);
  const microseconds = ((performance.now() - start) * 1000) / BATCH_SIZE;
  return { microseconds, sink };
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Run the benchmark: per-recomputation mean and 95th percentile (of batch means). */
export function runEconomyBenchmark(): EconomyBenchmarkResult {
  const policies = buildPolicies();
  let sink = 0;
  for (let batch = 0; batch < WARM_UP_BATCHES; batch++)
    sink += timeBatch(policies, batch * BATCH_SIZE).sink;
  const samples: number[] = [];
  for (let batch = 0; batch < TIMED_BATCHES; batch++) {
    const result = timeBatch(policies, batch * BATCH_SIZE);
    samples.push(result.microseconds);
    sink += result.sink;
  }
  if (!Number.isFinite(sink)) throw new Error("benchmark produced a non-finite result");
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return {
    meanMicroseconds: mean,
    p95Microseconds: percentile(sorted, 0.95),
    runs: TIMED_BATCHES * BATCH_SIZE,
  };
}

/** Print the figures. */
export function main(): void {
  const result = runEconomyBenchmark();
  console.log(
    `economy: full recomputation (${AREAS} areas x ${POLICIES_PER_AREA} policies): ` +
      `${result.meanMicroseconds.toFixed(1)} µs mean, p95 ${result.p95Microseconds.toFixed(1)} µs ` +
      `over ${result.runs} runs`,
  );
  const defaults = simulateBudget({
    taxRatePercent: TAX_RATE_SLIDER.default,
    dividend: DIVIDEND_SLIDER.default,
    policies: [],
  });
  console.log(
    `economy: at the defaults (${TAX_RATE_SLIDER.default}%, £${DIVIDEND_SLIDER.default}) net revenue ` +
      `${describeRange(defaults.revenue)}, gross ${describeRange(defaults.grossRevenue)}; ` +
      `${describeBalance(defaults.balance)}; recommended rate: ` +
      `${describeRecommendedRate(defaults.recommendedTaxRateRange)}`,
  );
  const distribution = calculateDistribution({
    taxRatePercent: TAX_RATE_SLIDER.default,
    dividend: DIVIDEND_SLIDER.default,
  });
  const top = distribution.deciles[distribution.deciles.length - 1];
  console.log(
    `economy: ${distribution.totals.decilesGaining} of 10 income tenths gain; the top tenth ` +
      `${Math.round(top.gain.central)} a year (range ${Math.round(top.gain.low)} to ${Math.round(top.gain.high)})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
