/** Narratives (spec 3, 7.1 and 7.3): the anchor stories, by quadrant, by id, all. */
import { v } from "convex/values";
import { narrativeDoc } from "./model/returns";
import { query } from "./_generated/server";
import { MAX_CATALOGUE_ROWS } from "./model/catalogue";
import { listNarrativeDefaults, findNarrative } from "./model/policies";
import { quadrantValidator } from "./validators";
import { POLICY_AREAS } from "./domain/areas";

function areaOrder(category: string): number {
  return POLICY_AREAS.findIndex((area) => area.name === category);
}

/** Policy titles shown on a narrative card (spec 9: at most 3, one per category). */
const CARD_POLICY_COUNT = 3;

/** All anchor narratives, most popular first. */
export const listAll = query({
  args: {},
  returns: v.array(narrativeDoc),
  handler: async (ctx) => {
    return await ctx.db
      .query("narratives")
      .withIndex("by_type_popularity", (q) => q.eq("type", "anchor"))
      .order("desc")
      .take(MAX_CATALOGUE_ROWS);
  },
});

/**
 * The anchor narratives of one quadrant, most popular first, each with up to three
 * policy titles for the quadrant page cards: its defaults for the first three areas in
 * the manual list's order (Health & Care, Education & Training, Jobs & Economy …).
 */
export const listByQuadrant = query({
  args: { quadrant: quadrantValidator },
  returns: v.array(
    v.object({
      ...narrativeDoc.fields,
      previewPolicies: v.array(
        v.object({ _id: v.id("policies"), title: v.string(), category: v.string() }),
      ),
    }),
  ),
  handler: async (ctx, { quadrant }) => {
    const narratives = await ctx.db
      .query("narratives")
      .withIndex("by_type_quadrant_popularity", (q) =>
        q.eq("type", "anchor").eq("quadrant", quadrant),
      )
      .order("desc")
      .take(MAX_CATALOGUE_ROWS);
    return await Promise.all(
      narratives.map(async (narrative) => {
        const defaults = await listNarrativeDefaults(ctx, narrative._id);
        return {
          ...narrative,
          previewPolicies: defaults
            .sort((a, b) => areaOrder(a.category) - areaOrder(b.category))
            .slice(0, CARD_POLICY_COUNT)
            .map((policy) => ({
              _id: policy._id,
              title: policy.title,
              category: policy.category,
            })),
        };
      }),
    );
  },
});

/** One narrative by id; null for a malformed or unknown id (the UI shows 'Narrative not found'). */
export const get = query({
  args: { id: v.string() },
  returns: v.union(narrativeDoc, v.null()),
  handler: async (ctx, { id }) => {
    return await findNarrative(ctx, id);
  },
});
