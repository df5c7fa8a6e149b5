import { defineSchema, defineTable } from "convex/server";
import { authTables } from "@convex-dev/auth/server";
import { v } from "convex/values";
import {
  communityManifestosValidator,
  contentTypeValidator,
  consentPurposeValidator,
  costingValidator,
  pressureModifiersValidator,
  quadrantCountsValidator,
  quadrantValidator,
  residenceValidator,
  spendBreakdownValidator,
  languageValidator,
} from "./validators";

/**
 * Tables and indexes. The mapping from the spec's names (user_votes.selected_policy_ids
 * …) to these, and which function uses which index, is in docs/data-model.md.
 */
export default defineSchema({
  ...authTables,

  /** The auth library's users table, plus a marker for seed-generated accounts. */
  users: defineTable({
    ...authTables.users.validator.fields,
    isSynthetic: v.optional(v.boolean()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"])
    .index("by_isSynthetic", ["isSynthetic"]),

  /**
   * The one-time code that verifies an account's email address (docs/security.md "Verified
   * votes"): its SHA-256 hash only, when it expires, wrong guesses so far, and when codes
   * were sent in the last hour (for the resend limits). One row per user.
   */
  emailVerificationCodes: defineTable({
    userId: v.id("users"),
    codeHash: v.string(),
    expiresAt: v.number(),
    attempts: v.number(),
    sentAt: v.array(v.number()),
  }).index("by_user", ["userId"]),

  /** Anchor narratives, loaded from the catalogue (spec 3 Narrative). */
  narratives: defineTable({
    catalogueKey: v.string(),
    title: v.string(),
    description: v.string(),
    type: contentTypeValidator,
    quadrant: quadrantValidator,
    /** 0 to 100, shown as a percentage. */
    popularityScore: v.number(),
  })
    .index("by_catalogueKey", ["catalogueKey"])
    .index("by_type_popularity", ["type", "popularityScore"])
    .index("by_type_quadrant_popularity", ["type", "quadrant", "popularityScore"]),

  /** Policies, loaded from the catalogue (spec 3 Policy, table "policies v2"). */
  policies: defineTable({
    catalogueKey: v.string(),
    title: v.string(),
    description: v.string(),
    /** The area name, e.g. "Health & Care". */
    category: v.string(),
    areaId: v.string(),
    /** "£12bn", "£500m", "-£3bn" for a saving (spec 3 cost_estimate): the UK cost a year. */
    costEstimate: v.string(),
    costBasis: v.string(),
    /** Baseline, price year, extent and spending type; absent on rows loaded before it. */
    costing: v.optional(costingValidator),
    quadrant: quadrantValidator,
    type: contentTypeValidator,
    popularityScore: v.number(),
    resourceDemandTags: v.array(v.string()),
    distributionTags: v.array(v.string()),
    pressureModifiers: pressureModifiersValidator,
  })
    .index("by_catalogueKey", ["catalogueKey"])
    .index("by_title", ["title"])
    .index("by_category_title", ["category", "title"])
    .index("by_category_popularity", ["category", "popularityScore"]),

  /** One row: the fingerprint of the catalogue content last loaded. */
  catalogueMeta: defineTable({
    fingerprint: v.string(),
    loadedAt: v.number(),
  }),

  /**
   * One row, derived from `policies` (convex/model/catalogue.ts `writePolicyCosts`): what a
   * vote needs of every policy (area, cost estimate, price pressure) as one JSON text, so a
   * bind reads one small document instead of each selected policy (a text crosses Convex's
   * syscall layer as one value, not a few thousand). Rewritten by every catalogue load, by
   * `seed:ensureCatalogue` when it differs, and after an import (docs/data-model.md).
   */
  policyCosts: defineTable({
    /** `[[id, areaId, costEstimate, demand, supply, bottleneck, leakage, lagMonths], …]`. */
    rows: v.string(),
    /** How many policies `rows` holds. */
    policies: v.number(),
  }),

  /** Which policies each narrative offers per area; rank 1 is the narrative's default. */
  narrativePolicies: defineTable({
    narrativeId: v.id("narratives"),
    policyId: v.id("policies"),
    category: v.string(),
    areaId: v.string(),
    rank: v.number(),
    isDefault: v.boolean(),
  })
    .index("by_narrative_category", ["narrativeId", "category", "rank"])
    .index("by_narrative_default", ["narrativeId", "isDefault", "category"])
    .index("by_policy", ["policyId"]),

  /** Votes (spec 3 user_votes). At most one active vote per user. */
  userVotes: defineTable({
    userId: v.id("users"),
    narrativeId: v.id("narratives"),
    /** The narrative's quadrant when the vote was cast (keeps tallies exact on reload). */
    quadrant: quadrantValidator,
    selectedPolicyIds: v.array(v.id("policies")),
    taxRate: v.number(),
    dividend: v.number(),
    inflation: v.number(),
    budgetBalance: v.number(),
    totalPolicyCost: v.union(v.number(), v.null()),
    inflationModifiers: v.union(spendBreakdownValidator, v.null()),
    compassX: v.union(v.number(), v.null()),
    compassY: v.union(v.number(), v.null()),
    quadrantX: v.union(v.number(), v.null()),
    quadrantY: v.union(v.number(), v.null()),
    /** "bind" (votes:bind) or "submit" (votes:submit, the complete vote). */
    kind: v.union(v.literal("bind"), v.literal("submit")),
    /** ISO time. */
    submittedAt: v.string(),
    isActive: v.boolean(),
    /** The national tally scope, "national": every active vote counts there. */
    scope: v.string(),
    /** The workshop room the vote also counts in (set only if the room was open). */
    roomId: v.optional(v.id("rooms")),
    /**
     * True for a guest's vote (the Anonymous sign-in of a workshop room): it counts in its
     * room only, never nationally (docs/rooms.md "Guests"). Absent for accounts.
     */
    isGuest: v.optional(v.boolean()),
    /**
     * True while an account's vote counted in a room waits for the room to reach its
     * threshold before it enters the national results (convex/model/roomHold.ts,
     * docs/rooms.md "Held votes"). Absent otherwise.
     */
    heldFromNational: v.optional(v.boolean()),
    /**
     * True when the voter's email address was verified when the vote was cast or since
     * (convex/model/verification.ts): the vote also counts in the "verified" national scope.
     */
    verified: v.optional(v.boolean()),
    /**
     * True while a guest's vote waits for the facilitator's approval (its room had reached
     * its expected size, or its address its guest allowance): it counts nowhere until
     * approved (convex/model/roomGuards.ts, docs/rooms.md "Stuffing"). Absent otherwise.
     */
    pendingApproval: v.optional(v.boolean()),
    /**
     * The tally shard the vote counts in (convex/domain/tallyShards.ts), chosen from the
     * voter's id when it was cast. Absent on votes cast before sharding: shard 0.
     */
    tallyShard: v.optional(v.number()),
    /**
     * Where the vote arrived in its room from, for the room's threshold (docs/rooms.md
     * "Threshold by network"): the network of the client address (IPv4 /24, IPv6 /48),
     * "guests" for a guest without a reported address, "vote:<this vote's id>" for an
     * account's vote without one. Absent on votes outside rooms and on votes cast before the rule.
     */
    roomSource: v.optional(v.string()),
    /**
     * The vote's place in its voter's history (1, 2, …): a bind deletes the voter's inactive
     * votes MAX_VOTE_HISTORY places back (convex/domain/quotas.ts). Absent before the cap.
     */
    voteSeq: v.optional(v.number()),
    /**
     * Where the voter lives, if they said (docs/nations.md): a nation and, in England, one
     * of its nine regions. Never a postcode. Absent: not said (and on votes from before).
     */
    residence: v.optional(residenceValidator),
  })
    // Newest first per user (progress reads the 5 latest), not by isActive.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_user_active", ["userId", "isActive"])
    .index("by_active", ["isActive"])
    .index("by_room_held", ["roomId", "heldFromNational", "isActive"])
    .index("by_room_pending", ["roomId", "pendingApproval", "isActive"])
    .index("by_room_guest", ["roomId", "isGuest", "isActive"])
    .index("by_user_seq", ["userId", "voteSeq"])
    .index("by_room_source_pending", ["roomId", "roomSource", "pendingApproval", "isActive"]),

  /** Ranked policy choices (spec 3 user_policy_rankings). */
  userPolicyRankings: defineTable({
    userId: v.id("users"),
    narrativeId: v.id("narratives"),
    policyId: v.id("policies"),
    /** 1 to 3 by selection order. */
    rank: v.number(),
    /** An area name, or "general" when saved with a vote. */
    category: v.string(),
  }).index("by_user_narrative_category", ["userId", "narrativeId", "category", "rank"]),

  /** Saved manifestos (spec 3 user_manifestos). */
  userManifestos: defineTable({
    userId: v.id("users"),
    manifestoTitle: v.string(),
    manifestoDescription: v.string(),
    matchedNarrativeId: v.union(v.id("narratives"), v.null()),
    selectedPolicyIds: v.array(v.id("policies")),
    aiReasoning: v.union(v.string(), v.null()),
    /** 0 to 1. */
    confidenceScore: v.number(),
    visionText: v.union(v.string(), v.null()),
    /** True for the one manifesto upserted by votes:bind/submit. */
    fromVote: v.boolean(),
    /** ms since epoch of the last change. */
    updatedAt: v.number(),
    /**
     * ms since epoch when the owner published it (read-only share link /m/{shareToken});
     * absent while private.
     */
    publishedAt: v.optional(v.number()),
    /** The unguessable token of the share link; set while published, removed after. */
    shareToken: v.optional(v.string()),
  })
    // Newest first per user (the account list), not by fromVote.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_user_fromVote", ["userId", "fromVote"])
    .index("by_shareToken", ["shareToken"]),

  /**
   * One row per user who saves manifestos: how many saved manifestos (not the vote's own)
   * they keep and their size together, kept by every write to them, and the creation-rate
   * window (convex/model/quotas.ts, docs/security.md "Quotas"). A user without a row is
   * measured from their manifestos on their next write.
   */
  manifestoUsage: defineTable({
    userId: v.id("users"),
    /** Saved manifestos (`fromVote` false). */
    count: v.number(),
    /** Their Convex size together (bytes, text in UTF-8). */
    bytes: v.number(),
    /** ms since epoch when the current creation-rate window opened. */
    windowStart: v.number(),
    /** Manifestos created in that window. */
    created: v.number(),
  }).index("by_user", ["userId"]),

  /** Profiles (spec 3 profiles), upserted on sign-in and on vote save. */
  profiles: defineTable({
    userId: v.id("users"),
    email: v.union(v.string(), v.null()),
    /** YYYY-MM-DD of the last vote. */
    lastVoteCycle: v.union(v.string(), v.null()),
    /** ISO time of the last vote. */
    lastVoteAt: v.union(v.string(), v.null()),
    /** ISO time of the last sign-in. */
    lastSignInAt: v.union(v.string(), v.null()),
    /** The language the person chose (docs/i18n.md); absent until they choose one. */
    language: v.optional(languageValidator),
  }).index("by_user", ["userId"]),

  /**
   * Community tallies (convex/model/tallies.ts): every counter of one tally scope
   * ("national", "sample", "room:<roomId>", "room:<roomId>:<quadrant>"), as folded so far:
   * the scope's summary is its shard 0; data from before the fold may hold more shards,
   * one per shard of voters. A scope's figures are the sum of its shard documents and of
   * its unfolded `tallyDeltas` (docs/scale.md "Tallies as folded deltas").
   */
  tallyShards: defineTable({
    scope: v.string(),
    /** 0 to K − 1 (convex/domain/tallyShards.ts). */
    shard: v.number(),
    totalVotes: v.number(),
    quadrantCounts: quadrantCountsValidator,
    taxRateSum: v.number(),
    dividendSum: v.number(),
    inflationSum: v.number(),
    /**
     * Votes per cell of the presenter's 10 × 10 map, row-major from the bottom-left
     * (convex/domain/positionGrid.ts).
     */
    positionCounts: v.array(v.number()),
    /** Of totalVotes, the guests' votes (docs/rooms.md "Guests"). */
    guestVotes: v.number(),
    /** Active votes per narrative (narratives without votes left out). */
    narratives: v.record(v.id("narratives"), v.number()),
    /** Active votes selecting each policy (policies without votes left out). */
    policies: v.record(v.id("policies"), v.number()),
    /**
     * Only on the migrated shard of a national row made before the position map: the map
     * counts the older votes created up to this time (ms) so far; a paginated backfill
     * moves it on and removes it when done (convex/model/tallyMigration.ts).
     */
    gridBackfilledThrough: v.optional(v.number()),
  }).index("by_scope_shard", ["scope", "shard"]),

  /**
   * One vote mutation's change to one tally scope, not yet folded into the scope's summary
   * (convex/model/tallies.ts): the counters that move, −1 for a vote leaving, +1 for one
   * arriving. Deleted by the fold that adds it to the summary.
   */
  tallyDeltas: defineTable({
    scope: v.string(),
    totalVotes: v.number(),
    quadrantCounts: quadrantCountsValidator,
    taxRateSum: v.number(),
    dividendSum: v.number(),
    inflationSum: v.number(),
    guestVotes: v.number(),
    /** Change per narrative (unchanged ones left out). */
    narratives: v.record(v.id("narratives"), v.number()),
    /** Change per policy (unchanged ones left out). */
    policies: v.record(v.id("policies"), v.number()),
    /** [cell, change] of the position map (convex/domain/positionGrid.ts). */
    cells: v.array(v.array(v.number())),
  }).index("by_scope", ["scope"]),

  /**
   * The round of national folds under way or last run (convex/model/tallies.ts
   * `requestNationalFold`): a single document, written by the vote that starts a round and
   * by the round's last fold.
   */
  tallyFoldRequests: defineTable({
    /**
     * When the round ends (ms): its last fold takes every delta created before then. Once
     * ended, when that fold ran (the next round starts no sooner than an interval after).
     */
    endsAt: v.number(),
    /** Whether the round's last fold has run (the write that retries a vote in flight). */
    ended: v.boolean(),
  }),

  /**
   * Legacy, before sharded tallies: one row per scope. Read only by the one-off migration
   * into `tallyShards` (convex/model/tallyMigration.ts), which deletes the rows it moves.
   */
  communityTallies: defineTable({
    scope: v.string(),
    totalVotes: v.number(),
    quadrantCounts: quadrantCountsValidator,
    taxRateSum: v.number(),
    dividendSum: v.number(),
    inflationSum: v.number(),
    positionCounts: v.optional(v.array(v.number())),
    guestVotes: v.optional(v.number()),
  }),

  /** Workshop rooms (docs/rooms.md): a facilitator's named group with a short code. */
  rooms: defineTable({
    /** 6 characters from ROOM_CODE_ALPHABET, unique. */
    code: v.string(),
    name: v.string(),
    ownerId: v.id("users"),
    /** Active votes needed before the room's results are shown (3 to 50). */
    threshold: v.number(),
    isOpen: v.boolean(),
    /** ms since epoch; null while open. */
    closedAt: v.union(v.number(), v.null()),
    /** True when the owner refuses guest votes (docs/rooms.md "Guests"). Absent: guests welcome. */
    accountsOnly: v.optional(v.boolean()),
    /**
     * How many people the facilitator expects (2 to 5,000; absent: 200): guests arriving
     * once the room counts this many votes wait for approval (docs/rooms.md "Stuffing").
     */
    expectedSize: v.optional(v.number()),
    /**
     * The room's language, chosen by the facilitator: its join page, QR link and presenter
     * open in it unless the visitor chose otherwise (docs/rooms.md "The room's language").
     * Absent: English.
     */
    language: v.optional(languageValidator),
  })
    .index("by_code", ["code"])
    .index("by_owner", ["ownerId"])
    // The retention job walks closed rooms oldest first (docs/privacy.md "Retention").
    .index("by_closedAt", ["closedAt"]),

  /**
   * Join codes a facilitator has replaced (rooms:rotateCode, docs/rooms.md "Join codes"):
   * an old code still finds its room, but admits no new guest.
   */
  roomCodes: defineTable({
    code: v.string(),
    roomId: v.id("rooms"),
    /** ms since epoch when it was replaced. */
    retiredAt: v.number(),
  })
    .index("by_code", ["code"])
    .index("by_room", ["roomId"]),

  /**
   * A guest about to sign in or sign up leaves a one-time ticket here, so that the new
   * account can take over the guest's vote (guests:prepareUpgrade, guests:claimVote).
   */
  guestUpgrades: defineTable({
    /** A random string the guest's browser made and keeps until the account claims it. */
    ticket: v.string(),
    guestUserId: v.id("users"),
    /** ms since epoch after which the ticket no longer works. */
    expiresAt: v.number(),
  })
    .index("by_ticket", ["ticket"])
    // A guest keeps at most MAX_UPGRADE_TICKETS_PER_GUEST (convex/domain/quotas.ts).
    .index("by_guest", ["guestUserId"]),

  /**
   * Explicit consent (UK GDPR Art. 9(2)(a)) to store the person's political opinions of one
   * purpose, for one version of the privacy notice (convex/domain/privacy.ts, docs/privacy.md
   * "Consent"): an opinion is stored only with a consent of its purpose for the current
   * version; withdrawing a purpose deletes its row and what it covered.
   */
  consents: defineTable({
    userId: v.id("users"),
    /**
     * What it is for. Absent on rows made before consent was asked per purpose (notice
     * 2026-11-25 and earlier): such a row covers every purpose, as the one consent then did
     * (docs/privacy.md "Consent rows from before purposes").
     */
    purpose: v.optional(consentPurposeValidator),
    /** PRIVACY_NOTICE_VERSION when it was given. */
    version: v.string(),
    /** ms since epoch. */
    givenAt: v.number(),
  }).index("by_user", ["userId"]),

  /**
   * One row: where the retention job (convex/privacy.ts runRetention, a cron) has got to
   * (docs/privacy.md "Retention"). This deployment's own: never exported.
   */
  privacyRetention: defineTable({
    /**
     * The last room whose guests were removed, by (closedAt, _creationTime): rooms closed
     * in the same millisecond (a deleted account's) are told apart by the second.
     */
    roomsClosedThrough: v.number(),
    roomsCreatedThrough: v.optional(v.number()),
    /**
     * Open rooms created up to this time (ms) have been checked for idleness this round
     * (back to 0 after the newest: every open room is checked again each round).
     */
    openRoomsCheckedThrough: v.optional(v.number()),
    /** Users created up to this time (ms) have been checked for abandoned guests. */
    usersCreatedThrough: v.number(),
    /**
     * Written by versions before the job was a cron; never written now, dropped by the
     * next start (convex/model/retention.ts startRetention). Kept optional so that such a
     * row still matches the schema until then.
     */
    nextRunId: v.optional(v.id("_scheduled_functions")),
    /** ms since epoch of the last run. */
    lastRunAt: v.number(),
  }),

  /**
   * Guests arriving in a room per client address and per network (convex/model/roomGuards.ts,
   * docs/rooms.md "Stuffing"): the address's count decides when its guests' votes wait for
   * approval; the network's one-minute window flags bursts on the presenter (counts only).
   */
  roomGuestSources: defineTable({
    roomId: v.id("rooms"),
    kind: v.union(v.literal("address"), v.literal("network")),
    /** The address key (convex/domain/clientAddress.ts) or its network. */
    source: v.string(),
    /** Guests that arrived in the room from this source. */
    guests: v.number(),
    /** ms since epoch when the current one-minute window opened. */
    windowStart: v.number(),
    /** Guests that arrived in the current window. */
    windowGuests: v.number(),
    /** The largest burst flagged from this source (guests within one window), if any. */
    burstGuests: v.optional(v.number()),
    /** ms since epoch of that burst's latest arrival. */
    burstAt: v.optional(v.number()),
    /**
     * Network rows: the room's active counted votes that arrived from this source, guests'
     * and accounts' (`userVotes.roomSource`); the room's threshold counts sources with at
     * least one (docs/rooms.md "Threshold by network"). Absent before any.
     */
    votes: v.optional(v.number()),
    /** Of `votes`, accounts' votes: national release counts sources with at least one. */
    accountVotes: v.optional(v.number()),
  })
    .index("by_room_source", ["roomId", "kind", "source"])
    .index("by_room_burst", ["roomId", "burstAt"])
    .index("by_room_votes", ["roomId", "votes"])
    .index("by_room_account_votes", ["roomId", "accountVotes"]),

  /** Legacy per-narrative counts per scope (see communityTallies). */
  narrativeTallies: defineTable({
    scope: v.string(),
    narrativeId: v.id("narratives"),
    count: v.number(),
  }).index("by_scope_narrative", ["scope", "narrativeId"]),

  /** Legacy per-policy counts per scope (see communityTallies). */
  policyTallies: defineTable({
    scope: v.string(),
    policyId: v.id("policies"),
    category: v.string(),
    count: v.number(),
  }).index("by_scope_policy", ["scope", "policyId"]),

  /**
   * The last community manifesto per tally scope (ai:communityManifesto), kept until the
   * community's vote count has changed materially (convex/domain/ai/communityManifesto.ts).
   */
  aiCommunityManifestos: defineTable({
    scope: v.string(),
    /** Active votes when it was computed. */
    totalVotes: v.number(),
    engine: v.union(v.literal("offline"), v.literal("model")),
    title: v.string(),
    summary: v.string(),
    policyCategories: v.array(v.object({ category: v.string(), policies: v.array(v.string()) })),
    economicSummary: v.string(),
    /** ms since epoch. */
    computedAt: v.number(),
  }).index("by_scope", ["scope"]),

  /**
   * The proportional community manifesto per tally scope (convex/equalShares.ts,
   * docs/equal-shares.md): the last result of the Method of Equal Shares over the scope's
   * active votes, with the popularity list and the fairness figures; recomputed after folds.
   */
  equalSharesResults: defineTable({
    scope: v.string(),
    /** The folded tallies it was computed from (convex/model/equalShares.ts tallyFingerprint). */
    fingerprint: v.string(),
    /** ms since epoch when the run that wrote it started reading the votes. */
    startedAt: v.number(),
    /** ms the computation took (reading the votes not included). */
    computeMs: v.number(),
    /**
     * ms the whole run took for this scope: reading its votes (a walk shared by two scopes
     * counts for both), computing and writing. Paces the next run (EQUAL_SHARES_DUTY).
     */
    runMs: v.optional(v.number()),
    manifestos: communityManifestosValidator,
  }).index("by_scope", ["scope"]),

  /**
   * One-minute request windows for the AI actions: per client address (everyone), per
   * signed-in user, per address's anonymous callers and per (address, client id)
   * (convex/domain/ai/rateLimit.ts).
   */
  aiRateLimits: defineTable({
    /** "address:<address>", "user:<id>", "anonymous:<address>" or "client:<address>|<client id>". */
    key: v.string(),
    /** ms since epoch when the window opened. */
    windowStart: v.number(),
    count: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_windowStart", ["windowStart"]),

  /**
   * The model's circuit breaker (convex/domain/ai/circuit.ts): one row, "model": recent
   * failures and until when the model is skipped.
   */
  aiCircuit: defineTable({
    key: v.string(),
    /** Times (ms) of the failures in the current window. */
    failures: v.array(v.number()),
    /** ms since epoch; 0: closed. */
    openUntil: v.number(),
  }).index("by_key", ["key"]),

  /**
   * Sign-in throttling per (client address, normalised email) with growing delays
   * (convex/domain/signInThrottle.ts); rows unused for an hour are pruned.
   */
  signInThrottles: defineTable({
    /** "<address or unknown>|<keyed hash of the email>" (convex/model/keyedHash.ts). */
    key: v.string(),
    /** Attempts since the last success, each counted before it is checked. */
    failures: v.number(),
    /** ms since epoch. */
    lastAttemptAt: v.number(),
    /** ms since epoch before which the next attempt is refused. */
    blockedUntil: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_lastAttemptAt", ["lastAttemptAt"]),
  /**
   * Sign-in throttling per client address, whatever the email (convex/domain/
   * signInThrottle.ts ADDRESS_FREE_FAILURES); rows unused for an hour are pruned.
   */
  signInAddressThrottles: defineTable({
    /** The client address key, or "unknown". */
    key: v.string(),
    /** Failed attempts (each counted before it is checked, given back on a success). */
    failures: v.number(),
    /** ms since epoch. */
    lastAttemptAt: v.number(),
    /** ms since epoch before which the next attempt from the address is refused. */
    blockedUntil: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_lastAttemptAt", ["lastAttemptAt"]),

  /**
   * Sign-up and guest throttling per client address and per network
   * (convex/domain/creationThrottle.ts); rows are pruned an hour after their window opened.
   */
  creationThrottles: defineTable({
    /** "<signUp|guest>|<address|network>|<key>". */
    key: v.string(),
    /** Creations in the current window. */
    count: v.number(),
    /** ms since epoch of the window's first creation. */
    windowStart: v.number(),
    /** ms since epoch before which the next creation is refused. */
    blockedUntil: v.number(),
  })
    .index("by_key", ["key"])
    .index("by_windowStart", ["windowStart"]),
});
