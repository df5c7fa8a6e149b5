/** The catalogue as the AI engines see it: narratives, policies and their links. */
import type { QueryCtx } from "../_generated/server";
import { isAreaId } from "../domain/areas";
import type { AiCatalogue, AiLink } from "../domain/ai/types";
import { MAX_CATALOGUE_ROWS } from "./catalogue";

/** Reads the whole (bounded) catalogue: a few hundred rows, all through indexes. */
export async function loadAiCatalogue(ctx: QueryCtx): Promise<AiCatalogue> {
  const narratives = await ctx.db
    .query("narratives")
    .withIndex("by_type_popularity", (q) => q.eq("type", "anchor"))
    .order("desc")
    .take(MAX_CATALOGUE_ROWS);
  const policies = await ctx.db.query("policies").withIndex("by_title").take(MAX_CATALOGUE_ROWS);
  const links: AiLink[] = [];
  for (const narrative of narratives) {
    const rows = await ctx.db
      .query("narrativePolicies")
      .withIndex("by_narrative_category", (q) => q.eq("narrativeId", narrative._id))
      .take(MAX_CATALOGUE_ROWS);
    for (const row of rows) {
      if (!isAreaId(row.areaId)) continue;
      links.push({
        narrativeId: row.narrativeId,
        policyId: row.policyId,
        areaId: row.areaId,
        rank: row.rank,
      });
    }
  }
  return {
    narratives: narratives.map((narrative) => ({
      id: narrative._id,
      title: narrative.title,
      description: narrative.description,
      quadrant: narrative.quadrant,
      popularityScore: narrative.popularityScore,
    })),
    policies: policies.flatMap((policy) =>
      isAreaId(policy.areaId)
        ? [
            {
              id: policy._id,
              title: policy.title,
              description: policy.description,
              category: policy.category,
              areaId: policy.areaId,
              quadrant: policy.quadrant,
              costEstimate: policy.costEstimate,
              resourceDemandTags: policy.resourceDemandTags,
              distributionTags: policy.distributionTags,
            },
          ]
        : [],
    ),
    links,
  };
}
