/**
 * AI features (spec 2.3, 3 and 7.2): the manifesto builder, AI search, manifesto
 * summaries and the community manifesto. Two engines, one contract: with OPENAI_API_KEY
 * set they ask an OpenAI-compatible model; otherwise (or when the model fails) the
 * deterministic offline engine in convex/domain/ai answers. Every answer says which
 * engine wrote it. See docs/ai.md.
 */
import { v } from "convex/values";
import {
  communityManifestoResult,
  manifestoResult,
  searchResult,
  summaryResult,
} from "./model/returns";
import { api, internal } from "./_generated/api";
import { action, internalMutation, internalQuery, type ActionCtx } from "./_generated/server";
import { needsRecompute } from "./domain/ai/communityManifesto";
import { checkQuery, checkVision, AI_MESSAGES } from "./domain/ai/limits";
import { rateRules } from "./domain/ai/rateLimit";
import { searchError } from "./domain/ai/search";
import {
  aggregatedDataSchema,
  describeIssue,
  personalSummaryRequestSchema,
} from "./domain/ai/summaryInput";
import type {
  AiCatalogue,
  CommunityManifestoResult,
  ManifestoResult,
  SearchResult,
  SummaryResult,
} from "./domain/ai/types";
import { loadAiCatalogue } from "./model/aiCatalogue";
import {
  communityManifestoFromEngines,
  communitySummaryFromEngines,
  manifestoFromEngines,
  personalSummaryFromEngines,
  searchFromEngines,
} from "./model/aiEngines";
import {
  cachedCommunityManifesto,
  resolveSummaryItems,
  storeCommunityManifesto,
  type SummaryLookup,
} from "./model/aiCommunity";
import { NATIONAL_SCOPE } from "./model/tallies";
import { aiError } from "./model/aiErrors";
import { consumeRateLimit, rateCaller } from "./model/aiRateLimit";
import { readClientAddress } from "./model/clientAddress";
import { modelCircuitOpen, recordModelOutcome } from "./model/aiCircuit";
import { modelConfigFromEnv, type ModelConfig } from "./model/aiModel";
import { languageValidator } from "./validators";

/** The visitor's language (docs/i18n.md): the answer's prose is written in it; English by default. */
const languageArg = v.optional(languageValidator);

/** The catalogue for the engines (internal: actions read it with ctx.runQuery). */
export const catalogue = internalQuery({
  args: {},
  handler: async (ctx): Promise<AiCatalogue> => {
    return await loadAiCatalogue(ctx);
  },
});

/**
 * Counts one AI request against the caller's rate limits (internal). `address` is the
 * client address the calling action read (null: not reported).
 */
export const consumeRate = internalMutation({
  args: { address: v.union(v.string(), v.null()), clientId: v.optional(v.string()) },
  handler: async (ctx, args) => {
    const caller = await rateCaller(ctx, args.address, args.clientId);
    return await consumeRateLimit(ctx, rateRules(caller), Date.now());
  },
});

/**
 * Optional id a browser keeps for itself (e.g. a random id in localStorage), so that
 * anonymous visitors at one address are limited one by one as well as together.
 */
const clientIdArg = v.optional(v.string());

/** Whether the model's circuit breaker is open (internal; convex/domain/ai/circuit.ts). */
export const modelCircuitIsOpen = internalQuery({
  args: {},
  handler: async (ctx): Promise<boolean> => await modelCircuitOpen(ctx, Date.now()),
});

/** Records whether a model call answered (internal). */
export const recordModelCall = internalMutation({
  args: { ok: v.boolean() },
  handler: async (ctx, args) => await recordModelOutcome(ctx, args.ok, Date.now()),
});

/**
 * The model's configuration for one action (null: no model configured): marked to be
 * skipped while the circuit breaker is open, and reporting each call's outcome to it.
 */
async function modelFor(ctx: ActionCtx): Promise<ModelConfig | null> {
  const config = modelConfigFromEnv();
  if (config === null) return null;
  return {
    ...config,
    circuitOpen: await ctx.runQuery(internal.ai.modelCircuitIsOpen, {}),
    onOutcome: async (ok) => {
      await ctx.runMutation(internal.ai.recordModelCall, { ok });
    },
  };
}

/** Throws RATE_LIMITED when the caller has used up its AI requests for the minute. */
async function requireRate(ctx: ActionCtx, clientId: string | undefined): Promise<void> {
  const address = await readClientAddress(ctx);
  const result = await ctx.runMutation(internal.ai.consumeRate, { address, clientId });
  if (!result.ok) throw aiError("RATE_LIMITED", AI_MESSAGES.rateLimited);
}

/**
 * Vision text → manifesto (spec 3 "Manifesto builder response"). The vision is not
 * stored; it is kept only if the user saves the manifesto (manifestos:create).
 */
export const buildManifesto = action({
  args: { vision: v.string(), clientId: clientIdArg, language: languageArg },
  returns: manifestoResult,
  handler: async (ctx, args): Promise<ManifestoResult> => {
    const vision = checkVision(args.vision);
    if (!vision.ok) throw aiError("INVALID_INPUT", vision.message);
    await requireRate(ctx, args.clientId);
    const catalogue: AiCatalogue = await ctx.runQuery(internal.ai.catalogue, {});
    if (catalogue.narratives.length === 0) {
      throw aiError("UNAVAILABLE", AI_MESSAGES.generationFailed);
    }
    return await manifestoFromEngines(catalogue, vision.text, await modelFor(ctx), args.language);
  },
});

/**
 * AI search (spec 2.3 "AI search", 3 "AI search response"): a question → matching
 * policies or narratives with relevance reasons, an answer and recommendations. A blank
 * or oversized query gives type "error" with the message to show.
 */
export const search = action({
  args: { query: v.string(), clientId: clientIdArg, language: languageArg },
  returns: searchResult,
  handler: async (ctx, args): Promise<SearchResult> => {
    const query = checkQuery(args.query);
    if (!query.ok) return searchError(query.message);
    await requireRate(ctx, args.clientId);
    const catalogue: AiCatalogue = await ctx.runQuery(internal.ai.catalogue, {});
    if (catalogue.policies.length === 0) return searchError(AI_MESSAGES.searchFailed);
    return await searchFromEngines(catalogue, query.text, await modelFor(ctx), args.language);
  },
});

/** Catalogue facts for the summary's policies and narrative (ids the client sent). */
export const summaryLookup = internalQuery({
  args: { policyIds: v.array(v.string()), narrativeId: v.union(v.string(), v.null()) },
  handler: async (ctx, args): Promise<SummaryLookup> => {
    return await resolveSummaryItems(ctx, args.policyIds, args.narrativeId);
  },
});

/**
 * Manifesto summaries (spec 7.2): `personal_summary` of a vote's policies, narrative and
 * economic settings, or `community_summary` of the aggregated community data. Policies and
 * the narrative are re-read from the catalogue by id where possible; the client's text is
 * used only for ids the catalogue does not know.
 */
export const summarise = action({
  args: {
    type: v.union(v.literal("personal_summary"), v.literal("community_summary")),
    policies: v.optional(v.array(v.any())),
    narrative: v.optional(v.any()),
    economicSettings: v.optional(v.any()),
    aggregatedData: v.optional(v.any()),
    clientId: clientIdArg,
    language: languageArg,
  },
  returns: summaryResult,
  handler: async (ctx, args): Promise<SummaryResult> => {
    await requireRate(ctx, args.clientId);
    if (args.type === "community_summary") {
      const parsed = aggregatedDataSchema.safeParse(args.aggregatedData);
      if (!parsed.success) throw aiError("INVALID_INPUT", describeIssue(parsed.error));
      return await communitySummaryFromEngines(parsed.data, await modelFor(ctx), args.language);
    }
    if (args.policies === undefined || args.policies.length === 0) {
      throw aiError("INVALID_INPUT", AI_MESSAGES.noPolicies);
    }
    const parsed = personalSummaryRequestSchema.safeParse({
      policies: args.policies,
      narrative: args.narrative ?? null,
      economicSettings: args.economicSettings,
    });
    if (!parsed.success) throw aiError("INVALID_INPUT", describeIssue(parsed.error));
    const request = parsed.data;
    const found: SummaryLookup = await ctx.runQuery(internal.ai.summaryLookup, {
      policyIds: request.policies.map((policy) => policy.id ?? policy._id ?? ""),
      narrativeId: request.narrative
        ? (request.narrative.id ?? request.narrative._id ?? null)
        : null,
    });
    const policies = request.policies.map((policy) => {
      const known = found.policies[policy.id ?? policy._id ?? ""];
      return (
        known ?? {
          title: policy.title,
          category: policy.category,
          quadrant: policy.quadrant,
          costEstimate: typeof policy.costEstimate === "string" ? policy.costEstimate : null,
        }
      );
    });
    const narrative = request.narrative
      ? (found.narrative ?? {
          title: request.narrative.title,
          quadrant: request.narrative.quadrant,
        })
      : null;
    return await personalSummaryFromEngines(
      policies,
      narrative,
      request.economicSettings,
      await modelFor(ctx),
      args.language,
    );
  },
});

/** The cached community manifesto (internal). */
export const cachedCommunity = internalQuery({
  args: {},
  handler: async (ctx): Promise<(CommunityManifestoResult & { totalVotes: number }) | null> => {
    return await cachedCommunityManifesto(ctx, NATIONAL_SCOPE);
  },
});

/** Replaces the cached community manifesto (internal). */
export const storeCommunity = internalMutation({
  args: {
    totalVotes: v.number(),
    engine: v.union(v.literal("offline"), v.literal("model")),
    title: v.string(),
    summary: v.string(),
    policy_categories: v.record(v.string(), v.array(v.string())),
    economic_summary: v.string(),
  },
  handler: async (ctx, args) => {
    await storeCommunityManifesto(ctx, NATIONAL_SCOPE, args);
    return null;
  },
});

/** Top policies read for the community manifesto (community:topPolicies allows at most 50). */
const COMMUNITY_TOP_POLICIES = 50;

/**
 * The community manifesto (spec 2.3, 3 "Community manifesto"): title, summary, popular
 * policies by category and an economic summary from the live tallies. Cached, and
 * recomputed only when the vote count has moved by ≥ 10 votes or ≥ 5% since.
 */
export const communityManifesto = action({
  args: {},
  returns: communityManifestoResult,
  handler: async (ctx): Promise<CommunityManifestoResult> => {
    const overview = await ctx.runQuery(api.community.overview, {});
    const cached = await ctx.runQuery(internal.ai.cachedCommunity, {});
    if (cached !== null && !needsRecompute(cached.totalVotes, overview.totalVotes)) {
      const { totalVotes: _totalVotes, ...result } = cached;
      return result;
    }
    const topPolicies = await ctx.runQuery(api.community.topPolicies, {
      limit: COMMUNITY_TOP_POLICIES,
    });
    const result = await communityManifestoFromEngines(overview, topPolicies, await modelFor(ctx));
    await ctx.runMutation(internal.ai.storeCommunity, {
      totalVotes: overview.totalVotes,
      engine: result.engine,
      title: result.title,
      summary: result.summary,
      policy_categories: result.policy_categories,
      economic_summary: result.economic_summary,
    });
    return result;
  },
});
