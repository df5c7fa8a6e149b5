/**
 * Shared argument and field validators, with their inferred types. Tables in
 * schema.ts and function arguments use the same validators so they cannot drift.
 */
import { v, type Infer, type ObjectType } from "convex/values";

export const quadrantValidator = v.union(
  v.literal("rewild"),
  v.literal("leap"),
  v.literal("steady"),
  v.literal("scale"),
);
export type QuadrantValue = Infer<typeof quadrantValidator>;

/** Catalogue content type (spec 3: narratives use "anchor"). */
export const contentTypeValidator = v.literal("anchor");

/** Spec 3 pressure_modifiers, camelCased. */
export const pressureModifiersValidator = v.object({
  shortTermDemand: v.number(),
  shortTermSupply: v.number(),
  bottleneckRisk: v.number(),
  importLeakage: v.number(),
  timeLagMonths: v.number(),
});

/**
 * A catalogue policy's costing basis (convex/domain/costing.ts; docs/economy-model.md
 * "Catalogue costing basis"). Optional on the table so data loaded before it existed stays
 * valid; a catalogue reload fills it in.
 */
export const costingValidator = v.object({
  baseline: v.literal("obr-efo-2025-11"),
  priceYear: v.literal("2025-26"),
  extent: v.union(
    v.literal("uk"),
    v.literal("gb"),
    v.literal("england-wales"),
    v.literal("england"),
  ),
  spendingType: v.union(
    v.literal("resource"),
    v.literal("capital"),
    v.literal("financial-transaction"),
    v.literal("tax"),
  ),
  relation: v.union(v.literal("new"), v.literal("increment"), v.literal("already-policy")),
  baselineNote: v.optional(v.string()),
  territorialCostBn: v.optional(v.number()),
  barnett: v.optional(
    v.union(
      v.literal("health"),
      v.literal("education"),
      v.literal("housing"),
      v.literal("local-government"),
      v.literal("local-transport"),
      v.literal("rail"),
      v.literal("environment"),
      v.literal("energy-efficiency"),
      v.literal("culture"),
      v.literal("justice"),
      v.literal("policing"),
      v.literal("not-comparable"),
    ),
  ),
  grossOutlayBn: v.optional(v.number()),
});

/** Quiz result coordinates stored with a vote ({x, y} or null, spec 3). */
/** The app's languages (src/i18n/language.ts, docs/i18n.md): the tag on `<html lang>`. */
export const languageValidator = v.union(v.literal("en-GB"), v.literal("cy"));
export type Language = Infer<typeof languageValidator>;

export const quizCoordinatesValidator = v.object({ x: v.number(), y: v.number() });
export type QuizCoordinates = Infer<typeof quizCoordinatesValidator>;

/**
 * Spec 3 inflation_modifiers: the spend breakdown behind the vote's inflation figure,
 * pounds a year, as the economy model names it (dividendCost is the spec's ubiCost).
 */
export const spendBreakdownValidator = v.object({
  governmentBaseline: v.number(),
  dividendCost: v.number(),
  /** Paying the dividend out (issue 24); absent on votes stored before it. */
  dividendAdministration: v.optional(v.number()),
  policyTotal: v.number(),
  totalSpend: v.number(),
});
export type SpendBreakdown = Infer<typeof spendBreakdownValidator>;

/** Optional manifesto text saved together with a vote (spec 4, 7.1 upsert on vote save). */
export const voteManifestoValidator = v.object({
  title: v.optional(v.string()),
  text: v.optional(v.string()),
  aiReasoning: v.optional(v.string()),
  confidenceScore: v.optional(v.number()),
});
export type VoteManifesto = Infer<typeof voteManifestoValidator>;

/** Arguments of votes:bind and votes:submit. */
/** Where a voter lives (convex/domain/nations.ts): a nation and, in England, a region. */
export const residenceValidator = v.object({
  nation: v.union(
    v.literal("england"),
    v.literal("scotland"),
    v.literal("wales"),
    v.literal("northern-ireland"),
  ),
  region: v.optional(
    v.union(
      v.literal("north-east"),
      v.literal("north-west"),
      v.literal("yorkshire-and-the-humber"),
      v.literal("east-midlands"),
      v.literal("west-midlands"),
      v.literal("east-of-england"),
      v.literal("london"),
      v.literal("south-east"),
      v.literal("south-west"),
    ),
  ),
});

export const voteArgs = {
  narrativeId: v.id("narratives"),
  /** Strings: malformed or unknown ids are dropped silently (spec 5). */
  selectedPolicyIds: v.array(v.string()),
  /** Transaction tax rate, percent, 0 to 5 (spec 9). */
  taxRate: v.number(),
  /** Citizen dividend (tax-free), £ per adult per year, 0 to 50,000 (spec 9). */
  dividend: v.number(),
  quizCoordinates: v.optional(v.union(v.null(), quizCoordinatesValidator)),
  manifesto: v.optional(voteManifestoValidator),
  /** A workshop room's code (any case, spaces and dashes ignored; docs/rooms.md). */
  roomCode: v.optional(v.string()),
  /** Where the voter lives, stored with the vote under its consent; null: not said. */
  residence: v.optional(v.union(v.null(), residenceValidator)),
};

/** What a consent is for (convex/domain/privacy.ts CONSENT_PURPOSES). */
export const consentPurposeValidator = v.union(
  v.literal("vote"),
  v.literal("rankings"),
  v.literal("manifestos"),
);

/** Fields of a saved manifesto a client may set (create and update). */
export const manifestoFields = {
  manifestoTitle: v.optional(v.string()),
  manifestoDescription: v.optional(v.string()),
  /** A narrative id or null; unknown or malformed ids are stored as null. */
  matchedNarrativeId: v.optional(v.union(v.string(), v.null())),
  /** Unknown or malformed policy ids are dropped (spec 5). */
  selectedPolicyIds: v.optional(v.array(v.string())),
  aiReasoning: v.optional(v.union(v.string(), v.null())),
  /** 0 to 1. */
  confidenceScore: v.optional(v.number()),
  visionText: v.optional(v.union(v.string(), v.null())),
};

/** One category's ranked choice (rankings:saveMany). */
export const categoryRankingValidator = v.object({
  category: v.string(),
  policyIds: v.array(v.string()),
});

/** Quiz answers: option values 0 to 9 per question. */
export const quizAnswersValidator = v.object({
  borders: v.number(),
  ownership: v.number(),
  climate: v.number(),
  work: v.number(),
  governance: v.number(),
});

/** Per-quadrant counts kept in community tallies. */
export const quadrantCountsValidator = v.object({
  rewild: v.number(),
  leap: v.number(),
  steady: v.number(),
  scale: v.number(),
});
export type QuadrantCounts = Infer<typeof quadrantCountsValidator>;

export type VoteArgs = ObjectType<typeof voteArgs>;

/** One policy of a community manifesto (convex/domain/equalSharesManifesto.ts). */
const manifestoEntryValidator = v.object({
  policyId: v.string(),
  title: v.string(),
  category: v.string(),
  costBn: v.number(),
  supporters: v.number(),
  byQuadrant: quadrantCountsValidator,
  phase: v.optional(v.union(v.literal("shares"), v.literal("fill"))),
});

/** Both community manifestos and their fairness figures (docs/equal-shares.md). */
export const communityManifestosValidator = v.object({
  voters: v.number(),
  budgetBn: v.number(),
  budgetBasis: v.union(v.literal("settings"), v.literal("packages")),
  averageTaxRate: v.number(),
  averageDividend: v.number(),
  proportional: v.object({
    policies: v.array(manifestoEntryValidator),
    spentBn: v.number(),
    sharePerVoter: v.number(),
    budgetSteps: v.number(),
  }),
  popular: v.object({ policies: v.array(manifestoEntryValidator), spentBn: v.number() }),
  noCost: v.array(manifestoEntryValidator),
  quadrants: v.object({
    rewild: v.object({
      voters: v.number(),
      proportionalServed: v.number(),
      popularServed: v.number(),
    }),
    leap: v.object({
      voters: v.number(),
      proportionalServed: v.number(),
      popularServed: v.number(),
    }),
    steady: v.object({
      voters: v.number(),
      proportionalServed: v.number(),
      popularServed: v.number(),
    }),
    scale: v.object({
      voters: v.number(),
      proportionalServed: v.number(),
      popularServed: v.number(),
    }),
  }),
});
