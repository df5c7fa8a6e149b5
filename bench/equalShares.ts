/**
 * The proportional community manifesto's cost at national scale (docs/equal-shares.md
 * "Cost"): computeCommunityManifestos over 100,000 synthetic votes and the catalogue's
 * policies (243), as the cron's run does after reading the votes — equal shares with its
 * varying budget and greedy fill, the popularity list and the fairness figures. Also the
 * method alone (one run, no completion). Prints the machine's load (`uptime`): the figures
 * are only comparable on a quiet machine.
 *
 *   npx tsx bench/equalShares.ts [voters]
 */
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { CATALOGUE } from "../convex/catalogue";
import { QUADRANTS, type Quadrant } from "../convex/domain/areas";
import { equalShares } from "../convex/domain/equalShares";
import { floatArith } from "../convex/domain/equalSharesArith";
import {
  communityBudgetBn,
  computeCommunityManifestos,
  type ManifestoBallot,
} from "../convex/domain/equalSharesManifesto";
import { isKnownCost, parseCostEstimate } from "../convex/domain/economy";

const DEFAULT_VOTERS = 100_000;
/** The share of voters per quadrant (made up, uneven on purpose: one large group). */
const QUADRANT_WEIGHTS: Record<Quadrant, number> = {
  rewild: 0.2,
  leap: 0.45,
  steady: 0.2,
  scale: 0.15,
};
/** A voter picks from their own quadrant's policies in an area with this probability. */
const OWN_QUADRANT = 0.8;

/** A small deterministic generator (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticBallots(voters: number): ManifestoBallot[] {
  const next = random(41);
  const byAreaQuadrant = new Map<string, string[]>();
  for (const policy of CATALOGUE.policies) {
    const key = `${policy.area}|${policy.quadrant}`;
    byAreaQuadrant.set(key, [...(byAreaQuadrant.get(key) ?? []), policy.key]);
  }
  const areas = Array.from(new Set(CATALOGUE.policies.map((p) => p.area)));
  const pickQuadrant = (): Quadrant => {
    let r = next();
    for (const q of QUADRANTS) {
      r -= QUADRANT_WEIGHTS[q];
      if (r < 0) return q;
    }
    return "scale";
  };
  return Array.from({ length: voters }, () => {
    const quadrant = pickQuadrant();
    const policyIds: string[] = [];
    for (const area of areas) {
      if (next() < 0.3) continue; // some areas left empty
      const from = next() < OWN_QUADRANT ? quadrant : QUADRANTS[Math.floor(next() * 4)];
      const options = byAreaQuadrant.get(`${area}|${from}`) ?? [];
      const picks = 1 + Math.floor(next() * 3);
      for (let i = 0; i < picks && options.length > 0; i++) {
        policyIds.push(options[Math.floor(next() * options.length)]);
      }
    }
    return { policyIds, quadrant, policyCost: 40e9 };
  });
}

export function runEqualSharesBench(voters = DEFAULT_VOTERS): void {
  console.log(`uptime: ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
  const policies = CATALOGUE.policies.map((p) => ({
    id: p.key,
    key: p.key,
    title: p.title,
    category: p.area,
    costEstimate: p.costEstimate,
  }));
  const ballots = syntheticBallots(voters);
  // The instance is what the figure claims: every voter holds picks, every policy is there.
  const empty = ballots.filter((b) => b.policyIds.length === 0).length;
  if (ballots.length !== voters || empty > 0 || policies.length !== CATALOGUE.policies.length) {
    throw new Error(
      `bench instance is not ${voters} voters with picks over the catalogue (${ballots.length} ballots, ${empty} empty, ${policies.length} policies)`,
    );
  }
  const distinct = new Set(ballots.map((b) => [...new Set(b.policyIds)].sort().join(","))).size;
  console.log(
    `${voters.toLocaleString("en-GB")} voters, ${policies.length} policies, ${distinct.toLocaleString("en-GB")} distinct ballots`,
  );
  const averageTaxRate = 2;
  const averageDividend = 0;
  console.log(`budget £${communityBudgetBn(averageTaxRate, averageDividend).toFixed(1)}bn`);

  const budgetBn = communityBudgetBn(averageTaxRate, averageDividend);
  const costOf = new Map(
    policies.map((p) => [
      p.id,
      isKnownCost(p.costEstimate) ? parseCostEstimate(p.costEstimate) : 0,
    ]),
  );
  let start = performance.now();
  const plain = equalShares(floatArith, {
    budget: budgetBn,
    projects: policies
      .filter((p) => costOf.get(p.id)! > 0)
      .map((p) => ({ id: p.id, cost: costOf.get(p.id)! })),
    voters: ballots.map((b) => ({ approvals: b.policyIds })),
  });
  console.log(
    `equal shares, one run: ${(performance.now() - start).toFixed(0)} ms, ${plain.selected.length} policies, £${plain.spent.toFixed(1)}bn`,
  );

  start = performance.now();
  const result = computeCommunityManifestos({ ballots, policies, averageTaxRate, averageDividend });
  const elapsed = performance.now() - start;
  // It computed over all of them and funded something, or the time means nothing.
  if (result.voters !== voters || result.proportional.policies.length === 0) {
    throw new Error(
      `the recompute saw ${result.voters} of ${voters} voters and funded ${result.proportional.policies.length} policies`,
    );
  }
  console.log(
    `full recompute (varying budget ${result.proportional.budgetSteps} steps, greedy fill, popularity list, fairness): ${elapsed.toFixed(0)} ms`,
  );
  console.log(
    `proportional: ${result.proportional.policies.length} policies £${result.proportional.spentBn.toFixed(1)}bn; popular: ${result.popular.policies.length} policies £${result.popular.spentBn.toFixed(1)}bn`,
  );
  for (const q of QUADRANTS) {
    const f = result.quadrants[q];
    console.log(
      `  ${q}: ${f.voters} voters, served ${((100 * f.proportionalServed) / f.voters).toFixed(1)}% proportional, ${((100 * f.popularServed) / f.voters).toFixed(1)}% popular`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runEqualSharesBench(Number(process.argv[2] ?? DEFAULT_VOTERS));
}
