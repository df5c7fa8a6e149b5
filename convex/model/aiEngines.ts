/**
 * Two engines, one contract: each AI feature asks the configured model and checks its
 * answer, and falls back to the offline engine when there is no model, the model fails
 * (time-out, error status, malformed JSON) or too little of its answer survives the checks.
 * A fallback answer carries a notice; neither the user's text nor the model's raw answer
 * is logged.
 */
import type { CommunityOverview, TopPolicy } from "../domain/ai/communityManifesto";
import { offlineCommunityManifesto, policyCategories } from "../domain/ai/communityManifesto";
import { AI_MESSAGES } from "../domain/ai/limits";
import { buildOfflineManifesto } from "../domain/ai/manifesto";
import { indexCatalogue } from "../domain/ai/match";
import {
  acceptCommunity,
  acceptManifesto,
  acceptSearch,
  acceptSummary,
  communityOutputSchema,
  manifestoOutputSchema,
  searchOutputSchema,
  summaryOutputSchema,
} from "../domain/ai/modelOutput";
import {
  communityManifestoPrompt,
  communitySummaryPrompt,
  manifestoPrompt,
  personalSummaryPrompt,
  searchPrompt,
  type Prompt,
} from "../domain/ai/prompts";
import { offlineSearch } from "../domain/ai/search";
import { welshQuery } from "../domain/ai/welshQuery";
import { shortlistCatalogue } from "../domain/ai/shortlist";
import {
  communitySummary,
  personalSummary,
  type AggregatedData,
  type EconomicSettings,
  type SummaryNarrative,
  type SummaryPolicy,
} from "../domain/ai/summary";
import type {
  AiCatalogue,
  CommunityManifestoResult,
  ManifestoResult,
  SearchResult,
  SummaryResult,
} from "../domain/ai/types";
import { askModel, ModelFailure, modelConfigFromEnv, type ModelConfig } from "./aiModel";
import type { z } from "zod";
import {
  communitySummaryInWelsh,
  manifestoInWelsh,
  personalSummaryInWelsh,
  searchInWelsh,
  type AnswerLanguage,
} from "../domain/ai/welsh";

async function withFallback<Schema extends z.ZodType, Result extends object>(
  config: ModelConfig | null,
  feature: string,
  ask: { name: string; prompt: Prompt; schema: Schema },
  accept: (output: z.infer<Schema>) => Result | null,
  offline: () => Result,
): Promise<Result> {
  if (config === null) return offline();
  if (config.circuitOpen === true) {
    console.warn(`AI ${feature}: model skipped (circuit open after failures); offline engine used`);
    return { ...offline(), notice: AI_MESSAGES.modelFallback };
  }
  try {
    const output = await askModel(config, {
      name: ask.name,
      system: ask.prompt.system,
      user: ask.prompt.user,
      schema: ask.schema,
    });
    await config.onOutcome?.(true);
    const accepted = accept(output);
    if (accepted !== null) return accepted;
    console.warn(`AI ${feature}: too little of the model's answer was usable; offline engine used`);
  } catch (error) {
    const kind = error instanceof ModelFailure ? error.kind : "unexpected";
    console.warn(`AI ${feature}: model failed (${kind}); offline engine used`);
    // The model could not answer (not: answered badly): counts towards the circuit breaker.
    if (kind === "timeout" || kind === "status" || kind === "network") {
      await config.onOutcome?.(false);
    }
  }
  return { ...offline(), notice: AI_MESSAGES.modelFallback };
}

export async function manifestoFromEngines(
  catalogue: AiCatalogue,
  vision: string,
  config: ModelConfig | null = modelConfigFromEnv(),
  language: AnswerLanguage = "en-GB",
): Promise<ManifestoResult> {
  const index = indexCatalogue(catalogue);
  return await withFallback(
    config,
    "manifesto",
    {
      name: "manifesto",
      prompt: manifestoPrompt(shortlistCatalogue(catalogue, vision, index), vision, language),
      schema: manifestoOutputSchema,
    },
    (output) => acceptManifesto(output, index),
    () => {
      const offline = buildOfflineManifesto(index, vision);
      return language === "cy" ? manifestoInWelsh(offline, vision) : offline;
    },
  );
}

export async function searchFromEngines(
  catalogue: AiCatalogue,
  query: string,
  config: ModelConfig | null = modelConfigFromEnv(),
  language: AnswerLanguage = "en-GB",
): Promise<SearchResult> {
  const index = indexCatalogue(catalogue);
  // A Welsh question is matched through its English twin (the catalogue's words are English).
  const welsh = language === "cy" ? welshQuery(query) : null;
  const matched = welsh?.english ?? query;
  const english = offlineSearch(index, matched);
  const offline = welsh ? searchInWelsh(english, query, welsh.welshFor) : english;
  return await withFallback(
    config,
    "search",
    {
      name: "search",
      prompt: searchPrompt(shortlistCatalogue(catalogue, matched, index), query, language),
      schema: searchOutputSchema,
    },
    (output) => acceptSearch(output, index, offline.results.length > 0),
    () => offline,
  );
}

export async function personalSummaryFromEngines(
  policies: SummaryPolicy[],
  narrative: SummaryNarrative | null,
  economics: EconomicSettings,
  config: ModelConfig | null = modelConfigFromEnv(),
  language: AnswerLanguage = "en-GB",
): Promise<SummaryResult> {
  return await withFallback(
    config,
    "personal summary",
    {
      name: "summary",
      prompt: personalSummaryPrompt(policies, narrative, economics, language),
      schema: summaryOutputSchema,
    },
    acceptSummary,
    () => {
      const offline = personalSummary(policies, narrative, economics);
      return language === "cy"
        ? personalSummaryInWelsh(offline, policies, narrative, economics)
        : offline;
    },
  );
}

export async function communitySummaryFromEngines(
  data: AggregatedData,
  config: ModelConfig | null = modelConfigFromEnv(),
  language: AnswerLanguage = "en-GB",
): Promise<SummaryResult> {
  return await withFallback(
    config,
    "community summary",
    {
      name: "summary",
      prompt: communitySummaryPrompt(data, language),
      schema: summaryOutputSchema,
    },
    acceptSummary,
    () => {
      const offline = communitySummary(data);
      return language === "cy" ? communitySummaryInWelsh(offline, data) : offline;
    },
  );
}

export async function communityManifestoFromEngines(
  overview: CommunityOverview,
  topPolicies: TopPolicy[],
  config: ModelConfig | null = modelConfigFromEnv(),
): Promise<CommunityManifestoResult> {
  const offline = offlineCommunityManifesto(overview, topPolicies);
  // With no votes there is nothing for a model to write about.
  if (overview.totalVotes <= 0) return offline;
  return await withFallback(
    config,
    "community manifesto",
    {
      name: "community_manifesto",
      prompt: communityManifestoPrompt(overview, topPolicies),
      schema: communityOutputSchema,
    },
    (output) => acceptCommunity(output, policyCategories(topPolicies)),
    () => offline,
  );
}
