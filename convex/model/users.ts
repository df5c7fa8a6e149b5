/** The one way in for identity: the signed-in user comes from `ctx.auth` only. */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "./errors";

/** Between the user's id and the session's in a token's subject (@convex-dev/auth's format). */
const SUBJECT_DIVIDER = "|";

/**
 * The signed-in user's document, or null when nobody is signed in, the token names a user
 * that no longer exists (for example a removed synthetic account), or its session is gone:
 * signed out (`auth:signOut` deletes the session), expired or revoked. Tokens are JWTs
 * valid for an hour and cannot be recalled, so the session is checked on every call.
 * The token's subject is "<userId>|<sessionId>" (@convex-dev/auth's `getAuthUserId` and
 * `getAuthSessionId` split it so, each asking for the identity again): asked for once here.
 */
export async function getUser(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const identity = await ctx.auth.getUserIdentity();
  if (identity === null) return null;
  const [rawUserId, rawSessionId] = identity.subject.split(SUBJECT_DIVIDER);
  const userId = ctx.db.normalizeId("users", rawUserId);
  if (userId === null) return null;
  if (!(await hasLiveSession(ctx, userId, rawSessionId))) return null;
  return await ctx.db.get("users", userId);
}

/** The signed-in user's id, or null (see `getUser`). */
export async function getUserId(ctx: QueryCtx): Promise<Id<"users"> | null> {
  return (await getUser(ctx))?._id ?? null;
}

/** Whether the token's session still exists, belongs to `userId` and has not expired. */
async function hasLiveSession(
  ctx: QueryCtx,
  userId: Id<"users">,
  rawSessionId: string | undefined,
): Promise<boolean> {
  const sessionId =
    rawSessionId === undefined ? null : ctx.db.normalizeId("authSessions", rawSessionId);
  if (sessionId === null) return false;
  const session = await ctx.db.get("authSessions", sessionId);
  return session !== null && session.userId === userId && session.expirationTime > Date.now();
}

/** The signed-in user's document; throws NOT_SIGNED_IN with the caller's message otherwise. */
export async function requireUser(ctx: QueryCtx, signInMessage: string): Promise<Doc<"users">> {
  const user = await getUser(ctx);
  if (user === null) throw appError("NOT_SIGNED_IN", signInMessage);
  return user;
}

/** The signed-in user's id; throws NOT_SIGNED_IN with the caller's message otherwise. */
export async function requireUserId(ctx: QueryCtx, signInMessage: string): Promise<Id<"users">> {
  return (await requireUser(ctx, signInMessage))._id;
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
