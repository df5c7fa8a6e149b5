/**
 * Casting a vote (spec 4 "Vote binding", 5, 7.1): validate the choice, recompute the
 * economics on the server, keep one active vote per user, maintain the community
 * tallies, and make the rankings, manifesto and profile side-writes — all inside the
 * calling mutation's transaction, so either everything is saved or nothing is.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { compassForQuadrant } from "../domain/quiz";
import { MAX_VOTE_HISTORY, VOTE_HISTORY_TRIM } from "../domain/quotas";
import {
  DIVIDEND_RANGE,
  MAX_SELECTED_PER_CATEGORY,
  QUIZ_COORDINATE_RANGE,
  TAX_RATE_RANGE,
  isWithin,
} from "../domain/voteRules";
import { isResidence, type Residence } from "../domain/nations";
import type { QuizCoordinates, VoteArgs } from "../validators";
import { computeVoteEconomics, type VoteEconomics } from "./economy";
import { appError, MESSAGES } from "./errors";
import { upsertVoteManifesto } from "./manifestos";
import { requireNarrative, resolveVotePolicies, type VotePolicy } from "./policies";
import { recordVoteOnProfile } from "./profiles";
import { saveGeneralRankings } from "./rankings";
import { readClientAddress } from "./clientAddress";
import { settleRoomHold } from "./roomHold";
import { thresholdSource } from "./roomSources";
import type { VoteRoom } from "./rooms";
import { NATIONAL_SCOPE, shardForVoter } from "./tallies";
import { withVoteWrites, type VoteWrites } from "./voteTrigger";

export type VoteKind = Doc<"userVotes">["kind"];

/** More than this many active rows for one user cannot happen; the bound keeps reads finite. */
const MAX_ACTIVE_VOTES_SCANNED = 100;

/** A validated vote with the server's own economics, ready to store. */
export interface PreparedVote {
  narrative: Doc<"narratives">;
  policies: VotePolicy[];
  taxRate: number;
  dividend: number;
  quizCoordinates: QuizCoordinates | null;
  /** Where the voter lives, if they said. */
  residence: Residence | undefined;
  economics: VoteEconomics;
}

/** A residence as the rules allow it (England needs one of its regions; no other nation has one). */
function checkResidence(residence: VoteArgs["residence"]): Residence | undefined {
  if (residence === undefined || residence === null) return undefined;
  if (!isResidence(residence)) throw appError("INVALID_INPUT", MESSAGES.residenceShape);
  return residence.region === undefined
    ? { nation: residence.nation }
    : { nation: residence.nation, region: residence.region };
}

function checkNumbers(args: Pick<VoteArgs, "taxRate" | "dividend" | "quizCoordinates">) {
  if (!isWithin(args.taxRate, TAX_RATE_RANGE)) {
    throw appError("INVALID_INPUT", MESSAGES.taxRateRange);
  }
  if (!isWithin(args.dividend, DIVIDEND_RANGE)) {
    throw appError("INVALID_INPUT", MESSAGES.dividendRange);
  }
  const quiz = args.quizCoordinates;
  if (
    quiz &&
    !(isWithin(quiz.x, QUIZ_COORDINATE_RANGE) && isWithin(quiz.y, QUIZ_COORDINATE_RANGE))
  ) {
    throw appError("INVALID_INPUT", MESSAGES.quizCoordinatesRange);
  }
}

/**
 * Validates a bind or submit (spec 5) and recomputes cost, inflation and balance.
 * Malformed or unknown policy ids are dropped; with none left the vote is refused.
 */
export async function prepareVote(
  ctx: QueryCtx,
  args: VoteArgs,
  kind: VoteKind,
): Promise<PreparedVote> {
  // Built only when thrown: a ConvexError captures a stack trace, which costs every bind.
  const incomplete = () =>
    kind === "bind"
      ? appError("INCOMPLETE_SELECTION", MESSAGES.incompleteSelection)
      : appError("INCOMPLETE_STEPS", MESSAGES.incompleteSteps);
  checkNumbers(args);
  const residence = checkResidence(args.residence);
  if (kind === "submit" && !(args.taxRate > 0 && args.dividend > 0)) throw incomplete();
  const narrative = await requireNarrative(ctx, args.narrativeId);
  const policies = await resolveVotePolicies(ctx, args.selectedPolicyIds);
  if (policies.length === 0) throw incomplete();
  // By area (one area, one category name: convex/domain/areas.ts).
  const perArea = new Map<string, number>();
  for (const policy of policies) {
    const count = (perArea.get(policy.areaId) ?? 0) + 1;
    if (count > MAX_SELECTED_PER_CATEGORY) throw appError("TOO_MANY_RANKED", MESSAGES.maxRanked);
    perArea.set(policy.areaId, count);
  }
  return {
    narrative,
    policies,
    taxRate: args.taxRate,
    dividend: args.dividend,
    quizCoordinates: args.quizCoordinates ?? null,
    residence,
    economics: computeVoteEconomics(policies, args.taxRate, args.dividend),
  };
}

/**
 * Sets every active vote of the user inactive (the writer takes them out of the tallies);
 * returns them as they were (active).
 */
export async function deactivateActiveVotes(
  ctx: MutationCtx,
  votes: VoteWrites,
  userId: Id<"users">,
): Promise<Doc<"userVotes">[]> {
  const active = await ctx.db
    .query("userVotes")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
    .take(MAX_ACTIVE_VOTES_SCANNED);
  for (const vote of active) await votes.patch(vote, { isActive: false });
  return active;
}

/** The place of the user's next vote in their history: one after their newest. */
export async function nextVoteSeq(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  const newest = await ctx.db
    .query("userVotes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .order("desc")
    .first();
  return (newest?.voteSeq ?? 0) + 1;
}

/**
 * Deletes the user's inactive votes MAX_VOTE_HISTORY or more places before `latest`
 * (a few a call; votes from before the cap, without a place, go first). Inactive votes count
 * in no tally, so nothing else moves (docs/security.md "Quotas").
 */
export async function trimVoteHistory(
  ctx: MutationCtx,
  votes: VoteWrites,
  userId: Id<"users">,
  latest: number,
): Promise<void> {
  const old = await ctx.db
    .query("userVotes")
    .withIndex("by_user_seq", (q) =>
      q.eq("userId", userId).lte("voteSeq", latest - MAX_VOTE_HISTORY),
    )
    .take(VOTE_HISTORY_TRIM);
  for (const vote of old) if (!vote.isActive) await votes.delete(vote);
}

/** Where an inserted vote counts: the room it also counts in, and whether a guest cast it. */
export interface VoteCounting {
  /** An open workshop room the vote also counts in. */
  roomId?: Id<"rooms">;
  /** A guest's vote counts in its room only (docs/rooms.md "Guests"). */
  isGuest?: boolean;
  /** The tally scope instead of "national" (the seed generator's SAMPLE_SCOPE). */
  scope?: string;
  /** The voter's email address is verified: the vote also counts in "national:verified". */
  verified?: boolean;
  /** A guest's vote waiting for the facilitator's approval: counted nowhere until then. */
  pending?: boolean;
}

/** Inserts the vote as the user's active vote, counted in the voter's tally shard. */
export async function insertVote(
  ctx: MutationCtx,
  votes: VoteWrites,
  userId: Id<"users">,
  vote: PreparedVote,
  kind: VoteKind,
  submittedAt: string,
  { roomId, isGuest, scope = NATIONAL_SCOPE, verified, pending }: VoteCounting = {},
): Promise<Doc<"userVotes">> {
  const compass = compassForQuadrant(vote.narrative.quadrant);
  const voteSeq = await nextVoteSeq(ctx, userId);
  const stored = await votes.insert({
    userId,
    narrativeId: vote.narrative._id,
    quadrant: vote.narrative.quadrant,
    selectedPolicyIds: vote.policies.map((policy) => policy._id),
    taxRate: vote.taxRate,
    dividend: vote.dividend,
    inflation: vote.economics.inflation,
    budgetBalance: vote.economics.budgetBalance,
    totalPolicyCost: vote.economics.totalPolicyCost,
    inflationModifiers: vote.economics.inflationModifiers,
    compassX: compass.x,
    compassY: compass.y,
    quadrantX: vote.quizCoordinates?.x ?? null,
    quadrantY: vote.quizCoordinates?.y ?? null,
    kind,
    submittedAt,
    isActive: true,
    scope,
    tallyShard: shardForVoter(userId),
    voteSeq,
    ...(vote.residence === undefined ? {} : { residence: vote.residence }),
    ...(roomId === undefined ? {} : { roomId }),
    ...(isGuest === true ? { isGuest } : {}),
    ...(verified === true ? { verified } : {}),
    ...(pending === true ? { pendingApproval: true } : {}),
  });
  let inserted = stored;
  if (roomId !== undefined) {
    // Where the vote arrived from, for its room's threshold (docs/rooms.md "Threshold by
    // network").
    const address = await readClientAddress(ctx);
    const roomSource = thresholdSource(address, { isGuest: isGuest === true, voteId: stored._id });
    inserted = await votes.patch(stored, { roomSource });
  }
  await trimVoteHistory(ctx, votes, userId, voteSeq);
  return inserted;
}

export interface RecordOptions extends VoteCounting {
  /** Write through this writer, whose tally changes the caller applies (bulk writers). */
  votes?: VoteWrites;
  manifesto?: VoteArgs["manifesto"];
  now?: number;
  /** The voter's document, when the caller has it (their profile needs it, once). */
  user?: Doc<"users">;
}

/**
 * Stores a prepared vote for the user: earlier active votes become inactive, the new
 * one is inserted active (the vote writer moves the tallies from the old vote to the new),
 * and the rankings ('general'), vote manifesto and profile are written.
 */
export async function recordVote(
  ctx: MutationCtx,
  userId: Id<"users">,
  vote: PreparedVote,
  kind: VoteKind,
  options: RecordOptions = {},
): Promise<Doc<"userVotes">> {
  const now = options.now ?? Date.now();
  const store = (votes: VoteWrites) => storeVote(ctx, votes, userId, vote, kind, options, now);
  const counted =
    options.votes === undefined ? await withVoteWrites(ctx, store) : await store(options.votes);
  // Guests keep no manifesto on the server (docs/security.md "Quotas"): their work stays in
  // the browser until they create an account.
  await writeVoteFollowUps(
    ctx,
    userId,
    counted,
    options.isGuest === true ? undefined : options.manifesto,
    now,
    options.user,
  );
  return counted;
}

/**
 * What follows a user's new active vote, wherever it came from (a bind, a submit, a guest's
 * vote claimed by an account): the 'general' rankings, the vote manifesto when text came
 * with it, and the profile's last vote.
 */
export async function writeVoteFollowUps(
  ctx: MutationCtx,
  userId: Id<"users">,
  stored: Doc<"userVotes">,
  manifesto: VoteArgs["manifesto"] | undefined,
  now: number,
  user?: Doc<"users">,
): Promise<void> {
  await saveGeneralRankings(ctx, userId, stored.narrativeId, stored.selectedPolicyIds);
  await upsertVoteManifesto(
    ctx,
    userId,
    manifesto,
    stored.narrativeId,
    stored.selectedPolicyIds,
    now,
  );
  await recordVoteOnProfile(ctx, userId, stored.submittedAt, user);
}

/** `recordVote`'s writes to `userVotes`: the old votes out, the new one in, its room's hold. */
async function storeVote(
  ctx: MutationCtx,
  votes: VoteWrites,
  userId: Id<"users">,
  vote: PreparedVote,
  kind: VoteKind,
  options: RecordOptions,
  now: number,
): Promise<Doc<"userVotes">> {
  const submittedAt = new Date(now).toISOString();
  await deactivateActiveVotes(ctx, votes, userId);
  const inserted = await insertVote(ctx, votes, userId, vote, kind, submittedAt, {
    roomId: options.roomId,
    isGuest: options.isGuest,
    scope: options.scope,
    verified: options.verified,
    pending: options.pending,
  });
  return await settleRoomHold(ctx, votes, inserted);
}

/**
 * What bind and submit return: the stored vote's figures, the room it was cast for, and
 * who cast it: a guest's vote counts in the room only, an account's also nationally (once
 * its room, if any, has reached its threshold).
 */
export function toVoteReceipt(vote: Doc<"userVotes">, room: VoteRoom | null = null) {
  return {
    voteId: vote._id,
    narrativeId: vote.narrativeId,
    quadrant: vote.quadrant,
    selectedPolicyIds: vote.selectedPolicyIds,
    taxRate: vote.taxRate,
    dividend: vote.dividend,
    inflation: vote.inflation,
    budgetBalance: vote.budgetBalance,
    totalPolicyCost: vote.totalPolicyCost,
    submittedAt: vote.submittedAt,
    room: room === null ? null : { code: room.code, name: room.name, counted: room.counted },
    voter: vote.isGuest === true ? ("guest" as const) : ("account" as const),
    countsNationally: vote.isGuest !== true,
    /** An account's vote waiting for its room's threshold before it counts nationally. */
    nationalHeld: vote.heldFromNational === true,
    /** A guest's vote waiting for the facilitator's approval (docs/rooms.md "Stuffing"). */
    pendingApproval: vote.pendingApproval === true,
    verified: vote.verified === true,
  };
}
