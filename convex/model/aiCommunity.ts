/** Database helpers for the AI summaries and the cached community manifesto. */
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { SummaryNarrative, SummaryPolicy } from "../domain/ai/summary";
import type { CommunityManifestoResult, Engine } from "../domain/ai/types";
import { MAX_SUMMARY_POLICIES } from "../domain/ai/limits";
import { findNarrative, resolvePolicyIds } from "./policies";

export interface SummaryLookup {
  policies: Record<string, SummaryPolicy>;
  narrative: SummaryNarrative | null;
}

/** The catalogue's own facts for the ids a summary request names; unknown ids are left out. */
export async function resolveSummaryItems(
  ctx: QueryCtx,
  policyIds: string[],
  narrativeId: string | null,
): Promise<SummaryLookup> {
  const docs = await resolvePolicyIds(ctx, policyIds.slice(0, MAX_SUMMARY_POLICIES));
  const policies: Record<string, SummaryPolicy> = {};
  for (const doc of docs) {
    policies[doc._id] = {
      title: doc.title,
      category: doc.category,
      quadrant: doc.quadrant,
      costEstimate: doc.costEstimate,
    };
  }
  const narrative = narrativeId === null ? null : await findNarrative(ctx, narrativeId);
  return {
    policies,
    narrative: narrative === null ? null : { title: narrative.title, quadrant: narrative.quadrant },
  };
}

export async function cachedCommunityManifesto(
  ctx: QueryCtx,
  scope: string,
): Promise<(CommunityManifestoResult & { totalVotes: number }) | null> {
  const row = await ctx.db
    .query("aiCommunityManifestos")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .first();
  if (row === null) return null;
  return {
    engine: row.engine,
    title: row.title,
    summary: row.summary,
    policy_categories: Object.fromEntries(
      row.policyCategories.map((entry) => [entry.category, entry.policies]),
    ),
    economic_summary: row.economicSummary,
    totalVotes: row.totalVotes,
  };
}

export async function storeCommunityManifesto(
  ctx: MutationCtx,
  scope: string,
  manifesto: {
    totalVotes: number;
    engine: Engine;
    title: string;
    summary: string;
    policy_categories: Record<string, string[]>;
    economic_summary: string;
  },
): Promise<void> {
  const fields = {
    scope,
    totalVotes: manifesto.totalVotes,
    engine: manifesto.engine,
    title: manifesto.title,
    summary: manifesto.summary,
    policyCategories: Object.entries(manifesto.policy_categories).map(([category, policies]) => ({
      category,
      policies,
    })),
    economicSummary: manifesto.economic_summary,
    computedAt: Date.now(),
  };
  const existing = await ctx.db
    .query("aiCommunityManifestos")
    .withIndex("by_scope", (q) => q.eq("scope", scope))
    .first();
  if (existing === null) await ctx.db.insert("aiCommunityManifestos", fields);
  else await ctx.db.replace("aiCommunityManifestos", existing._id, fields);
}
