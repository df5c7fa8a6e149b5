/**
 * Per-user quotas on the server (docs/security.md "Quotas"; figures in
 * convex/domain/quotas.ts): saved manifestos by count, by bytes and by creation rate,
 * workshop rooms by count. Checked in the mutations that create or grow the data, so no
 * client can skip them; a refusal is a ConvexError the screens show as it is.
 */
import { getConvexSize, type Value } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  MAX_MANIFESTO_BYTES_PER_USER,
  MAX_MANIFESTOS_PER_USER,
  MAX_ROOMS_PER_USER,
  manifestoQuotaBreach,
  nextCreationWindow,
  type CreationWindow,
  type ManifestoUsage,
} from "../domain/quotas";
import { appError, MESSAGES } from "./errors";

type Manifesto = Doc<"userManifestos">;

/** Whether a manifesto counts against its owner's quota: the vote's own one does not. */
function isCounted(manifesto: Manifesto | null): manifesto is Manifesto {
  return manifesto !== null && !manifesto.fromVote;
}

/** What one manifesto adds to its owner's usage. */
function usageOf(manifesto: Manifesto | null): ManifestoUsage {
  if (!isCounted(manifesto)) return { count: 0, bytes: 0 };
  return { count: 1, bytes: getConvexSize(manifesto as unknown as Value) };
}

async function readUsageRow(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("manifestoUsage")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/**
 * A user's saved manifestos measured from the table, for a user without a usage row (one
 * who has not saved since quotas began). Reading stops as soon as a limit is passed, so
 * an account already far over one (issue 28: 1,705 of them, 101 MB) cannot push the
 * read past Convex's 8 MiB limit; `complete` is then false and the figures a lower bound.
 */
async function measureManifestos(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<{ usage: ManifestoUsage; complete: boolean }> {
  const usage = { count: 0, bytes: 0 };
  const saved = ctx.db
    .query("userManifestos")
    .withIndex("by_user_fromVote", (q) => q.eq("userId", userId).eq("fromVote", false));
  for await (const manifesto of saved) {
    const one = usageOf(manifesto);
    usage.count += one.count;
    usage.bytes += one.bytes;
    if (usage.count > MAX_MANIFESTOS_PER_USER || usage.bytes > MAX_MANIFESTO_BYTES_PER_USER) {
      return { usage, complete: false };
    }
  }
  return { usage, complete: true };
}

/**
 * Records a change to one of the user's manifestos, made just before in the same
 * mutation (`before` null: created; `after` null: deleted), and refuses it when it breaks
 * a quota: QUOTA_EXCEEDED past the count or the bytes (only a change that grows is
 * refused), RATE_LIMITED past the creations a minute. A refusal throws, so the mutation,
 * with its write, commits nothing.
 */
export async function recordManifestoChange(
  ctx: MutationCtx,
  userId: Id<"users">,
  before: Manifesto | null,
  after: Manifesto | null,
  now: number,
): Promise<void> {
  const removed = usageOf(before);
  const added = usageOf(after);
  const change = { count: added.count - removed.count, bytes: added.bytes - removed.bytes };
  if (change.count === 0 && change.bytes === 0) return;

  const row = await readUsageRow(ctx, userId);
  let previous: ManifestoUsage;
  let next: ManifestoUsage;
  let complete = true;
  if (row !== null) {
    previous = { count: row.count, bytes: row.bytes };
    next = { count: row.count + change.count, bytes: row.bytes + change.bytes };
  } else {
    // The table already holds the change: measure, then take the change away.
    const measured = await measureManifestos(ctx, userId);
    next = measured.usage;
    previous = { count: next.count - change.count, bytes: next.bytes - change.bytes };
    complete = measured.complete;
  }

  const breach = manifestoQuotaBreach(previous, next);
  if (breach === "count") throw appError("QUOTA_EXCEEDED", MESSAGES.manifestoCountLimit);
  if (breach === "bytes") throw appError("QUOTA_EXCEEDED", MESSAGES.manifestoBytesLimit);

  let window: CreationWindow | null =
    row === null ? null : { windowStart: row.windowStart, created: row.created };
  if (change.count > 0) {
    window = nextCreationWindow(window, now);
    if (window === null) throw appError("RATE_LIMITED", MESSAGES.manifestoRateLimit);
  }
  // A partial measurement would under-count: keep no row, and measure again next time.
  if (!complete) return;
  const fields = { ...next, ...(window ?? { windowStart: 0, created: 0 }) };
  if (row === null) await ctx.db.insert("manifestoUsage", { userId, ...fields });
  else await ctx.db.patch("manifestoUsage", row._id, fields);
}

/** Forgets a user's usage row (when the user and their manifestos are removed). */
export async function deleteManifestoUsage(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const row = await readUsageRow(ctx, userId);
  if (row !== null) await ctx.db.delete("manifestoUsage", row._id);
}

/** Refuses a new room (QUOTA_EXCEEDED) when the user already has the most allowed. */
export async function requireRoomQuota(ctx: QueryCtx, ownerId: Id<"users">): Promise<void> {
  const rooms = await ctx.db
    .query("rooms")
    .withIndex("by_owner", (q) => q.eq("ownerId", ownerId))
    .take(MAX_ROOMS_PER_USER);
  if (rooms.length >= MAX_ROOMS_PER_USER) {
    throw appError("QUOTA_EXCEEDED", MESSAGES.roomCountLimit);
  }
}
