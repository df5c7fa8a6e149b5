/**
 * The proportional community manifesto, kept live but cheap (docs/equal-shares.md "Live"):
 * every EQUAL_SHARES_INTERVAL_S a cron's action asks which scopes' folded tallies changed
 * since their stored result (`findStaleScopes`), reads those scopes' active votes,
 * computes both manifestos (convex/domain/equalSharesManifesto.ts) and writes one result
 * document per scope. Nothing runs per vote, and nothing is written in the vote's or the
 * fold's transaction. Scopes: the nation ("national"), its verified votes
 * ("national:verified") and each room ("room:<id>") once past its threshold.
 */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  recordedPackageCost,
  type ManifestoBallot,
  type ManifestoPolicyInput,
} from "../domain/equalSharesManifesto";
import { isWithheld, NATIONAL_SCOPE, VERIFIED_SCOPE } from "../domain/rooms";
import { MAX_CATALOGUE_ROWS } from "./catalogue";
import { toRoomInfo } from "./rooms";
import { readFoldedTally, readScopeTally, scopesOfVote, type ScopeTally } from "./tallies";

/**
 * How often the cron looks for scopes whose folded tallies changed (seconds): the
 * manifesto is at most this much (plus a run) behind the tallies, and a burst of votes
 * costs one run per interval, not one per vote or per fold.
 */
export const EQUAL_SHARES_INTERVAL_S = 10;
/**
 * Active votes read per page by the run's queries. Each page is a query on the engine's
 * thread, so its length is a pause for everyone else: at 100,000 votes, pages of 4,000 took
 * 172 ms (median; 351 at most), pages of 1,000 31 ms (102 at most; 29 November 2026), and
 * pages of 250 take about a quarter of that.
 */
export const BALLOT_PAGE = 250;
/**
 * The share of the time a walk's pages may take while it runs: after a page that took t ms
 * (the query's round trip, as the action sees it) the walk waits t × (1 / WALK_DUTY − 1)
 * before the next, so everyone else's requests and updates get at least three quarters of
 * the engine's thread throughout a walk, instead of the gaps between back-to-back pages
 * (docs/equal-shares.md "Live"). A walk of one page never waits.
 */
export const WALK_DUTY = 0.25;

/** How long a walk waits after a page that took `pageMs` (see WALK_DUTY). */
export function pauseAfterPage(pageMs: number): number {
  return Math.max(0, pageMs) * (1 / WALK_DUTY - 1);
}

/** A walk's wait between pages (an object, so that a test can watch the waits). */
export const walkPauses = {
  wait: (ms: number): Promise<void> => new Promise((resume) => setTimeout(resume, ms)),
};
/** Room scopes the cron looks at per run (their tally documents, quadrant groups included). */
const MAX_ROOM_TALLY_DOCS = 5_000;

const ROOM_PREFIX = "room:";

/**
 * The manifesto scope a tally scope belongs to, or null: the nation and its verified
 * votes as they are, a room as itself, others (a room's quadrant groups, the sample,
 * per-nation scopes) not computed.
 */
export function manifestoScopeOf(tallyScope: string): string | null {
  if (tallyScope === NATIONAL_SCOPE || tallyScope === VERIFIED_SCOPE) return tallyScope;
  if (!tallyScope.startsWith(ROOM_PREFIX)) return null;
  const rest = tallyScope.slice(ROOM_PREFIX.length);
  return rest !== "" && !rest.includes(":") ? tallyScope : null;
}

/**
 * What the folded tallies of a scope say, in one string: any vote arriving, leaving or
 * changing its picks, quadrant or settings moves it (a change that leaves every counter
 * as it was, such as two voters swapping their picks, waits for the next one).
 */
export function tallyFingerprint(tally: ScopeTally | null): string {
  if (tally === null) return "empty";
  const policies = [...tally.policies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([
    tally.totalVotes,
    tally.quadrantCounts,
    tally.taxRateSum,
    tally.dividendSum,
    policies,
  ]);
}

/**
 * The scopes whose manifestos are out of date: released (rooms past their threshold) and
 * with folded tallies unlike those the stored result was computed from. Reads the folded
 * summaries only, so it changes once per fold, never per vote.
 */
export async function findStaleScopes(
  ctx: QueryCtx,
): Promise<{ scope: string; fingerprint: string; notBefore: number }[]> {
  const scopes = new Set([NATIONAL_SCOPE, VERIFIED_SCOPE]);
  const roomDocs = await ctx.db
    .query("tallyShards")
    .withIndex("by_scope_shard", (q) => q.gte("scope", ROOM_PREFIX).lt("scope", "room;"))
    .take(MAX_ROOM_TALLY_DOCS);
  for (const doc of roomDocs) {
    const scope = manifestoScopeOf(doc.scope);
    if (scope !== null) scopes.add(scope);
  }
  const stale: { scope: string; fingerprint: string; notBefore: number }[] = [];
  for (const scope of scopes) {
    const tally = await readFoldedTally(ctx, scope);
    const stored = await readEqualSharesResult(ctx, scope);
    if ((tally === null || tally.totalVotes <= 0) && stored === null) continue;
    if (!(await isScopeReleased(ctx, scope))) continue;
    const fingerprint = tallyFingerprint(tally);
    if (stored?.fingerprint !== fingerprint) {
      stale.push({ scope, fingerprint, notBefore: nextRunAt(stored) });
    }
  }
  return stale;
}

/**
 * A walk over votes serves every stale scope its votes count in: the nation's walk
 * (`by_active`) serves the nation and its verified votes at once, a room's walk its own.
 */
export function walksOf(scopes: readonly string[]): string[][] {
  const national = scopes.filter((s) => !s.startsWith(ROOM_PREFIX));
  const rooms = scopes.filter((s) => s.startsWith(ROOM_PREFIX)).map((s) => [s]);
  return national.length > 0 ? [national, ...rooms] : rooms;
}

/**
 * A scope's active votes in the form the computation needs, summed over one page (and then
 * over a walk): identical ballots once, with a count. A ballot is `"<quadrant>|<i>,<j>,…"`,
 * the positions of its policies in the run's list (`policyIds`, sorted, each once); a page
 * of 1,000 votes crosses to the action as about 50 KB, not the votes.
 */
export interface BallotSums {
  ballots: string[];
  weights: number[];
  votes: number;
  taxRateSum: number;
  dividendSum: number;
  /** Σ of the votes' recorded package costs (£ a year), over `packages` votes. */
  packageCostSum: number;
  packages: number;
}

/** What a walk adds up for one scope: each ballot key's count, and the sums. */
export interface ScopeBallots {
  counts: Map<string, number>;
  totals: Omit<BallotSums, "ballots" | "weights">;
}

export function emptyScopeBallots(): ScopeBallots {
  return {
    counts: new Map(),
    totals: { votes: 0, taxRateSum: 0, dividendSum: 0, packageCostSum: 0, packages: 0 },
  };
}

/** The ballot key of a vote: its quadrant and the positions of its known policies. */
export function ballotKey(
  quadrant: string,
  selectedPolicyIds: readonly string[],
  positions: ReadonlyMap<string, number>,
): string {
  const picked: number[] = [];
  for (const id of selectedPolicyIds) {
    const i = positions.get(id);
    if (i !== undefined && !picked.includes(i)) picked.push(i);
  }
  return `${quadrant}|${picked.sort((a, b) => a - b).join(",")}`;
}

/** A ballot key back as the computation's ballot: `policyIds` is the list the key indexes. */
export function ballotFromKey(
  key: string,
  weight: number,
  policyIds: readonly string[],
): ManifestoBallot {
  const bar = key.indexOf("|");
  const picked = key.slice(bar + 1);
  return {
    quadrant: key.slice(0, bar) as ManifestoBallot["quadrant"],
    policyIds: picked === "" ? [] : picked.split(",").map((i) => policyIds[Number(i)]),
    weight,
  };
}

/** Adds a page's `BallotSums` to what a walk has read for the scope. */
export function addBallotSums(into: ScopeBallots, page: BallotSums): void {
  page.ballots.forEach((key, i) =>
    into.counts.set(key, (into.counts.get(key) ?? 0) + page.weights[i]),
  );
  into.totals.votes += page.votes;
  into.totals.taxRateSum += page.taxRateSum;
  into.totals.dividendSum += page.dividendSum;
  into.totals.packageCostSum += page.packageCostSum;
  into.totals.packages += page.packages;
}

/**
 * One page of the active votes of a walk's scopes (`walksOf`): the nation and its verified
 * votes walk every active vote (`by_active`) and keep those the tallies count in each scope
 * (`scopesOfVote`); a room reads its own votes. One `BallotSums` per scope, in order.
 */
export async function readBallotPage(
  ctx: QueryCtx,
  args: { scopes: readonly string[]; policyIds: readonly string[]; cursor: string | null },
): Promise<{ scopes: BallotSums[]; cursor: string; done: boolean }> {
  const first = args.scopes[0] ?? "";
  const roomId = first.startsWith(ROOM_PREFIX)
    ? ctx.db.normalizeId("rooms", first.slice(ROOM_PREFIX.length))
    : null;
  const query =
    roomId !== null
      ? ctx.db.query("userVotes").withIndex("by_room_held", (q) => q.eq("roomId", roomId))
      : ctx.db.query("userVotes").withIndex("by_active", (q) => q.eq("isActive", true));
  const page = await query.paginate({ cursor: args.cursor, numItems: BALLOT_PAGE });
  const positions = new Map(args.policyIds.map((id, i) => [id, i]));
  const perScope = args.scopes.map(emptyScopeBallots);
  for (const vote of page.page) {
    if (!vote.isActive) continue;
    const counted = scopesOfVote(vote);
    let key: string | null = null;
    args.scopes.forEach((scope, s) => {
      if (!counted.includes(scope)) return;
      key ??= ballotKey(vote.quadrant, vote.selectedPolicyIds, positions);
      const into = perScope[s];
      into.counts.set(key, (into.counts.get(key) ?? 0) + 1);
      into.totals.votes++;
      into.totals.taxRateSum += vote.taxRate;
      into.totals.dividendSum += vote.dividend;
      const cost = recordedPackageCost(vote.totalPolicyCost);
      if (cost !== null) {
        into.totals.packageCostSum += cost;
        into.totals.packages++;
      }
    });
  }
  return {
    scopes: perScope.map(({ counts, totals }) => ({
      ...totals,
      ballots: [...counts.keys()],
      weights: [...counts.values()],
    })),
    cursor: page.continueCursor,
    done: page.isDone,
  };
}

/**
 * The share of the time the cron's runs may take: a scope whose last run took `runMs` is
 * due again `runMs / EQUAL_SHARES_DUTY` after that run started. Only a run of more than a
 * second is paced (below that the cron's own interval, 10 s, is the slower): at 100,000
 * votes a run takes seconds, and a tenth keeps the manifesto within about a minute of the
 * tallies and the machine's cores for the voters. Rooms and small communities never wait.
 */
export const EQUAL_SHARES_DUTY = 0.1;

/** When a scope's stored result allows the next run (ms since epoch): see EQUAL_SHARES_DUTY. */
export function nextRunAt(
  stored: Pick<Doc<"equalSharesResults">, "startedAt" | "runMs"> | null,
): number {
  const pause = (stored?.runMs ?? 0) / EQUAL_SHARES_DUTY;
  return stored === null || pause <= EQUAL_SHARES_INTERVAL_S * 1000 ? 0 : stored.startedAt + pause;
}

/** Whether a scope's results may be computed and shown: rooms only past their threshold. */
export async function isScopeReleased(ctx: QueryCtx, scope: string): Promise<boolean> {
  if (!scope.startsWith(ROOM_PREFIX)) return manifestoScopeOf(scope) === scope;
  const roomId = ctx.db.normalizeId("rooms", scope.slice(ROOM_PREFIX.length));
  const room = roomId === null ? null : await ctx.db.get("rooms", roomId);
  if (room === null) return false;
  const info = await toRoomInfo(ctx, room, await readScopeTally(ctx, scope));
  return !isWithheld(info.thresholdVotes, room.threshold);
}

/** The catalogue's policies as the computation needs them. */
export async function readManifestoPolicies(ctx: QueryCtx): Promise<ManifestoPolicyInput[]> {
  const policies = await ctx.db.query("policies").take(MAX_CATALOGUE_ROWS);
  return policies.map((p) => ({
    id: p._id,
    key: p.catalogueKey,
    title: p.title,
    category: p.category,
    costEstimate: p.costEstimate,
  }));
}

/** Write a scope's result, unless a run that started later has already written one. */
export async function saveEqualSharesResult(
  ctx: MutationCtx,
  result: Omit<Doc<"equalSharesResults">, "_id" | "_creationTime">,
): Promise<void> {
  const existing = await ctx.db
    .query("equalSharesResults")
    .withIndex("by_scope", (q) => q.eq("scope", result.scope))
    .first();
  if (existing === null) {
    await ctx.db.insert("equalSharesResults", result);
  } else if (existing.startedAt <= result.startedAt) {
    await ctx.db.replace("equalSharesResults", existing._id, result);
  }
}

/** A scope's stored result. */
export async function readEqualSharesResult(
  ctx: QueryCtx,
  scope: string,
): Promise<Doc<"equalSharesResults"> | null> {
  return await ctx.db
    .query("equalSharesResults")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .first();
}
