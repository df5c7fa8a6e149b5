/** Reading policies and the narrative→policy links. */
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError, MESSAGES } from "./errors";
import { MAX_CATALOGUE_ROWS } from "./catalogue";

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
