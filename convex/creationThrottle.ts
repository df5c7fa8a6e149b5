/**
 * Sign-up and guest throttling store (internal): one row per key, an address's or a
 * network's budget for one kind of creation (convex/domain/creationThrottle.ts). Called by
 * the Password provider's sign-up and the guest provider (convex/model/auth.ts,
 * convex/model/guestAuth.ts) before each new identity is made.
 */
import { v } from "convex/values";
import type { WithoutSystemFields } from "convex/server";
import type { Doc } from "./_generated/dataModel";
import { internalMutation } from "./_generated/server";
import {
  CREATION_BUDGETS,
  creationKeys,
  decideCreation,
  LONGEST_WINDOW_MS,
  ROOM_ADDRESS_SIGN_UP_BUDGET,
  roomSignUpBudget,
  roomSignUpKeys,
  withinFreeCreations,
  type CreationBudget,
} from "./domain/creationThrottle";
import { expectedSizeOf } from "./domain/roomGuards";
import type { MutationCtx } from "./_generated/server";
import { findRoomAndCode } from "./model/rooms";

/** Stale rows deleted per call: more than the two a call can add, so the table shrinks. */
const PRUNE_BATCH = 4;

/** Longest room code input looked up (a code is 6 characters; dashes and spaces allowed). */
const MAX_ROOM_CODE_INPUT = 32;

/**
 * Counts one creation of `kind` from `address` under its address's and its network's
 * budgets, or refuses it (counting nothing) with the longer wait when either is spent. A
 * sign-up that names `roomCode` (it came through that room's join link) is counted under
 * the room's budget instead while the room is open, the code is its current one and the
 * room's and the address's room budgets both have a free sign-up left
 * (docs/rooms.md "Sign-ups behind one address"); otherwise as any sign-up.
 * Also prunes rows whose window ended more than LONGEST_WINDOW_MS ago.
 */
export const begin = internalMutation({
  args: {
    kind: v.union(v.literal("signUp"), v.literal("guest"), v.literal("sample")),
    address: v.union(v.string(), v.null()),
    roomCode: v.optional(v.string()),
  },
  returns: v.union(
    v.object({ ok: v.literal(true) }),
    v.object({ ok: v.literal(false), retryAfterMs: v.number() }),
  ),
  handler: async (ctx, { kind, address, roomCode }) => {
    const now = Date.now();
    if (kind === "signUp" && roomCode !== undefined) {
      if (await countRoomSignUp(ctx, roomCode, address, now)) {
        await pruneStale(ctx, now);
        return { ok: true as const };
      }
    }
    const decisions = [];
    for (const { scope, key } of creationKeys(kind, address)) {
      const row = await throttleRow(ctx, key);
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
      if (decision.allowed) await saveThrottleRow(ctx, key, row, decision.next);
    }
    await pruneStale(ctx, now);
    return { ok: true as const };
  },
});

/**
 * Counts a sign-up under its room's budget and true, or counts nothing and false when the
 * room is unknown, closed, named by a replaced code, or either room budget has no free
 * sign-up left (the caller then applies the ordinary budgets).
 */
async function countRoomSignUp(
  ctx: MutationCtx,
  roomCode: string,
  address: string | null,
  now: number,
): Promise<boolean> {
  if (roomCode.length > MAX_ROOM_CODE_INPUT) return false;
  const found = await findRoomAndCode(ctx, roomCode);
  if (found === null || !found.current || !found.room.isOpen) return false;
  const [roomKey, addressKey] = roomSignUpKeys(found.room._id, address);
  const budgets: Array<{ key: string; budget: CreationBudget }> = [
    { key: roomKey, budget: roomSignUpBudget(expectedSizeOf(found.room)) },
    { key: addressKey, budget: ROOM_ADDRESS_SIGN_UP_BUDGET },
  ];
  const rows = [];
  for (const { key, budget } of budgets) {
    const row = await throttleRow(ctx, key);
    if (!withinFreeCreations(row, budget, now)) return false;
    rows.push({ key, row, budget });
  }
  for (const { key, row, budget } of rows) {
    const decision = decideCreation(row, budget, now);
    if (!decision.allowed) return false;
    await saveThrottleRow(ctx, key, row, { ...decision.next, blockedUntil: 0 });
  }
  return true;
}

/** A key's throttle row, or null before its first counted creation. */
async function throttleRow(ctx: MutationCtx, key: string) {
  return await ctx.db
    .query("creationThrottles")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** Writes a key's next record: a new row for its first creation, else the row patched. */
async function saveThrottleRow(
  ctx: MutationCtx,
  key: string,
  row: Doc<"creationThrottles"> | null,
  next: Omit<WithoutSystemFields<Doc<"creationThrottles">>, "key">,
): Promise<void> {
  if (row === null) await ctx.db.insert("creationThrottles", { key, ...next });
  else await ctx.db.patch("creationThrottles", row._id, next);
}

/** Deletes a few rows whose window ended more than LONGEST_WINDOW_MS ago. */
async function pruneStale(ctx: MutationCtx, now: number): Promise<void> {
  const stale = await ctx.db
    .query("creationThrottles")
    .withIndex("by_windowStart", (q) => q.lt("windowStart", now - LONGEST_WINDOW_MS))
    .take(PRUNE_BATCH);
  for (const old of stale) await ctx.db.delete("creationThrottles", old._id);
}
