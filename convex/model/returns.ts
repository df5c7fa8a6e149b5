/**
 * `returns` validators of the public functions: what each sends the browser, checked by
 * Convex on every call. Stored documents are described from the schema's own table
 * validators, so the two cannot drift.
 */
import { v } from "convex/values";
import schema from "../schema";
import { PROGRESS_STEP_IDS } from "../domain/progress";
import { QUIZ_QUESTION_IDS } from "../domain/quiz";
import { languageValidator, quadrantValidator } from "../validators";

/** A stored policy, as the schema defines it. */
export const policyDoc = v.object({
  _id: v.id("policies"),
  _creationTime: v.number(),
  ...schema.tables.policies.validator.fields,
});

/** A stored narrative, as the schema defines it. */
export const narrativeDoc = v.object({
  _id: v.id("narratives"),
  _creationTime: v.number(),
  ...schema.tables.narratives.validator.fields,
});

/** A stored vote, as the schema defines it. */
export const voteDoc = v.object({
  _id: v.id("userVotes"),
  _creationTime: v.number(),
  ...schema.tables.userVotes.validator.fields,
});

/** A stored manifesto, as the schema defines it. */
const manifestoDocFields = {
  _id: v.id("userManifestos"),
  _creationTime: v.number(),
  ...schema.tables.userManifestos.validator.fields,
};

/** A narrative's policy with its place in the narrative's list (model/policies.ts). */
export const narrativePolicy = v.object({
  ...policyDoc.fields,
  rank: v.number(),
  isDefault: v.boolean(),
});

/**
 * What the UI shows of a room (model/rooms.ts toRoomInfo): the same for every viewer, so a
 * query returning it can be shared by all of them. Whether the caller runs the room is
 * `rooms:isOwner`, a query of its own.
 */
export const roomInfo = v.object({
  id: v.id("rooms"),
  code: v.string(),
  name: v.string(),
  isOpen: v.boolean(),
  createdAt: v.number(),
  closedAt: v.union(v.number(), v.null()),
  totalVotes: v.number(),
  threshold: v.number(),
  thresholdVotes: v.number(),
  accountsOnly: v.boolean(),
  expectedSize: v.number(),
  pendingGuestVotes: v.number(),
  language: languageValidator,
});

const perQuadrant = <T extends Parameters<typeof v.object>[0][string]>(value: T) =>
  v.object({ rewild: value, leap: value, steady: value, scale: value });

/** A scope's figures, the same for every caller (model/community.ts communityResults). */
export const communityResults = v.object({
  scope: v.union(v.literal("national"), v.literal("room"), v.literal("sample")),
  counting: v.union(v.literal("accounts"), v.literal("verified"), v.null()),
  withheld: v.boolean(),
  threshold: v.number(),
  totalVotes: v.number(),
  thresholdVotes: v.number(),
  quadrantDistribution: perQuadrant(v.number()),
  topNarratives: v.array(
    v.object({
      id: v.id("narratives"),
      title: v.string(),
      quadrant: quadrantValidator,
      count: v.number(),
      percentage: v.number(),
    }),
  ),
  averageEconomics: v.object({
    taxRate: v.number(),
    dividend: v.number(),
    /** Demand pressure, the spec's rule of thumb stored with each vote; not shown as prices. */
    inflation: v.number(),
    /** The model's price-level rise at the average tax rate, percent (estimatePriceRise). */
    priceRise: v.object({ low: v.number(), central: v.number(), high: v.number() }),
  }),
});

/** community:overview (model/community.ts communityOverview). */
export const communityOverview = v.object({
  ...communityResults.fields,
  room: v.union(roomInfo, v.null()),
});

/** The nation's figures and sample data, on every kind of community:page. */
const nationFields = {
  nation: communityResults,
  sample: v.union(communityResults, v.null()),
};

/** community:page (model/community.ts communityPage). */
export const communityPage = v.union(
  v.object({ kind: v.literal("nation"), ...nationFields }),
  v.object({
    kind: v.literal("room"),
    room: v.object({ code: v.string(), name: v.string() }),
    roomResults: communityResults,
    ...nationFields,
  }),
  v.object({ kind: v.literal("unknownRoom"), code: v.string(), ...nationFields }),
);

/** A measured policy of a room's consensus (model/consensus.ts toConsensusRow). */
const consensusRow = v.object({
  id: v.id("policies"),
  title: v.string(),
  category: v.string(),
  agreement: v.number(),
  gap: v.number(),
  overall: v.number(),
  support: perQuadrant(v.union(v.number(), v.null())),
});

/** community:presenter. */
export const presenterView = v.object({
  ...communityOverview.fields,
  map: v.array(v.object({ x: v.number(), y: v.number(), count: v.number() })),
  consensus: v.union(
    v.null(),
    v.object({
      groups: v.array(quadrantValidator),
      agrees: v.array(consensusRow),
      divides: v.array(consensusRow),
    }),
  ),
  /** The latest burst of guests from one network (counts only), for a room; else null. */
  guestBurst: v.union(v.null(), v.object({ count: v.number(), at: v.number() })),
});

const countAndShare = { count: v.number(), percentage: v.number() };

const cellName = { cell: v.string(), name: v.string() };

/** nations:view (model/nations.ts): every cell, shown with its figures or withheld. */
export const nationsView = v.object({
  threshold: v.number(),
  verifiedOnly: v.boolean(),
  totalVotes: v.number(),
  cells: v.array(
    v.union(
      v.object({ ...cellName, shown: v.literal(false) }),
      v.object({
        ...cellName,
        shown: v.literal(true),
        totalVotes: v.number(),
        leadingQuadrant: v.union(quadrantValidator, v.null()),
        averageTaxRate: v.number(),
        averageDividend: v.number(),
      }),
    ),
  ),
});

/** community:exportData (model/communityExport.ts). */
export const communityExport = v.object({
  scope: v.union(v.literal("national"), v.literal("room")),
  roomName: v.union(v.string(), v.null()),
  roomCode: v.union(v.string(), v.null()),
  generatedAt: v.string(),
  counting: communityResults.fields.counting,
  withheld: v.boolean(),
  threshold: v.number(),
  totalVotes: v.number(),
  averages: communityOverview.fields.averageEconomics,
  quadrants: v.array(v.object({ quadrant: quadrantValidator, ...countAndShare })),
  narratives: v.array(
    v.object({ title: v.string(), quadrant: quadrantValidator, ...countAndShare }),
  ),
  policies: v.array(v.object({ title: v.string(), category: v.string(), ...countAndShare })),
  consensus: v.array(
    v.object({
      ...consensusRow.fields,
      verdict: v.union(v.literal("agrees"), v.literal("divides")),
    }),
  ),
  /** The national breakdown by nation and region, as nations:view shows it (docs/nations.md). */
  nations: nationsView,
});

/** community:topPolicies. */
export const topPolicy = v.object({
  id: v.id("policies"),
  title: v.string(),
  category: v.string(),
  quadrant: quadrantValidator,
  ...countAndShare,
});

/** community:shares. */
export const voteShares = v.object({
  totalVotes: v.number(),
  narratives: v.record(v.string(), v.object(countAndShare)),
  policies: v.record(v.string(), v.object(countAndShare)),
});

/** votes:bind and votes:submit (model/votes.ts toVoteReceipt). */
export const voteReceipt = v.object({
  voteId: v.id("userVotes"),
  narrativeId: v.id("narratives"),
  quadrant: quadrantValidator,
  selectedPolicyIds: v.array(v.id("policies")),
  taxRate: v.number(),
  dividend: v.number(),
  inflation: v.number(),
  budgetBalance: v.number(),
  totalPolicyCost: v.union(v.number(), v.null()),
  submittedAt: v.string(),
  room: v.union(v.null(), v.object({ code: v.string(), name: v.string(), counted: v.boolean() })),
  voter: v.union(v.literal("guest"), v.literal("account")),
  countsNationally: v.boolean(),
  nationalHeld: v.boolean(),
  pendingApproval: v.boolean(),
  /** The voter's email is verified: the vote also counts where only verified votes count. */
  verified: v.boolean(),
});

/** votes:myActive. */
export const activeVote = v.union(
  v.null(),
  v.object({
    ...voteDoc.fields,
    narrative: v.union(
      v.null(),
      v.object({ _id: v.id("narratives"), title: v.string(), quadrant: quadrantValidator }),
    ),
    policies: v.array(policyDoc),
  }),
);

/** A manifesto as its owner sees it (model/manifestos.ts toManifestoView). */
export const manifestoView = v.object({
  ...manifestoDocFields,
  createdAt: v.string(),
  policyCount: v.number(),
  matchPercent: v.number(),
  published: v.boolean(),
  matchedNarrative: v.union(
    v.null(),
    v.object({ _id: v.id("narratives"), title: v.string(), quadrant: quadrantValidator }),
  ),
});

/** manifestos:getShared (model/manifestos.ts toSharedManifesto). */
export const sharedManifesto = v.union(
  v.null(),
  v.object({
    title: v.string(),
    description: v.string(),
    matchPercent: v.number(),
    publishedAt: v.string(),
    narrative: v.union(
      v.null(),
      v.object({
        id: v.id("narratives"),
        title: v.string(),
        quadrant: quadrantValidator,
        description: v.string(),
      }),
    ),
    policies: v.array(
      v.object({
        id: v.id("policies"),
        title: v.string(),
        category: v.string(),
        description: v.string(),
        costEstimate: v.string(),
      }),
    ),
  }),
);

/** rankings:save: the category as stored and the ranked ids. */
export const savedRanking = v.object({
  category: v.string(),
  policyIds: v.array(v.id("policies")),
});

/** A saved ranking row with its policy's title (rankings:listMine). */
export const rankingRow = v.object({
  _id: v.id("userPolicyRankings"),
  _creationTime: v.number(),
  ...schema.tables.userPolicyRankings.validator.fields,
  policyTitle: v.union(v.string(), v.null()),
});

/** progress:summary (convex/domain/progress.ts ProgressSummary, with its last update). */
export const progressSummary = v.object({
  hasVotes: v.boolean(),
  hasManifestos: v.boolean(),
  hasActiveTaxSettings: v.boolean(),
  hasCompletedBudgetReview: v.boolean(),
  isFlowComplete: v.boolean(),
  steps: v.array(
    v.object({
      id: v.union(...PROGRESS_STEP_IDS.map((id) => v.literal(id))),
      complete: v.boolean(),
      reachable: v.boolean(),
    }),
  ),
  completedSteps: v.number(),
  percentage: v.number(),
  /** ISO time of the newest vote or manifesto change; null for none. */
  lastUpdated: v.union(v.string(), v.null()),
});

/** quiz:questions (convex/domain/quiz.ts QuizQuestion). */
export const quizQuestion = v.object({
  id: v.union(...QUIZ_QUESTION_IDS.map((id) => v.literal(id))),
  label: v.string(),
  lowLabel: v.string(),
  highLabel: v.string(),
  options: v.array(
    v.object({
      value: v.number(),
      text: v.string(),
      description: v.string(),
      x: v.number(),
      y: v.number(),
    }),
  ),
});

/** quiz:result's score (convex/domain/quiz.ts QuizScore). */
export const quizScore = v.object({ x: v.number(), y: v.number(), quadrant: quadrantValidator });

const engine = v.union(v.literal("offline"), v.literal("model"));
/** Set when the model was configured but failed and the offline engine answered. */
const notice = v.optional(v.string());

/** ai:buildManifesto (convex/domain/ai/types.ts ManifestoResult). */
export const manifestoResult = v.object({
  engine,
  manifestoTitle: v.string(),
  manifestoDescription: v.string(),
  quadrantAlignment: quadrantValidator,
  confidenceScore: v.number(),
  matchedNarrative: v.object({
    id: v.string(),
    title: v.string(),
    reason: v.string(),
    data: v.object({ description: v.string() }),
  }),
  selectedPolicies: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      category: v.string(),
      reason: v.string(),
      data: v.object({ description: v.string() }),
    }),
  ),
  notice,
});

const itemData = v.union(
  v.object({
    title: v.string(),
    description: v.string(),
    category: v.string(),
    quadrant: quadrantValidator,
    costEstimate: v.string(),
  }),
  v.object({ title: v.string(), description: v.string(), quadrant: quadrantValidator }),
);

/** ai:search (SearchResult). */
export const searchResult = v.object({
  engine,
  type: v.union(v.literal("policies"), v.literal("narratives"), v.literal("error")),
  response: v.string(),
  results: v.array(v.object({ id: v.string(), data: itemData, relevance: v.string() })),
  recommendations: v.array(
    v.object({
      id: v.string(),
      type: v.union(v.literal("policy"), v.literal("narrative")),
      data: itemData,
      reason: v.string(),
    }),
  ),
  notice,
});

/** ai:summarise (SummaryResult). */
export const summaryResult = v.object({
  engine,
  title: v.string(),
  description: v.string(),
  dominantQuadrant: quadrantValidator,
  confidenceScore: v.number(),
  reasoning: v.string(),
  notice,
});

/** ai:communityManifesto (CommunityManifestoResult). */
export const communityManifestoResult = v.object({
  engine,
  title: v.string(),
  summary: v.string(),
  policy_categories: v.record(v.string(), v.array(v.string())),
  economic_summary: v.string(),
  notice,
});
