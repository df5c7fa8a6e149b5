/**
 * Policies (spec 3, 7.1 and 7.3). Category arguments accept every spelling of spec 3
 * ("Jobs and Work", "Healthcare", an area id …); an unknown category gives an empty list.
 */
import { v } from "convex/values";
import { narrativePolicy, policyDoc } from "./model/returns";
import { query } from "./_generated/server";
import { normaliseCategory } from "./domain/areas";
import { MAX_CATALOGUE_ROWS } from "./model/catalogue";
import {
  findNarrative,
  listNarrativeDefaults,
  listNarrativePolicies,
  resolvePolicyIds,
} from "./model/policies";
import { mostChosenPolicies } from "./model/community";
import { publishedNationalScope, readFoldedTally } from "./model/tallies";

/** Longest search term accepted (characters). */
const MAX_SEARCH_LENGTH = 200;

/** Every policy, ordered by title. */
export const listAll = query({
  args: {},
  returns: v.array(policyDoc),
  handler: async (ctx) => {
    return await ctx.db.query("policies").withIndex("by_title").take(MAX_CATALOGUE_ROWS);
  },
});

/** The policies of one category (area), ordered by title. */
export const listByCategory = query({
  args: { category: v.string() },
  returns: v.array(policyDoc),
  handler: async (ctx, args) => {
    const category = normaliseCategory(args.category);
    if (category === null) return [];
    return await ctx.db
      .query("policies")
      .withIndex("by_category_title", (q) => q.eq("category", category))
      .take(MAX_CATALOGUE_ROWS);
  },
});

/**
 * A narrative's policies, ordered by category and then by the narrative's own order,
 * each with `rank` and `isDefault`. Empty for a malformed or unknown narrative id.
 */
export const listByNarrative = query({
  args: { narrativeId: v.string() },
  returns: v.array(narrativePolicy),
  handler: async (ctx, args) => {
    const narrative = await findNarrative(ctx, args.narrativeId);
    if (narrative === null) return [];
    return await listNarrativePolicies(ctx, narrative._id);
  },
});

/** A narrative's policies in one category, the narrative's default first. */
export const listByNarrativeAndCategory = query({
  args: { narrativeId: v.string(), category: v.string() },
  returns: v.array(narrativePolicy),
  handler: async (ctx, args) => {
    const narrative = await findNarrative(ctx, args.narrativeId);
    const category = normaliseCategory(args.category);
    if (narrative === null || category === null) return [];
    return await listNarrativePolicies(ctx, narrative._id, category);
  },
});

/** The distinct categories of a narrative, ordered by category name, with their area ids. */
export const categoriesForNarrative = query({
  args: { narrativeId: v.string() },
  returns: v.array(v.object({ category: v.string(), areaId: v.string() })),
  handler: async (ctx, args) => {
    const narrative = await findNarrative(ctx, args.narrativeId);
    if (narrative === null) return [];
    const defaults = await listNarrativeDefaults(ctx, narrative._id);
    return defaults.map((policy) => ({ category: policy.category, areaId: policy.areaId }));
  },
});

/** A narrative's default policy per category (the first of its list), ordered by category. */
export const defaultsForNarrative = query({
  args: { narrativeId: v.string() },
  returns: v.array(narrativePolicy),
  handler: async (ctx, args) => {
    const narrative = await findNarrative(ctx, args.narrativeId);
    if (narrative === null) return [];
    return await listNarrativeDefaults(ctx, narrative._id);
  },
});

/**
 * The default policy for a category. With a narrative: that narrative's default. Without
 * one: the community's most chosen policy in the category, or, before any votes, the
 * catalogue's most popular. Null when the category or narrative is unknown or empty.
 */
export const defaultForCategory = query({
  args: { category: v.string(), narrativeId: v.optional(v.string()) },
  returns: v.union(narrativePolicy, policyDoc, v.null()),
  handler: async (ctx, args) => {
    const category = normaliseCategory(args.category);
    if (category === null) return null;
    if (args.narrativeId !== undefined) {
      const narrative = await findNarrative(ctx, args.narrativeId);
      if (narrative === null) return null;
      const policies = await listNarrativePolicies(ctx, narrative._id, category);
      return policies.find((policy) => policy.isDefault) ?? policies[0] ?? null;
    }
    const tally = await readFoldedTally(ctx, publishedNationalScope());
    const [favourite] = tally === null ? [] : await mostChosenPolicies(ctx, tally, 1, category);
    if (favourite !== undefined) return favourite.policy;
    return await ctx.db
      .query("policies")
      .withIndex("by_category_popularity", (q) => q.eq("category", category))
      .order("desc")
      .first();
  },
});

/**
 * Case-insensitive substring search over title and description (spec 2.3, 7.1),
 * optionally within one category; results ordered by title. A blank term returns every
 * policy (spec 5: an empty term restores the full list). The catalogue is bounded, so this
 * reads at most MAX_CATALOGUE_ROWS rows.
 */
export const search = query({
  args: { term: v.string(), category: v.optional(v.string()) },
  returns: v.array(policyDoc),
  handler: async (ctx, args) => {
    const term = args.term.trim().toLowerCase().slice(0, MAX_SEARCH_LENGTH);
    const category = args.category === undefined ? undefined : normaliseCategory(args.category);
    if (category === null) return [];
    const candidates =
      category === undefined
        ? await ctx.db.query("policies").withIndex("by_title").take(MAX_CATALOGUE_ROWS)
        : await ctx.db
            .query("policies")
            .withIndex("by_category_title", (q) => q.eq("category", category))
            .take(MAX_CATALOGUE_ROWS);
    if (term === "") return candidates;
    return candidates.filter(
      (policy) =>
        policy.title.toLowerCase().includes(term) ||
        policy.description.toLowerCase().includes(term),
    );
  },
});

/** Policies by id, in the given order; malformed or unknown ids are skipped. */
export const getMany = query({
  args: { ids: v.array(v.string()) },
  returns: v.array(policyDoc),
  handler: async (ctx, args) => {
    return await resolvePolicyIds(ctx, args.ids);
  },
});

/** One policy by id; null for a malformed or unknown id. */
export const get = query({
  args: { id: v.string() },
  returns: v.union(policyDoc, v.null()),
  handler: async (ctx, args) => {
    const id = ctx.db.normalizeId("policies", args.id);
    return id === null ? null : await ctx.db.get("policies", id);
  },
});
