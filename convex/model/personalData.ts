/**
 * One person's data (docs/privacy.md): everything stored about them, table by table, for
 * "Download my data"; their opinions removed when they withdraw consent; and everything
 * removed when they delete their account (or the operator erases them, or the retention
 * job removes a guest). Each read is indexed on the person and bounded; a deletion that
 * finds more rows than one transaction should take reports `done: false`, and the caller
 * schedules the next step.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { GENERAL_CATEGORY } from "../domain/areas";
import { estimatePriceRise, roundPriceRise } from "../domain/economy";
import { CONSENT_PURPOSES, PERSONAL_ROWS_PER_TABLE, type ConsentPurpose } from "../domain/privacy";
import { consentRows, removeConsent } from "./consent";
import { keyedHash, MAIL_LOG_PURPOSE, normaliseAddress } from "./keyedHash";
import { getProfile } from "./profiles";
import { withVoteWrites } from "./voteTrigger";

const LIMIT = PERSONAL_ROWS_PER_TABLE;

/** The key of a signed-in user's AI request window (convex/domain/ai/rateLimit.ts). */
export function userRateKey(userId: Id<"users">): string {
  return `user:${userId}`;
}

async function votesOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("userVotes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

/** The email verification code waiting for the person (docs/security.md "Verified votes"). */
async function emailCodesOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("emailVerificationCodes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

/** The person's manifesto quota counters (docs/security.md "Quotas"). */
async function manifestoUsageOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("manifestoUsage")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

async function rankingsOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("userPolicyRankings")
    .withIndex("by_user_narrative_category", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

async function manifestosOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("userManifestos")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

async function sessionsOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

async function accountsOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
    .take(LIMIT);
}

async function refreshTokensOf(ctx: QueryCtx, sessionId: Id<"authSessions">) {
  return await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .take(LIMIT);
}

async function verificationCodesOf(ctx: QueryCtx, accountId: Id<"authAccounts">) {
  return await ctx.db
    .query("authVerificationCodes")
    .withIndex("accountId", (q) => q.eq("accountId", accountId))
    .take(LIMIT);
}

/**
 * The auth library's failed sign-in counters: keyed by the sign-in account's id (password)
 * or by the email (one-time codes).
 */
async function authRateLimitsOf(
  ctx: QueryCtx,
  email: string | undefined,
  accounts: readonly Doc<"authAccounts">[],
) {
  const identifiers = [...accounts.map((account) => account._id as string)];
  if (email !== undefined) identifiers.push(email);
  const rows: Doc<"authRateLimits">[] = [];
  for (const identifier of identifiers) {
    rows.push(
      ...(await ctx.db
        .query("authRateLimits")
        .withIndex("identifier", (q) => q.eq("identifier", identifier))
        .take(LIMIT)),
    );
  }
  return rows;
}

async function aiRateLimitsOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("aiRateLimits")
    .withIndex("by_key", (q) => q.eq("key", userRateKey(userId)))
    .take(LIMIT);
}

async function roomsOwnedBy(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("rooms")
    .withIndex("by_owner", (q) => q.eq("ownerId", userId))
    .take(LIMIT);
}

/** Verifiers (a sign-in's PKCE step) of these sessions; short-lived, so few to scan. */
async function verifiersOf(ctx: QueryCtx, sessionIds: ReadonlySet<string>) {
  if (sessionIds.size === 0) return [];
  const all = await ctx.db.query("authVerifiers").take(LIMIT);
  return all.filter((row) => row.sessionId !== undefined && sessionIds.has(row.sessionId));
}

const without = <T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
};

/**
 * Everything stored about the person, table by table ("Download my data", the operator's
 * export). Secrets are described, not copied: the password hash, one-time codes and the
 * ids of sessions and refresh tokens (which would let a reader of the file sign in).
 */
export async function collectPersonalData(ctx: QueryCtx, userId: Id<"users">) {
  const user = await ctx.db.get("users", userId);
  if (user === null) return null;
  const sessions = await sessionsOf(ctx, userId);
  const accounts = await accountsOf(ctx, userId);
  const refreshTokens: Doc<"authRefreshTokens">[] = [];
  for (const session of sessions) refreshTokens.push(...(await refreshTokensOf(ctx, session._id)));
  const codes: Doc<"authVerificationCodes">[] = [];
  for (const account of accounts) codes.push(...(await verificationCodesOf(ctx, account._id)));
  const profile = await getProfile(ctx, userId);
  return {
    users: [user],
    authAccounts: accounts.map((row) => ({
      ...without(row, "secret"),
      ...(row.secret === undefined ? {} : { secret: "(stored: a one-way hash of your password)" }),
    })),
    authSessions: sessions.map((row) => without(row, "_id")),
    authRefreshTokens: refreshTokens.map((row) =>
      without(row, "_id", "sessionId", "parentRefreshTokenId"),
    ),
    authVerificationCodes: codes.map((row) => ({ ...without(row, "code"), code: "(hidden)" })),
    authVerifiers: (await verifiersOf(ctx, new Set(sessions.map((s) => s._id)))).map((row) =>
      without(row, "_id", "sessionId", "signature"),
    ),
    authRateLimits: await authRateLimitsOf(ctx, user.email, accounts),
    consents: await consentRows(ctx, userId),
    emailVerificationCodes: (await emailCodesOf(ctx, userId)).map((row) => ({
      ...without(row, "codeHash"),
      codeHash: "(hidden)",
    })),
    manifestoUsage: await manifestoUsageOf(ctx, userId),
    profiles: profile === null ? [] : [profile],
    userVotes: (await votesOf(ctx, userId)).map(voteForExport),
    userPolicyRankings: await rankingsOf(ctx, userId),
    userManifestos: await manifestosOf(ctx, userId),
    rooms: await roomsOwnedBy(ctx, userId),
    aiRateLimits: await aiRateLimitsOf(ctx, userId),
  };
}

/**
 * A vote as the person's download shows it (issue 37 item 8), with its figures named for
 * what they are: `priceRisePercent` is the figure the bind page showed as "Cost of living
 * rises" (the price-level rise at the vote's tax rate, low / central / high, one decimal, as
 * shown; it depends on the rate only), and the stored `inflation` field, the spec's demand
 * pressure rule of thumb in points, is `demandPressurePoints`.
 */
export function voteForExport(row: Doc<"userVotes">) {
  return {
    ...without(row, "inflation"),
    priceRisePercent: roundPriceRise(estimatePriceRise(row.taxRate)),
    demandPressurePoints: row.inflation,
  };
}

/** What the download says about the fields `voteForExport` names. */
export const VOTE_EXPORT_NOTES = {
  priceRisePercent:
    "The cost-of-living rise the bind page showed for this vote: the price-level rise at its tax rate, percent, low / central / high.",
  demandPressurePoints:
    "The product's demand-pressure rule of thumb for this vote (stored as 'inflation'), in points: not a price forecast.",
} as const;

export type PersonalData = NonNullable<Awaited<ReturnType<typeof collectPersonalData>>>;

/**
 * Removes the person's opinions of the given purposes (a withdrawn consent; every purpose
 * is the first part of every erasure), with the consents themselves (docs/privacy.md
 * "Consent"):
 * - `vote`: every vote (the active one taken out of every tally it counts in, held or not),
 *   the 'general' rankings a vote writes, the vote's manifesto (with its share link) and the
 *   last-vote fields of the profile;
 * - `rankings`: the rankings of areas;
 * - `manifestos`: the saved manifestos (with their share links).
 * `done` is false when more rows remain than one step takes.
 */
export async function removeOpinions(
  ctx: MutationCtx,
  userId: Id<"users">,
  purposes: readonly ConsentPurpose[] = CONSENT_PURPOSES,
): Promise<{ done: boolean; votes: number }> {
  const removes = (purpose: ConsentPurpose) => purposes.includes(purpose);
  const votes = removes("vote") ? await votesOf(ctx, userId) : [];
  await withVoteWrites(ctx, async (writes) => {
    for (const vote of votes) await writes.delete(vote);
  });
  const rankings = await rankingsOf(ctx, userId);
  for (const row of rankings) {
    if (removes(row.category === GENERAL_CATEGORY ? "vote" : "rankings")) {
      await ctx.db.delete("userPolicyRankings", row._id);
    }
  }
  const manifestos = await manifestosOf(ctx, userId);
  for (const row of manifestos) {
    if (removes(row.fromVote ? "vote" : "manifestos")) {
      await ctx.db.delete("userManifestos", row._id);
    }
  }
  for (const purpose of purposes) await removeConsent(ctx, userId, purpose);
  const profile = removes("vote") ? await getProfile(ctx, userId) : null;
  if (profile !== null && (profile.lastVoteAt !== null || profile.lastVoteCycle !== null)) {
    await ctx.db.patch("profiles", profile._id, { lastVoteAt: null, lastVoteCycle: null });
  }
  const done = [votes, rankings, manifestos].every((rows) => rows.length < LIMIT);
  return { done, votes: votes.length };
}

/** Ends every session of the person, with its refresh tokens and verifiers. */
async function removeSessions(ctx: MutationCtx, userId: Id<"users">): Promise<boolean> {
  const sessions = await sessionsOf(ctx, userId);
  let done = sessions.length < LIMIT;
  for (const row of await verifiersOf(ctx, new Set(sessions.map((s) => s._id)))) {
    await ctx.db.delete("authVerifiers", row._id);
  }
  for (const session of sessions) {
    const tokens = await refreshTokensOf(ctx, session._id);
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    if (tokens.length < LIMIT) await ctx.db.delete("authSessions", session._id);
    else done = false;
  }
  return done;
}

/**
 * One step of erasing a person (account deletion, the operator's erase, the retention
 * job): their opinions (tallies adjusted), sessions, sign-in accounts and codes, profile,
 * AI request windows, and their rooms closed (docs/privacy.md "Rooms of a deleted
 * account"); the `users` row goes last, once nothing else is left. Returns `done: false`
 * when the caller must run another step.
 */
export async function erasePersonStep(
  ctx: MutationCtx,
  userId: Id<"users">,
  now: number,
): Promise<{ done: boolean }> {
  const user = await ctx.db.get("users", userId);
  const sessionsDone = await removeSessions(ctx, userId);
  const opinions = await removeOpinions(ctx, userId);
  let done = sessionsDone && opinions.done;
  const accounts = await accountsOf(ctx, userId);
  for (const row of await authRateLimitsOf(ctx, user?.email, accounts)) {
    await ctx.db.delete("authRateLimits", row._id);
  }
  for (const account of accounts) {
    const codes = await verificationCodesOf(ctx, account._id);
    for (const code of codes) await ctx.db.delete("authVerificationCodes", code._id);
    if (codes.length < LIMIT) await ctx.db.delete("authAccounts", account._id);
    else done = false;
  }
  for (const row of await aiRateLimitsOf(ctx, userId)) await ctx.db.delete("aiRateLimits", row._id);
  for (const row of await emailCodesOf(ctx, userId)) {
    await ctx.db.delete("emailVerificationCodes", row._id);
  }
  for (const row of await manifestoUsageOf(ctx, userId)) {
    await ctx.db.delete("manifestoUsage", row._id);
  }
  const profile = await getProfile(ctx, userId);
  if (profile !== null) await ctx.db.delete("profiles", profile._id);
  for (const room of await roomsOwnedBy(ctx, userId)) {
    if (room.isOpen) await ctx.db.patch("rooms", room._id, { isOpen: false, closedAt: now });
  }
  if (done && user !== null) {
    await ctx.db.delete("users", userId);
    // The development mail log's messages to them (codes, their address) go too; the
    // job's argument is a keyed hash, so no copy of the address waits in the scheduler.
    if (user.email) {
      const addressHash = await keyedHash(MAIL_LOG_PURPOSE, normaliseAddress(user.email));
      await ctx.scheduler.runAfter(0, internal.privacy.scrubMailLog, { addressHash });
    }
  }
  return { done };
}
