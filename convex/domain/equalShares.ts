/**
 * The Method of Equal Shares for approval ballots (Peters and Skowron 2020; Peters,
 * Pierczyński and Skowron 2021; equalshares.net), written from the method's definition,
 * with the usual completion: a varying budget, then a greedy fill. Pure: plain data in and
 * out, generic over the number type (convex/domain/equalSharesArith.ts).
 *
 * The method, for a budget B and n voters:
 * 1. every voter gets an equal share of the budget, B / n;
 * 2. a project can be bought when its supporters together still hold its cost; its price
 *    per supporter is the least ρ such that supporters paying min(their money, ρ) raise the
 *    cost exactly (the poorest pay what they have left, the rest ρ each);
 * 3. of the projects that can be bought, the one whose price per unit of its supporters'
 *    utility is lowest is bought, its supporters pay, and step 2 repeats until none can be.
 *    With `utility: "cost"` (equalshares.net's default for approval votes, pabutools'
 *    Cost_Sat) a supporter's utility is the project's cost, so the cheapest price per pound
 *    of value wins; with `"cardinality"` each project is worth 1 and the lowest ρ wins;
 * 4. completion: the method often leaves money unspent, so it is run again with each share
 *    raised by `step` (the varying budget, "add1" on equalshares.net) for as long as the
 *    outcome still fits the real budget B, stopping at an outcome that leaves nothing more
 *    to buy; then what is left of B is filled greedily, the projects with most support per
 *    pound first (pabutools' greedy_utilitarian_welfare).
 *
 * Voters with the same ballot always hold the same money, so they are counted as one group
 * with a weight; this changes nothing but the running time.
 *
 * Ties (two projects at the same price, in the greedy fill the same support per pound) go
 * to the project first in `tieOrder`; the default is the project id's string order, which
 * is pabutools' lexicographic tie-breaking on project names.
 */
import { floatsClose, type Arith } from "./equalSharesArith";

export interface EqualSharesProject {
  id: string;
  /** In the budget's unit; 0 is allowed (see `free` below), negative is not. */
  cost: number;
}

export interface EqualSharesVoter {
  /** Ids of the projects the voter approves; unknown ids are ignored. */
  approvals: readonly string[];
  /** How many voters cast this ballot (default 1). */
  weight?: number;
}

export interface EqualSharesInstance {
  budget: number;
  projects: readonly EqualSharesProject[];
  voters: readonly EqualSharesVoter[];
}

export type EqualSharesUtility = "cost" | "cardinality";

export interface VaryingBudget {
  /** Added to every voter's share at each step, in the budget's unit. */
  stepPerVoter: number;
  /**
   * Which projects an outcome must leave no room for to count as exhaustive: the method's
   * candidates (approved, cost above 0; pabutools' `voter_budget_increment` variant and the
   * default) or every project (pabutools' `exhaustion_by_budget_increase`).
   */
  exhaustiveOver?: "candidates" | "all";
  /** At most this many raised runs (default 10,000); the last feasible outcome stands. */
  maxSteps?: number;
}

export interface EqualSharesOptions {
  utility?: EqualSharesUtility;
  /** The varying budget; absent: the method runs once, at B / n. */
  varyingBudget?: VaryingBudget;
  /** Fill what is left of the budget greedily after the method (default false). */
  greedyFill?: boolean;
  /** Ties go to the project ordered first (negative result: a before b). */
  tieOrder?: (a: string, b: string) => number;
}

/** Why a project is in the outcome. */
export type SelectionPhase = "free" | "shares" | "fill";

export interface SelectedProject {
  id: string;
  phase: SelectionPhase;
  /**
   * For `shares`: what each supporter who could afford it paid (the others paid all they
   * had left), in the budget's unit, at the share the outcome was computed with.
   */
  pricePerVoter?: number;
}

export interface EqualSharesResult {
  /** In the order chosen: free projects, then the method's rounds, then the greedy fill. */
  selected: SelectedProject[];
  /** The share each voter started with in the run whose outcome stands. */
  sharePerVoter: number;
  /** Runs made with a raised share (0 without a varying budget). */
  budgetSteps: number;
  /** Total cost of the outcome. */
  spent: number;
}

/** The default tie order: project ids as strings (pabutools' lexicographic rule). */
export function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Prepared<T> {
  ids: string[];
  costs: T[];
  costNumbers: number[];
  /** Per group: its weight (as T) and the projects it approves. */
  weights: T[];
  /** Per project: the groups approving it. */
  supporters: number[][];
  /** Per project: the total weight of its supporters (as T). */
  support: T[];
  totalWeight: T;
}

function prepare<T>(arith: Arith<T>, instance: EqualSharesInstance): Prepared<T> {
  const index = new Map<string, number>();
  const ids: string[] = [];
  const costs: T[] = [];
  const costNumbers: number[] = [];
  for (const project of instance.projects) {
    if (index.has(project.id)) throw new RangeError(`duplicate project ${project.id}`);
    if (!(project.cost >= 0))
      throw new RangeError(`project ${project.id} has cost ${project.cost}`);
    index.set(project.id, ids.length);
    ids.push(project.id);
    costs.push(arith.fromDecimal(project.cost));
    costNumbers.push(project.cost);
  }
  const groups = new Map<string, { projects: number[]; weight: number }>();
  for (const voter of instance.voters) {
    const weight = voter.weight ?? 1;
    if (!(weight > 0) || !Number.isInteger(weight)) {
      throw new RangeError(`voter weight must be a positive integer, got ${weight}`);
    }
    // The known projects approved, each once, in index order (a ballot is a few dozen ids).
    const projects: number[] = [];
    for (const id of voter.approvals) {
      const p = index.get(id);
      if (p !== undefined && !projects.includes(p)) projects.push(p);
    }
    projects.sort((a, b) => a - b);
    const key = projects.join(",");
    const group = groups.get(key);
    if (group) group.weight += weight;
    else groups.set(key, { projects, weight });
  }
  const weights: T[] = [];
  const supporters: number[][] = ids.map(() => []);
  let total = 0;
  for (const group of groups.values()) {
    const g = weights.length;
    weights.push(arith.fromDecimal(group.weight));
    total += group.weight;
    for (const p of group.projects) supporters[p].push(g);
  }
  const support = supporters.map((list) =>
    list.reduce((sum, g) => arith.add(sum, weights[g]), arith.zero),
  );
  return {
    ids,
    costs,
    costNumbers,
    weights,
    supporters,
    support,
    totalWeight: arith.fromDecimal(total),
  };
}

/**
 * The Method of Equal Shares with its completion. Throws a RangeError for a negative
 * budget or cost, a bad weight, a duplicate project or a non-positive step.
 */
export function equalShares<T>(
  arith: Arith<T>,
  instance: EqualSharesInstance,
  options: EqualSharesOptions = {},
): EqualSharesResult {
  if (!(instance.budget >= 0)) throw new RangeError(`budget must be ≥ 0, got ${instance.budget}`);
  const utility = options.utility ?? "cost";
  const tieOrder = options.tieOrder ?? byId;
  const data = prepare(arith, instance);
  const budget = arith.fromDecimal(instance.budget);
  const zeroWeight = arith.cmp(data.totalWeight, arith.zero) === 0;
  const baseShare = zeroWeight ? arith.zero : arith.div(budget, data.totalWeight);

  // Free projects: cost 0 with some utility (only under cardinality: a cost utility of a
  // free project is 0), bought before the method starts, as pabutools does.
  const free: number[] = [];
  const candidates: number[] = [];
  data.ids.forEach((_, p) => {
    const supported = arith.cmp(data.support[p], arith.zero) > 0;
    if (!supported) return;
    if (arith.cmp(data.costs[p], arith.zero) > 0) candidates.push(p);
    else if (utility === "cardinality") free.push(p);
  });
  const order = (a: number, b: number) => tieOrder(data.ids[a], data.ids[b]);
  free.sort(order);

  const costOf = (chosen: readonly number[]) =>
    chosen.reduce((sum, p) => arith.add(sum, data.costs[p]), arith.zero);
  const exhaustive = (chosen: readonly number[], over: readonly number[]) => {
    const taken = new Set(chosen);
    const left = arith.sub(budget, costOf(chosen));
    return over.every((p) => taken.has(p) || arith.cmp(data.costs[p], left) > 0);
  };

  // Floats run on typed arrays (see `Wallets`); the layout is built once for every run.
  const layout = arith.name === "float" ? floatLayout(data as unknown as Prepared<number>) : null;
  const walletsAt = (share: T): Wallets<T> =>
    layout === null
      ? genericWallets(arith, data, share)
      : (floatWallets(
          data as unknown as Prepared<number>,
          layout,
          share as unknown as number,
        ) as unknown as Wallets<T>);
  let share = baseShare;
  let rounds = runMethod(arith, data, candidates, walletsAt(share), utility, order);
  let steps = 0;
  const varying = options.varyingBudget;
  if (varying && !zeroWeight) {
    if (!(varying.stepPerVoter > 0)) throw new RangeError("stepPerVoter must be > 0");
    const step = arith.fromDecimal(varying.stepPerVoter);
    const over = varying.exhaustiveOver === "all" ? data.ids.map((_, p) => p) : candidates;
    const maxSteps = varying.maxSteps ?? 10_000;
    const chosenOf = (list: Round<T>[]) => [...free, ...list.map((r) => r.project)];
    while (steps < maxSteps && !exhaustive(chosenOf(rounds), over)) {
      // base + k × step rather than a running sum, so floats do not drift.
      const nextShare = arith.add(baseShare, arith.mul(step, arith.fromDecimal(steps + 1)));
      const next = runMethod(arith, data, candidates, walletsAt(nextShare), utility, order);
      steps++;
      if (arith.cmp(costOf(chosenOf(next)), budget) > 0) break;
      share = nextShare;
      rounds = next;
    }
  }

  const selected: SelectedProject[] = [
    ...free.map((p): SelectedProject => ({ id: data.ids[p], phase: "free" })),
    ...rounds.map((r): SelectedProject => ({
      id: data.ids[r.project],
      phase: "shares",
      pricePerVoter: arith.toNumber(r.price),
    })),
  ];
  const chosen = new Set([...free, ...rounds.map((r) => r.project)]);
  if (options.greedyFill) {
    for (const p of greedyOrder(arith, data, utility, order)) {
      if (chosen.has(p)) continue;
      const left = arith.sub(budget, costOf([...chosen]));
      if (arith.cmp(data.costs[p], left) <= 0) {
        chosen.add(p);
        selected.push({ id: data.ids[p], phase: "fill" });
      }
    }
  }
  return {
    selected,
    sharePerVoter: arith.toNumber(share),
    budgetSteps: steps,
    spent: arith.toNumber(costOf([...chosen])),
  };
}

interface Round<T> {
  project: number;
  price: T;
}

/**
 * The money each group holds during a run, and the two things a run does with it: price a
 * project for its supporters, and make them pay. Exact numbers use arrays of `T` and the
 * generic arithmetic; floats use typed arrays and the inlined loops below (the live
 * manifesto's hot path: 100,000 groups, a few dozen prices per round), with the same
 * comparisons, so both give the same outcome.
 */
interface Wallets<T> {
  price(p: number): T | null;
  pay(p: number, price: T): void;
}

function genericWallets<T>(arith: Arith<T>, data: Prepared<T>, share: T): Wallets<T> {
  const money: T[] = data.weights.map(() => share);
  return {
    price: (p) => pricePerVoter(arith, data, p, money),
    pay(p, price) {
      for (const g of data.supporters[p]) {
        money[g] = arith.cmp(money[g], price) <= 0 ? arith.zero : arith.sub(money[g], price);
      }
    },
  };
}

/** `Prepared` as typed arrays: project p's supporting groups are `members[start[p]..start[p+1])`. */
interface FloatLayout {
  start: Int32Array;
  members: Int32Array;
  weights: Float64Array;
  /** Two buffers as long as the largest list of supporters, for the price's passes. */
  scratch: [Int32Array, Int32Array];
}

function floatLayout(data: Prepared<number>): FloatLayout {
  const start = new Int32Array(data.supporters.length + 1);
  let longest = 0;
  data.supporters.forEach((list, p) => {
    start[p + 1] = start[p] + list.length;
    longest = Math.max(longest, list.length);
  });
  const members = new Int32Array(start[data.supporters.length]);
  data.supporters.forEach((list, p) => members.set(list, start[p]));
  return {
    start,
    members,
    weights: Float64Array.from(data.weights),
    scratch: [new Int32Array(longest), new Int32Array(longest)],
  };
}

/** a ≥ b as `floatArith.cmp(a, b) >= 0`: above, or equal within FLOAT_TOLERANCE. */
function atLeast(a: number, b: number): boolean {
  return a >= b || floatsClose(a, b);
}

function floatWallets(data: Prepared<number>, layout: FloatLayout, share: number): Wallets<number> {
  const money = new Float64Array(data.weights.length).fill(share);
  const { start, members, weights, scratch } = layout;
  return {
    // `pricePerVoter`'s passes, each pass's payers written to a scratch buffer.
    price(p) {
      let list = members;
      let from = start[p];
      let to = start[p + 1];
      let owed = data.costs[p];
      let weight = data.support[p];
      let out = scratch[0];
      for (;;) {
        if (!(weight > 0) || atLeast(0, weight)) return null;
        let kept = 0;
        let poorMoney = 0;
        let poorWeight = 0;
        for (let i = from; i < to; i++) {
          const g = list[i];
          if (atLeast(money[g] * weight, owed)) {
            out[kept++] = g;
          } else {
            poorMoney += money[g] * weights[g];
            poorWeight += weights[g];
          }
        }
        if (kept === to - from) return owed / weight;
        owed -= poorMoney;
        weight -= poorWeight;
        if (kept === 0) return null;
        list = out;
        from = 0;
        to = kept;
        out = out === scratch[0] ? scratch[1] : scratch[0];
      }
    },
    pay(p, price) {
      for (let i = start[p]; i < start[p + 1]; i++) {
        const g = members[i];
        // floatArith.cmp(money, price) <= 0: all they have when it is no more than the price.
        money[g] = atLeast(price, money[g]) ? 0 : money[g] - price;
      }
    },
  };
}

/**
 * One run of the method at a given share per voter: the rounds in order. Prices only rise
 * as voters spend, so a project's last price is a lower bound on its next: projects are
 * tried cheapest-bound first and the search stops at a bound above the best price found
 * (equalshares.net's speed-up; the outcome is the same as trying every project).
 */
function runMethod<T>(
  arith: Arith<T>,
  data: Prepared<T>,
  candidates: readonly number[],
  wallets: Wallets<T>,
  utility: EqualSharesUtility,
  order: (a: number, b: number) => number,
): Round<T>[] {
  const utilityOf = (p: number) => (utility === "cost" ? data.costs[p] : undefined);
  // The first bound: every supporter paying an equal part of the cost.
  const bound = new Map<number, T>();
  for (const p of candidates) {
    const perVoter = arith.div(data.costs[p], data.support[p]);
    const u = utilityOf(p);
    bound.set(p, u === undefined ? perVoter : arith.div(perVoter, u));
  }
  const rounds: Round<T>[] = [];
  for (;;) {
    const remaining = [...bound.keys()].sort(
      (a, b) => arith.cmp(bound.get(a)!, bound.get(b)!) || order(a, b),
    );
    let best: { project: number; rho: T; price: T } | null = null;
    for (const p of remaining) {
      if (best && arith.cmp(bound.get(p)!, best.rho) > 0) break;
      const price = wallets.price(p);
      if (price === null) {
        bound.delete(p);
        continue;
      }
      const u = utilityOf(p);
      const rho = u === undefined ? price : arith.div(price, u);
      bound.set(p, rho);
      if (best === null) {
        best = { project: p, rho, price };
        continue;
      }
      const c = arith.cmp(rho, best.rho);
      if (c < 0 || (c === 0 && order(p, best.project) < 0)) best = { project: p, rho, price };
    }
    if (best === null) return rounds;
    wallets.pay(best.project, best.price);
    bound.delete(best.project);
    rounds.push({ project: best.project, price: best.price });
  }
}

/**
 * The least ρ with Σ weight × min(money, ρ) over the project's supporters equal to its cost,
 * or null when they cannot raise it together. Start from an equal split of the cost; the
 * supporters who hold less than that pay all they have and leave the split, which raises
 * it for the rest; repeat until everyone left can pay it. The same ρ as walking the
 * supporters poorest first, without sorting them (a pass or two in practice).
 */
function pricePerVoter<T>(arith: Arith<T>, data: Prepared<T>, p: number, money: T[]): T | null {
  let payers = data.supporters[p];
  let owed = data.costs[p];
  let weight = data.support[p];
  for (;;) {
    if (arith.cmp(weight, arith.zero) <= 0) return null;
    const kept: number[] = [];
    let poorMoney = arith.zero;
    let poorWeight = arith.zero;
    for (const g of payers) {
      // Can this group pay an equal part of what is still owed?
      if (arith.cmp(arith.mul(money[g], weight), owed) >= 0) {
        kept.push(g);
      } else {
        poorMoney = arith.add(poorMoney, arith.mul(money[g], data.weights[g]));
        poorWeight = arith.add(poorWeight, data.weights[g]);
      }
    }
    if (kept.length === payers.length) return arith.div(owed, weight);
    owed = arith.sub(owed, poorMoney);
    weight = arith.sub(weight, poorWeight);
    payers = kept;
    if (kept.length === 0) return null;
  }
}

/** Projects by support per unit of cost, highest first (free ones with support first). */
function greedyOrder<T>(
  arith: Arith<T>,
  data: Prepared<T>,
  utility: EqualSharesUtility,
  order: (a: number, b: number) => number,
): number[] {
  // Density = total utility / cost: approvals under cost utility, approvals / cost under
  // cardinality; infinite for a free project someone approves, 0 for one nobody does.
  const density = (p: number): { infinite: boolean; value: T } => {
    const supported = arith.cmp(data.support[p], arith.zero) > 0;
    const positive = arith.cmp(data.costs[p], arith.zero) > 0;
    if (!positive) {
      const valued = supported && utility === "cardinality";
      return { infinite: valued, value: arith.zero };
    }
    return {
      infinite: false,
      value: utility === "cost" ? data.support[p] : arith.div(data.support[p], data.costs[p]),
    };
  };
  const all = data.ids.map((_, p) => p);
  const densities = all.map(density);
  return all.sort((a, b) => {
    const da = densities[a];
    const db = densities[b];
    if (da.infinite !== db.infinite) return da.infinite ? -1 : 1;
    return arith.cmp(db.value, da.value) || order(a, b);
  });
}
