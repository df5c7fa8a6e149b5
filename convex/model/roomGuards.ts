/**
 * Rooms that resist stuffing (issue 22, finding 2; docs/rooms.md "Stuffing"). A guest's
 * vote arriving in a room waits for the facilitator's approval (`userVotes.pendingApproval`,
 * counted nowhere) once the room counts its expected size of votes, or once the guest's
 * address has brought GUESTS_PER_ADDRESS_PER_ROOM guests into the room. The facilitator
 * approves waiting votes or removes guest votes; tallies move in the same transaction and
 * held votes (convex/model/roomHold.ts) stay exactly as the rule says.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { networkKey } from "../domain/creationThrottle";
import {
  expectedSizeOf,
  GUEST_BATCH,
  guestVoteWaits,
  isShownBurst,
  MAX_PENDING_GUEST_VOTES,
  nextGuestWindow,
  BURST_MIN_GUESTS,
  ROOM_GUARD_MESSAGES,
} from "../domain/roomGuards";
import { roomScope } from "../domain/rooms";
import { readClientAddress } from "./clientAddress";
import { appError } from "./errors";
import { settleRoomHold } from "./roomHold";
import { GUESTS_WITHOUT_ADDRESS } from "./roomSources";
import { readScopeTotal } from "./tallies";
import { withVoteWrites } from "./voteTrigger";

/** More active votes than this for one user cannot happen; the bound keeps reads finite. */
const MAX_ACTIVE_VOTES_SCANNED = 100;

/** Active guest votes of the room waiting for approval (at most MAX_PENDING_GUEST_VOTES). */
export async function countPendingGuestVotes(ctx: QueryCtx, roomId: Id<"rooms">): Promise<number> {
  const pending = await ctx.db
    .query("userVotes")
    .withIndex("by_room_pending", (q) =>
      q.eq("roomId", roomId).eq("pendingApproval", true).eq("isActive", true),
    )
    .take(MAX_PENDING_GUEST_VOTES);
  return pending.length;
}

/**
 * Counts one guest arriving in the room from `source` (an address or a network) and
 * returns the source's guests so far; a network's one-minute window flags bursts.
 */
async function recordGuestArrival(
  ctx: MutationCtx,
  roomId: Id<"rooms">,
  kind: "address" | "network",
  source: string,
  now: number,
): Promise<number> {
  const row = await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_source", (q) =>
      q.eq("roomId", roomId).eq("kind", kind).eq("source", source),
    )
    .unique();
  const window = nextGuestWindow(row, now);
  const burst =
    kind === "network" && window.windowGuests >= BURST_MIN_GUESTS
      ? { burstGuests: window.windowGuests, burstAt: now }
      : {};
  const guests = (row?.guests ?? 0) + 1;
  if (row === null) {
    await ctx.db.insert("roomGuestSources", { roomId, kind, source, guests, ...window, ...burst });
  } else {
    await ctx.db.patch("roomGuestSources", row._id, { guests, ...window, ...burst });
  }
  return guests;
}

/**
 * Decides, before a guest's vote in the room is recorded, whether it waits for approval.
 * A re-bind in the same room keeps its standing (a waiting vote still waits, a counted one
 * still counts); a guest arriving is counted against its address and network, and waits
 * when the room already counts its expected size or the address is beyond its allowance.
 * Refuses (ROOM_FULL) when MAX_PENDING_GUEST_VOTES already wait.
 */
export async function admitGuestVote(
  ctx: MutationCtx,
  userId: Id<"users">,
  roomId: Id<"rooms">,
  now: number,
  currentCode = true,
): Promise<{ pending: boolean }> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) return { pending: false };
  const active = await ctx.db
    .query("userVotes")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
    .take(MAX_ACTIVE_VOTES_SCANNED);
  const here = active.filter((vote) => vote.roomId === roomId);
  if (here.length > 0) return { pending: here.some((vote) => vote.pendingApproval === true) };
  // A code the facilitator replaced admits no new guest (docs/rooms.md "Join codes").
  if (!currentCode) throw appError("ROOM_CODE_CHANGED", ROOM_GUARD_MESSAGES.codeChanged);

  if ((await countPendingGuestVotes(ctx, roomId)) >= MAX_PENDING_GUEST_VOTES) {
    throw appError("ROOM_FULL", ROOM_GUARD_MESSAGES.pendingFull);
  }
  const address = await readClientAddress(ctx);
  let addressGuests: number | null = null;
  if (address !== null) {
    addressGuests = await recordGuestArrival(ctx, roomId, "address", address, now);
    await recordGuestArrival(ctx, roomId, "network", networkKey(address), now);
  }
  const roomVotes = await readScopeTotal(ctx, roomScope(roomId));
  const pending = guestVoteWaits({
    roomVotes,
    expectedSize: expectedSizeOf(room),
    addressGuests,
  });
  return { pending };
}

/**
 * Counts up to GUEST_BATCH waiting guest votes of the room, one at a time as if each had
 * just arrived: the one that brings the room to its threshold releases its held votes
 * (settleRoomHold). Returns how many were approved and how many still wait.
 */
export async function approvePendingGuestVotes(
  ctx: MutationCtx,
  room: Doc<"rooms">,
): Promise<{ done: number; remaining: number }> {
  const pending = await ctx.db
    .query("userVotes")
    .withIndex("by_room_pending", (q) =>
      q.eq("roomId", room._id).eq("pendingApproval", true).eq("isActive", true),
    )
    .take(GUEST_BATCH);
  await approveVotes(ctx, pending);
  return { done: pending.length, remaining: await countPendingGuestVotes(ctx, room._id) };
}

/** Counts waiting votes one at a time as if each had just arrived (see above). */
async function approveVotes(ctx: MutationCtx, pending: readonly Doc<"userVotes">[]) {
  for (const vote of pending) {
    await withVoteWrites(ctx, async (votes) => {
      await settleRoomHold(ctx, votes, await votes.patch(vote, { pendingApproval: undefined }));
    });
  }
}

/**
 * Sources that name no address (convex/model/roomSources.ts): every guest without a
 * reported address, or one vote from loopback. Their key is the source itself.
 */
function isAddresslessSource(source: string): boolean {
  return source === GUESTS_WITHOUT_ADDRESS || source.startsWith("vote:");
}

/**
 * The room's waiting guest votes by the network they arrived from (docs/rooms.md "Approving
 * by network"), most first: an opaque key (the network's row id; never an address), how
 * many wait, and when the first and last arrived (a source naming no address, such as
 * the guests without one, is its own key). A burst of fake guests shows as one
 * large group that arrived within seconds; the room's real participants as the others.
 */
export async function pendingGuestsByNetwork(ctx: QueryCtx, room: Doc<"rooms">) {
  const pending = await ctx.db
    .query("userVotes")
    .withIndex("by_room_pending", (q) =>
      q.eq("roomId", room._id).eq("pendingApproval", true).eq("isActive", true),
    )
    .take(MAX_PENDING_GUEST_VOTES);
  const groups = new Map<string, { count: number; firstAt: number; lastAt: number }>();
  for (const vote of pending) {
    const source = vote.roomSource ?? GUESTS_WITHOUT_ADDRESS;
    const group = groups.get(source) ?? { count: 0, firstAt: Infinity, lastAt: 0 };
    group.count += 1;
    group.firstAt = Math.min(group.firstAt, vote._creationTime);
    group.lastAt = Math.max(group.lastAt, vote._creationTime);
    groups.set(source, group);
  }
  const result = [];
  for (const [source, group] of groups) {
    // An address's network is named by its row's id, never by the address.
    const row = isAddresslessSource(source) ? null : await networkRow(ctx, room._id, source);
    if (row === null && !isAddresslessSource(source)) continue;
    result.push({ network: row?._id ?? source, ...group });
  }
  return result.sort((a, b) => b.count - a.count || a.firstAt - b.firstAt);
}

async function networkRow(ctx: QueryCtx, roomId: Id<"rooms">, source: string) {
  return await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_source", (q) =>
      q.eq("roomId", roomId).eq("kind", "network").eq("source", source),
    )
    .unique();
}

/**
 * Counts up to GUEST_BATCH waiting guest votes from one network (a key from
 * `pendingGuestsByNetwork`), as approving does; NOT_FOUND for a key of no network of the
 * room. Returns how many were approved and how many of the network still wait.
 */
export async function approveNetworkGuestVotes(
  ctx: MutationCtx,
  room: Doc<"rooms">,
  network: string,
): Promise<{ done: number; remaining: number }> {
  let source = network;
  if (!isAddresslessSource(network)) {
    const id = ctx.db.normalizeId("roomGuestSources", network);
    const row = id === null ? null : await ctx.db.get("roomGuestSources", id);
    if (row === null || row.roomId !== room._id || row.kind !== "network") {
      throw appError("NOT_FOUND", ROOM_GUARD_MESSAGES.networkNotFound);
    }
    source = row.source;
  }
  const waiting = () =>
    ctx.db
      .query("userVotes")
      .withIndex("by_room_source_pending", (q) =>
        q
          .eq("roomId", room._id)
          .eq("roomSource", source)
          .eq("pendingApproval", true)
          .eq("isActive", true),
      );
  const batch = await waiting().take(GUEST_BATCH);
  await approveVotes(ctx, batch);
  return { done: batch.length, remaining: (await waiting().take(MAX_PENDING_GUEST_VOTES)).length };
}

/**
 * Removes up to GUEST_BATCH of the room's guest votes: those waiting for approval, or all
 * of them. Each becomes inactive and leaves the tallies it counted in (a waiting one
 * counted nowhere). The room's count only goes down, so held votes stay held.
 */
export async function removeGuestVotes(
  ctx: MutationCtx,
  room: Doc<"rooms">,
  which: "pending" | "all",
): Promise<{ done: number; remaining: number }> {
  const batch = () =>
    which === "pending"
      ? ctx.db
          .query("userVotes")
          .withIndex("by_room_pending", (q) =>
            q.eq("roomId", room._id).eq("pendingApproval", true).eq("isActive", true),
          )
      : ctx.db
          .query("userVotes")
          .withIndex("by_room_guest", (q) =>
            q.eq("roomId", room._id).eq("isGuest", true).eq("isActive", true),
          );
  const removed = await batch().take(GUEST_BATCH);
  await withVoteWrites(ctx, async (votes) => {
    for (const vote of removed) await votes.patch(vote, { isActive: false });
  });
  const remaining = (await batch().take(MAX_PENDING_GUEST_VOTES)).length;
  return { done: removed.length, remaining };
}

/**
 * The latest burst of guests from one network that the presenter may show (counts and a
 * time only: never an address or a network), or null.
 */
export async function latestGuestBurst(
  ctx: QueryCtx,
  room: Pick<Doc<"rooms">, "_id" | "threshold">,
): Promise<{ count: number; at: number } | null> {
  const row = await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_burst", (q) => q.eq("roomId", room._id).gt("burstAt", 0))
    .order("desc")
    .first();
  if (row?.burstGuests === undefined || row.burstAt === undefined) return null;
  if (!isShownBurst(row.burstGuests, room.threshold)) return null;
  return { count: row.burstGuests, at: row.burstAt };
}
