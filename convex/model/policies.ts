/** Reading policies and the narrative→policy links, and the policies' costs for votes. */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError, MESSAGES } from "./errors";
import { MAX_CATALOGUE_ROWS, type CostRow } from "./catalogue";

/** Most policy id strings a caller may send in one list (13 areas × 3, with room). */
export const MAX_POLICY_IDS_INPUT = 200;

/**
 * Resolves id strings to policies, in the given order, without duplicates. Malformed
 * ids and ids of missing policies are dropped silently (spec 5).
 */
export async function resolvePolicyIds(
  ctx: QueryCtx,
  ids: readonly string[],
): Promise<Doc<"policies">[]> {
  if (ids.length > MAX_POLICY_IDS_INPUT) {
    throw appError("INVALID_INPUT", MESSAGES.tooManyPolicies);
  }
  const seen = new Set<string>();
  const policies: Doc<"policies">[] = [];
  for (const raw of ids) {
    const id = ctx.db.normalizeId("policies", raw);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const policy = await ctx.db.get("policies", id);
    if (policy !== null) policies.push(policy);
  }
  return policies;
}

/** What a vote needs of a policy: its id, its area, its cost and its price pressure. */
export type VotePolicy = Pick<
  Doc<"policies">,
  "_id" | "areaId" | "costEstimate" | "pressureModifiers"
>;

function fromCostRow(row: CostRow): VotePolicy {
  const [id, areaId, costEstimate, demand, supply, bottleneck, leakage, lag] = row;
  return {
    _id: id as Id<"policies">,
    areaId,
    costEstimate,
    pressureModifiers: {
      shortTermDemand: demand,
      shortTermSupply: supply,
      bottleneckRisk: bottleneck,
      importLeakage: leakage,
      timeLagMonths: lag,
    },
  };
}

/**
 * The last `policyCosts` text parsed, by its text: it is a function of the text alone, so a
 * process parses each catalogue's costs once, not once per vote (comparing the text is a
 * memory compare; parsing it is not).
 */
let parsedCosts: { text: string; byId: Map<string, VotePolicy> } | null = null;

function parseCosts(text: string): Map<string, VotePolicy> {
  if (parsedCosts?.text !== text) {
    const rows = JSON.parse(text) as CostRow[];
    parsedCosts = { text, byId: new Map(rows.map((row) => [row[0], fromCostRow(row)])) };
  }
  return parsedCosts.byId;
}

/**
 * Resolves id strings to what a vote needs of each policy, as `resolvePolicyIds` does (in
 * the given order, without duplicates, malformed and unknown ids dropped), from the one
 * `policyCosts` row: one read instead of two syscalls per policy. An id the row lacks is
 * read from the policies table, so a database whose row is missing or not yet rebuilt
 * (a policy inserted by hand, an import before the next start) still votes correctly.
 */
export async function resolveVotePolicies(
  ctx: QueryCtx,
  ids: readonly string[],
): Promise<VotePolicy[]> {
  if (ids.length > MAX_POLICY_IDS_INPUT) {
    throw appError("INVALID_INPUT", MESSAGES.tooManyPolicies);
  }
  const costs = await ctx.db.query("policyCosts").first();
  const byId = costs === null ? null : parseCosts(costs.rows);
  const seen = new Set<string>();
  const policies: VotePolicy[] = [];
  for (const raw of ids) {
    if (seen.has(raw)) continue;
    const known = byId?.get(raw);
    if (known !== undefined) {
      seen.add(raw);
      policies.push(known);
      continue;
    }
    const id = ctx.db.normalizeId("policies", raw);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const policy = await ctx.db.get("policies", id);
    if (policy !== null) policies.push(policy);
  }
  return policies;
}

/** A narrative's policy for one area, with its place in the narrative's list. */
export type NarrativePolicy = Doc<"policies"> & { rank: number; isDefault: boolean };

async function joinLinks(
  ctx: QueryCtx,
  links: Doc<"narrativePolicies">[],
): Promise<NarrativePolicy[]> {
  const rows: NarrativePolicy[] = [];
  for (const link of links) {
    const policy = await ctx.db.get("policies", link.policyId);
    if (policy !== null) rows.push({ ...policy, rank: link.rank, isDefault: link.isDefault });
  }
  return rows;
}

/** The narrative's policies, ordered by category and then by the narrative's order. */
export async function listNarrativePolicies(
  ctx: QueryCtx,
  narrativeId: Id<"narratives">,
  category?: string,
): Promise<NarrativePolicy[]> {
  const links = await ctx.db
    .query("narrativePolicies")
    .withIndex("by_narrative_category", (q) =>
      category === undefined
        ? q.eq("narrativeId", narrativeId)
        : q.eq("narrativeId", narrativeId).eq("category", category),
    )
    .take(MAX_CATALOGUE_ROWS);
  return await joinLinks(ctx, links);
}

/** The narrative's default policy per area (one per category), ordered by category. */
export async function listNarrativeDefaults(
  ctx: QueryCtx,
  narrativeId: Id<"narratives">,
): Promise<NarrativePolicy[]> {
  const links = await ctx.db
    .query("narrativePolicies")
    .withIndex("by_narrative_default", (q) =>
      q.eq("narrativeId", narrativeId).eq("isDefault", true),
    )
    .take(MAX_CATALOGUE_ROWS);
  return await joinLinks(ctx, links);
}

/** Looks up a narrative from an id string; null for malformed or unknown ids. */
export async function findNarrative(ctx: QueryCtx, id: string): Promise<Doc<"narratives"> | null> {
  const narrativeId = ctx.db.normalizeId("narratives", id);
  return narrativeId === null ? null : await ctx.db.get("narratives", narrativeId);
}

/** The narrative, or NOT_FOUND with the spec's 'Narrative not found'. */
export async function requireNarrative(
  ctx: QueryCtx,
  narrativeId: Id<"narratives">,
): Promise<Doc<"narratives">> {
  const narrative = await ctx.db.get("narratives", narrativeId);
  if (narrative === null) throw appError("NOT_FOUND", MESSAGES.narrativeNotFound);
  return narrative;
}
