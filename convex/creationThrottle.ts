/**
 * Sign-up and guest throttling store (internal): one row per key, an address's or a
 * network's budget for one kind of creation (convex/domain/creationThrottle.ts). Called by
 * the Password provider's sign-up and the guest provider (convex/model/auth.ts,
 * convex/model/guestAuth.ts) before each new identity is made.
 */
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import {
  CREATION_BUDGETS,
  creationKeys,
  decideCreation,
  LONGEST_WINDOW_MS,
} from "./domain/creationThrottle";

/** Stale rows deleted per call: more than the two a call can add, so the table shrinks. */
const PRUNE_BATCH = 4;

/**
 * Counts one creation of `kind` from `address` under its address's and its network's
 * budgets, or refuses it (counting nothing) with the longer wait when either is spent.
 * Also prunes rows whose window ended more than LONGEST_WINDOW_MS ago.
 */
export const begin = internalMutation({
  args: {
    kind: v.union(v.literal("signUp"), v.literal("guest"), v.literal("sample")),
    address: v.union(v.string(), v.null()),
  },
  returns: v.union(
    v.object({ ok: v.literal(true) }),
    v.object({ ok: v.literal(false), retryAfterMs: v.number() }),
  ),
  handler: async (ctx, { kind, address }) => {
    const now = Date.now();
    const decisions = [];
    for (const { scope, key } of creationKeys(kind, address)) {
      const row = await ctx.db
        .query("creationThrottles")
        .withIndex("by_key", (q) => q.eq("key", key))
        .unique();
      decisions.push({
        key,
        row,
        decision: decideCreation(row, CREATION_BUDGETS[kind][scope], now),
      });
    }
    const waits = decisions.map(({ decision }) => (decision.allowed ? 0 : decision.retryAfterMs));
    const retryAfterMs = Math.max(...waits);
    if (retryAfterMs > 0) return { ok: false as const, retryAfterMs };
    for (const { key, row, decision } of decisions) {
      if (!decision.allowed) continue;
      if (row === null) await ctx.db.insert("creationThrottles", { key, ...decision.next });
      else await ctx.db.patch("creationThrottles", row._id, decision.next);
    }
    const stale = await ctx.db
      .query("creationThrottles")
      .withIndex("by_windowStart", (q) => q.lt("windowStart", now - LONGEST_WINDOW_MS))
      .take(PRUNE_BATCH);
    for (const old of stale) await ctx.db.delete("creationThrottles", old._id);
    return { ok: true as const };
  },
});
