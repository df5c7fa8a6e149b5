/** The one way in for identity: the signed-in user comes from `ctx.auth` only. */
import { getAuthUserId } from "@convex-dev/auth/server";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "./errors";

/**
 * The signed-in user's id, or null when nobody is signed in or the token names a user
 * that no longer exists (for example a removed synthetic account).
 */
export async function getUserId(ctx: QueryCtx): Promise<Id<"users"> | null> {
  const raw = await getAuthUserId(ctx);
  if (raw === null) return null;
  const userId = ctx.db.normalizeId("users", raw);
  if (userId === null) return null;
  const user = await ctx.db.get("users", userId);
  return user === null ? null : userId;
}

/** The signed-in user's id; throws NOT_SIGNED_IN with the caller's message otherwise. */
export async function requireUserId(ctx: QueryCtx, signInMessage: string): Promise<Id<"users">> {
  const userId = await getUserId(ctx);
  if (userId === null) throw appError("NOT_SIGNED_IN", signInMessage);
  return userId;
}
