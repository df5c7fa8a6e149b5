/** The one way in for identity: the signed-in user comes from `ctx.auth` only. */
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "./errors";

/**
 * The signed-in user's id, or null when nobody is signed in, the token names a user that
 * no longer exists (for example a removed synthetic account), or its session is gone:
 * signed out (`auth:signOut` deletes the session), expired or revoked. Tokens are JWTs
 * valid for an hour and cannot be recalled, so the session is checked on every call
 * (the token's subject is "<userId>|<sessionId>"): a signed-out token is refused at once.
 */
export async function getUserId(ctx: QueryCtx): Promise<Id<"users"> | null> {
  const raw = await getAuthUserId(ctx);
  if (raw === null) return null;
  const userId = ctx.db.normalizeId("users", raw);
  if (userId === null) return null;
  if (!(await hasLiveSession(ctx, userId))) return null;
  const user = await ctx.db.get("users", userId);
  return user === null ? null : userId;
}

/** Whether the token's session still exists, belongs to `userId` and has not expired. */
async function hasLiveSession(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  const raw = await getAuthSessionId(ctx);
  const sessionId = raw === null ? null : ctx.db.normalizeId("authSessions", raw);
  if (sessionId === null) return false;
  const session = await ctx.db.get("authSessions", sessionId);
  return session !== null && session.userId === userId && session.expirationTime > Date.now();
}

/** The signed-in user's id; throws NOT_SIGNED_IN with the caller's message otherwise. */
export async function requireUserId(ctx: QueryCtx, signInMessage: string): Promise<Id<"users">> {
  const userId = await getUserId(ctx);
  if (userId === null) throw appError("NOT_SIGNED_IN", signInMessage);
  return userId;
}

/** Rows deleted per read while ending sessions (a guest has one session; any number works). */
const SESSION_DELETE_BATCH = 100;

/**
 * Signs the user out everywhere, as @convex-dev/auth's sign-out does for one session:
 * deletes every `authSessions` row of the user and each session's `authRefreshTokens`.
 * Their tokens are refused on their next call (`getUserId` checks the session) and can no
 * longer be refreshed.
 */
export async function endAllSessions(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  for (;;) {
    const sessions = await ctx.db
      .query("authSessions")
      .withIndex("userId", (q) => q.eq("userId", userId))
      .take(SESSION_DELETE_BATCH);
    for (const session of sessions) {
      for (;;) {
        const tokens = await ctx.db
          .query("authRefreshTokens")
          .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
          .take(SESSION_DELETE_BATCH);
        for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
        if (tokens.length < SESSION_DELETE_BATCH) break;
      }
      await ctx.db.delete("authSessions", session._id);
    }
    if (sessions.length < SESSION_DELETE_BATCH) return;
  }
}
