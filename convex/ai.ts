/**
 * AI features (spec 2.3, 3 and 7.2): the manifesto builder, AI search, manifesto
 * summaries and the community manifesto. Two engines, one contract: with OPENAI_API_KEY
 * set they ask an OpenAI-compatible model; otherwise (or when the model fails) the
 * deterministic offline engine in convex/domain/ai answers. Every answer says which
 * engine wrote it. See docs/ai.md.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { action, internalQuery } from "./_generated/server";
import { indexCatalogue } from "./domain/ai/match";
import { buildOfflineManifesto } from "./domain/ai/manifesto";
import { checkQuery, checkVision, AI_MESSAGES } from "./domain/ai/limits";
import { offlineSearch, searchError } from "./domain/ai/search";
import type { AiCatalogue, ManifestoResult, SearchResult } from "./domain/ai/types";
import { loadAiCatalogue } from "./model/aiCatalogue";
import { aiError } from "./model/aiErrors";

/** The catalogue for the engines (internal: actions read it with ctx.runQuery). */
export const catalogue = internalQuery({
  args: {},
  handler: async (ctx): Promise<AiCatalogue> => {
    return await loadAiCatalogue(ctx);
  },
});

/**
 * Vision text → manifesto (spec 3 "Manifesto builder response"). The vision is not
 * stored; it is kept only if the user saves the manifesto (manifestos:create).
 */
export const buildManifesto = action({
  args: { vision: v.string() },
  handler: async (ctx, args): Promise<ManifestoResult> => {
    const vision = checkVision(args.vision);
    if (!vision.ok) throw aiError("INVALID_INPUT", vision.message);
    const catalogue: AiCatalogue = await ctx.runQuery(internal.ai.catalogue, {});
    if (catalogue.narratives.length === 0) {
      throw aiError("UNAVAILABLE", AI_MESSAGES.generationFailed);
    }
    return buildOfflineManifesto(indexCatalogue(catalogue), vision.text);
  },
});

/**
 * AI search (spec 2.3 "AI search", 3 "AI search response"): a question → matching
 * policies or narratives with relevance reasons, an answer and recommendations. A blank
 * or oversized query gives type "error" with the message to show.
 */
export const search = action({
  args: { query: v.string() },
  handler: async (ctx, args): Promise<SearchResult> => {
    const query = checkQuery(args.query);
    if (!query.ok) return searchError(query.message);
    const catalogue: AiCatalogue = await ctx.runQuery(internal.ai.catalogue, {});
    if (catalogue.policies.length === 0) return searchError(AI_MESSAGES.searchFailed);
    return offlineSearch(indexCatalogue(catalogue), query.text);
  },
});
