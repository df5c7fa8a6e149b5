/**
 * Sign-in throttling store (internal): one row per (client address, email), and one per
 * client address whatever the email (the `*Address*` functions), decisions in
 * convex/domain/signInThrottle.ts. Called by the Password provider's `authorize` wrapper
 * (convex/model/auth.ts) around each password sign-in.
 */
import { v } from "convex/values";
import { internalMutation, type MutationCtx } from "./_generated/server";
import {
  ADDRESS_FREE_FAILURES,
  afterAddressSuccess,
  blockedUntilAfterFailure,
  decideAttempt,
  FORGET_AFTER_MS,
} from "./domain/signInThrottle";

/** Stale rows deleted per call: more than one row is added per call, so the table shrinks. */
const PRUNE_BATCH = 4;

/** The two throttle tables: per (address, email) and per address whatever the email. */
type ThrottleTable = "signInThrottles" | "signInAddressThrottles";

async function throttleRow(ctx: MutationCtx, table: ThrottleTable, key: string) {
  return ctx.db
    .query(table)
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/**
 * Counts one attempt for `key` in `table`, or refuses it with the wait (ms) while the key
 * is waiting; also prunes the table's rows unused for FORGET_AFTER_MS.
 */
async function beginIn(ctx: MutationCtx, table: ThrottleTable, key: string, free?: number) {
  const now = Date.now();
  const row = await throttleRow(ctx, table, key);
  const decision = decideAttempt(row, now, free);
  if (!decision.allowed) return { ok: false as const, retryAfterMs: decision.retryAfterMs };
  if (row === null) await ctx.db.insert(table, { key, ...decision.next });
  else await ctx.db.patch(table, row._id, decision.next);
  const stale = await ctx.db
    .query(table)
    .withIndex("by_lastAttemptAt", (q) => q.lt("lastAttemptAt", now - FORGET_AFTER_MS))
    .take(PRUNE_BATCH);
  for (const old of stale) await ctx.db.delete(table, old._id);
  return { ok: true as const };
}

/** A refused sign-in for `key` in `table`, once answered: its wait starts now. */
async function endFailedIn(ctx: MutationCtx, table: ThrottleTable, key: string, free?: number) {
  const row = await throttleRow(ctx, table, key);
  if (row === null) return;
  const blockedUntil = blockedUntilAfterFailure(row, Date.now(), free);
  if (blockedUntil !== row.blockedUntil) await ctx.db.patch(table, row._id, { blockedUntil });
}

/**
 * Counts one attempt for `key` before the password is checked, or refuses it with the
 * wait (ms) when the key is still waiting. Also prunes rows unused for FORGET_AFTER_MS.
 */
export const beginAttempt = internalMutation({
  args: { key: v.string() },
  handler: (ctx, { key }) => beginIn(ctx, "signInThrottles", key),
});

/** A refused sign-in, once answered: its wait starts now. */
export const endFailedAttempt = internalMutation({
  args: { key: v.string() },
  handler: (ctx, { key }) => endFailedIn(ctx, "signInThrottles", key),
});

/** A successful sign-in clears its key. */
export const clearAttempts = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => {
    const row = await ctx.db
      .query("signInThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row !== null) await ctx.db.delete("signInThrottles", row._id);
  },
});

/**
 * Counts one attempt from the address `key` (whatever the email) before anything else is
 * checked, or refuses it with the wait (ms) when the address is still waiting. Also
 * prunes address rows unused for FORGET_AFTER_MS.
 */
export const beginAddressAttempt = internalMutation({
  args: { key: v.string() },
  handler: (ctx, { key }) => beginIn(ctx, "signInAddressThrottles", key, ADDRESS_FREE_FAILURES),
});

/** A refused sign-in from the address, once answered: its wait starts now. */
export const endFailedAddressAttempt = internalMutation({
  args: { key: v.string() },
  handler: (ctx, { key }) => endFailedIn(ctx, "signInAddressThrottles", key, ADDRESS_FREE_FAILURES),
});

/** An attempt from the address that was no failure gives its count back. */
export const refundAddressAttempt = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => {
    const row = await ctx.db
      .query("signInAddressThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row === null) return;
    const next = afterAddressSuccess(row, Date.now());
    if (next.failures === 0) await ctx.db.delete("signInAddressThrottles", row._id);
    else await ctx.db.patch("signInAddressThrottles", row._id, next);
  },
});
