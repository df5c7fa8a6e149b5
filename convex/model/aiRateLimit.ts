/** Stores the AI rate-limit windows (decisions in convex/domain/ai/rateLimit.ts). */
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  decide,
  RATE_WINDOW_MS,
  type RateCaller,
  type RateRule,
  type RateWindow,
} from "../domain/ai/rateLimit";
import { getUserId } from "./users";

/** Expired windows deleted per call, so the table does not keep every client ever seen. */
const CLEANUP_BATCH = 10;

/**
 * Who the budget is counted for: a signed-in user (session checked, convex/model/users.ts)
 * has their own bucket as well as their address's. A user of an anonymous sign-in
 * (`users.isAnonymous`, which any visitor can mint at will) is budgeted as an anonymous
 * caller at their address, with their user id as the client id, so minting guests does
 * not escape the anonymous share of the address.
 */
export async function rateCaller(
  ctx: MutationCtx,
  address: string | null,
  clientId: string | undefined,
): Promise<RateCaller> {
  const userId = await getUserId(ctx);
  if (userId === null) return { address, clientId };
  const user = await ctx.db.get("users", userId);
  if (user?.isAnonymous === true) return { address, clientId: `user:${userId}` };
  return { userId, address };
}

/**
 * Counts one request against every rule, all or nothing: if any bucket is full nothing is
 * counted and the wait (ms) is returned.
 */
export async function consumeRateLimit(
  ctx: MutationCtx,
  rules: RateRule[],
  now: number,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const planned: { rule: RateRule; row: Doc<"aiRateLimits"> | null; next: RateWindow }[] = [];
  for (const rule of rules) {
    const row = await ctx.db
      .query("aiRateLimits")
      .withIndex("by_key", (q) => q.eq("key", rule.key))
      .first();
    const decision = decide(row, rule.limit, now);
    if (!decision.allowed) return { ok: false, retryAfterMs: decision.retryAfterMs };
    planned.push({ rule, row, next: decision.next });
  }
  for (const { rule, row, next } of planned) {
    if (row === null) await ctx.db.insert("aiRateLimits", { key: rule.key, ...next });
    else await ctx.db.patch("aiRateLimits", row._id, next);
  }
  const expired = await ctx.db
    .query("aiRateLimits")
    .withIndex("by_windowStart", (q) => q.lt("windowStart", now - RATE_WINDOW_MS))
    .take(CLEANUP_BATCH);
  for (const row of expired) await ctx.db.delete("aiRateLimits", row._id);
  return { ok: true };
}
