/**
 * Verified votes (docs/security.md "Verified votes"): an account proves its email address
 * with a one-time code, and from then on its vote also counts in the "national:verified"
 * scope, which the national results publish when the operator sets NATIONAL_RESULTS=verified.
 * Codes are stored as SHA-256 hashes, expire after 15 minutes and allow 5 wrong guesses.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  CODE_DIGITS,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  resendWaitMessage,
  sendWait,
} from "../domain/verification";
import { appError } from "./errors";
import { withVoteWrites } from "./voteTrigger";

/** Whether the user's email address is verified (by a code, or by Google's sign-in). */
export function hasVerifiedEmail(user: Doc<"users"> | null): boolean {
  return user !== null && user.isAnonymous !== true && user.emailVerificationTime !== undefined;
}

/** `hasVerifiedEmail` of the user with this id (one read). */
export async function isEmailVerified(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  return hasVerifiedEmail(await ctx.db.get("users", userId));
}

/** The hex SHA-256 of the user's id and the code (the code itself is never stored). */
export async function hashCode(userId: Id<"users">, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${userId}:${code}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A uniformly random code of CODE_DIGITS digits from the cryptographic source (actions). */
export function randomCode(): string {
  const limit = 10 ** CODE_DIGITS;
  // Rejection sampling: the largest multiple of `limit` below 2^32 keeps every code equally likely.
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= ceiling);
  return String(word[0] % limit).padStart(CODE_DIGITS, "0");
}

async function codeRow(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("emailVerificationCodes")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/**
 * Stores a new code's hash for the user, replacing any earlier code, unless the resend
 * limits say wait (TOO_MANY_CODES with the wait in words and in `retryAfterMs`).
 */
export async function storeCode(
  ctx: MutationCtx,
  userId: Id<"users">,
  codeHash: string,
  now: number,
): Promise<void> {
  const row = await codeRow(ctx, userId);
  const sentAt = (row?.sentAt ?? []).filter((time) => time > now - 3_600_000);
  const wait = sendWait(sentAt, now);
  if (wait > 0) throw appError("TOO_MANY_CODES", resendWaitMessage(wait), { retryAfterMs: wait });
  const fields = { codeHash, expiresAt: now + CODE_TTL_MS, attempts: 0, sentAt: [...sentAt, now] };
  if (row === null) await ctx.db.insert("emailVerificationCodes", { userId, ...fields });
  else await ctx.db.patch("emailVerificationCodes", row._id, fields);
}

export type ConfirmResult = { verified: true } | { verified: false; reason: "wrong" | "noCode" };

/**
 * Checks a code. A wrong guess is counted (and so is returned, not thrown: a thrown error
 * would roll the count back); the right one verifies the email, deletes the code and moves
 * the user's active vote into the verified scope.
 */
export async function confirmCode(
  ctx: MutationCtx,
  userId: Id<"users">,
  code: string,
  now: number,
): Promise<ConfirmResult> {
  if (await isEmailVerified(ctx, userId)) return { verified: true };
  const row = await codeRow(ctx, userId);
  if (row === null || row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) {
    return { verified: false, reason: "noCode" };
  }
  if ((await hashCode(userId, code)) !== row.codeHash) {
    await ctx.db.patch("emailVerificationCodes", row._id, { attempts: row.attempts + 1 });
    return { verified: false, reason: row.attempts + 1 >= MAX_CODE_ATTEMPTS ? "noCode" : "wrong" };
  }
  await ctx.db.delete("emailVerificationCodes", row._id);
  await ctx.db.patch("users", userId, { emailVerificationTime: now });
  await verifyActiveVotes(ctx, userId);
  return { verified: true };
}

/** The user's active votes now count in "national:verified" too (tallies moved). */
async function verifyActiveVotes(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const active = await ctx.db
    .query("userVotes")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
    .take(100);
  await withVoteWrites(ctx, async (votes) => {
    for (const vote of active) {
      if (vote.verified === true || vote.isGuest === true) continue;
      await votes.patch(vote, { verified: true });
    }
  });
}

/** What the Account page shows: the address, whether it is verified, a code waiting. */
export async function verificationStatus(ctx: QueryCtx, userId: Id<"users">, now: number) {
  const user = await ctx.db.get("users", userId);
  if (user === null || user.isAnonymous === true || user.email === undefined) return null;
  const row = await codeRow(ctx, userId);
  return {
    email: user.email,
    verified: user.emailVerificationTime !== undefined,
    codePending: row !== null && row.expiresAt > now && row.attempts < MAX_CODE_ATTEMPTS,
  };
}
