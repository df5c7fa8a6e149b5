/**
 * Sign-in throttling store (internal): one row per (client address, email), and one per
 * client address whatever the email (the `*Address*` functions), decisions in
 * convex/domain/signInThrottle.ts. Called by the Password provider's `authorize` wrapper
 * (convex/model/auth.ts) around each password sign-in.
 */
import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import {
  ADDRESS_FREE_FAILURES,
  afterAddressSuccess,
  blockedUntilAfterFailure,
  decideAttempt,
  FORGET_AFTER_MS,
} from "./domain/signInThrottle";

/** Stale rows deleted per call: more than one row is added per call, so the table shrinks. */
const PRUNE_BATCH = 4;

/**
 * Counts one attempt for `key` before the password is checked, or refuses it with the
 * wait (ms) when the key is still waiting. Also prunes rows unused for FORGET_AFTER_MS.
 */
export const beginAttempt = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => {
    const now = Date.now();
    const row = await ctx.db
      .query("signInThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    const decision = decideAttempt(row, now);
    if (!decision.allowed) return { ok: false as const, retryAfterMs: decision.retryAfterMs };
    if (row === null) await ctx.db.insert("signInThrottles", { key, ...decision.next });
    else await ctx.db.patch("signInThrottles", row._id, decision.next);
    const stale = await ctx.db
      .query("signInThrottles")
      .withIndex("by_lastAttemptAt", (q) => q.lt("lastAttemptAt", now - FORGET_AFTER_MS))
      .take(PRUNE_BATCH);
    for (const old of stale) await ctx.db.delete("signInThrottles", old._id);
    return { ok: true as const };
  },
});

/** A refused sign-in, once answered: its wait starts now. */
export const endFailedAttempt = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => {
    const row = await ctx.db
      .query("signInThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row === null) return;
    const blockedUntil = blockedUntilAfterFailure(row, Date.now());
    if (blockedUntil !== row.blockedUntil) {
      await ctx.db.patch("signInThrottles", row._id, { blockedUntil });
    }
  },
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
  handler: async (ctx, { key }) => {
    const now = Date.now();
    const row = await ctx.db
      .query("signInAddressThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    const decision = decideAttempt(row, now, ADDRESS_FREE_FAILURES);
    if (!decision.allowed) return { ok: false as const, retryAfterMs: decision.retryAfterMs };
    if (row === null) await ctx.db.insert("signInAddressThrottles", { key, ...decision.next });
    else await ctx.db.patch("signInAddressThrottles", row._id, decision.next);
    const stale = await ctx.db
      .query("signInAddressThrottles")
      .withIndex("by_lastAttemptAt", (q) => q.lt("lastAttemptAt", now - FORGET_AFTER_MS))
      .take(PRUNE_BATCH);
    for (const old of stale) await ctx.db.delete("signInAddressThrottles", old._id);
    return { ok: true as const };
  },
});

/** A refused sign-in from the address, once answered: its wait starts now. */
export const endFailedAddressAttempt = internalMutation({
  args: { key: v.string() },
  handler: async (ctx, { key }) => {
    const row = await ctx.db
      .query("signInAddressThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row === null) return;
    const blockedUntil = blockedUntilAfterFailure(row, Date.now(), ADDRESS_FREE_FAILURES);
    if (blockedUntil !== row.blockedUntil) {
      await ctx.db.patch("signInAddressThrottles", row._id, { blockedUntil });
    }
  },
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
