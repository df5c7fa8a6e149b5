/**
 * Workshop rooms on the server (docs/rooms.md): finding a room by code, the RoomInfo the
 * UI shows, creating one with a unique code, and the owner check for changes.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  cleanRoomName,
  DEFAULT_ROOM_LANGUAGE,
  generateRoomCode,
  isRoomCodeShape,
  isValidThreshold,
  normaliseRoomCode,
  ROOM_RESULTS_THRESHOLD,
  roomScope,
  type RoomLanguage,
} from "../domain/rooms";
import { expectedSizeOf, isValidExpectedSize, ROOM_GUARD_MESSAGES } from "../domain/roomGuards";
import { appError, MESSAGES } from "./errors";
import { countPendingGuestVotes } from "./roomGuards";
import { countRoomSources } from "./roomSources";
import { readScopeTally, type ScopeTally } from "./tallies";

/** Attempts at a fresh code before giving up (31^6 ≈ 887 million codes). */
const MAX_CODE_ATTEMPTS = 20;

/** The room with this code (any spelling, current or replaced), or null. */
export async function findRoomByCode(ctx: QueryCtx, input: string): Promise<Doc<"rooms"> | null> {
  return (await findRoomAndCode(ctx, input))?.room ?? null;
}

/**
 * The room with this code and whether the code is its current one: a code the facilitator
 * replaced (rooms:rotateCode) still finds the room, but admits no new guest.
 */
export async function findRoomAndCode(
  ctx: QueryCtx,
  input: string,
): Promise<{ room: Doc<"rooms">; current: boolean } | null> {
  const code = normaliseRoomCode(input);
  if (!isRoomCodeShape(code)) return null;
  const room = await ctx.db
    .query("rooms")
    .withIndex("by_code", (q) => q.eq("code", code))
    .first();
  if (room !== null) return { room, current: true };
  const retired = await ctx.db
    .query("roomCodes")
    .withIndex("by_code", (q) => q.eq("code", code))
    .first();
  if (retired === null) return null;
  const owner = await ctx.db.get("rooms", retired.roomId);
  return owner === null ? null : { room: owner, current: false };
}

/** Codes one room may have replaced (a fresh one per workshop day for years). */
export const MAX_RETIRED_CODES = 100;

/**
 * Gives the room a fresh code; the old one is kept as replaced, so links and the presenter
 * still find the room, but no new guest arrives through it. Returns the new code.
 */
export async function rotateRoomCode(ctx: MutationCtx, room: Doc<"rooms">, now: number) {
  const retired = await ctx.db
    .query("roomCodes")
    .withIndex("by_room", (q) => q.eq("roomId", room._id))
    .take(MAX_RETIRED_CODES);
  if (retired.length >= MAX_RETIRED_CODES) {
    throw appError("QUOTA_EXCEEDED", MESSAGES.tooManyRoomCodes);
  }
  const code = await freshCode(ctx);
  await ctx.db.insert("roomCodes", { code: room.code, roomId: room._id, retiredAt: now });
  await ctx.db.patch("rooms", room._id, { code });
  return code;
}

/**
 * What the UI shows of a room (docs/rooms.md RoomInfo), the same for every viewer: it
 * reads only the room's own documents (its tally scope and its waiting guest votes), never
 * the caller, so `rooms:byCode` runs once per change of the room for all its viewers.
 * Passing the room's tally (null for none) saves a read when the caller has it already.
 */
export async function toRoomInfo(ctx: QueryCtx, room: Doc<"rooms">, tally?: ScopeTally | null) {
  const roomTally = tally === undefined ? await readScopeTally(ctx, roomScope(room._id)) : tally;
  const votes = roomTally?.totalVotes ?? 0;
  const { sources } = await countRoomSources(ctx, room._id, room.threshold);
  return {
    id: room._id,
    code: room.code,
    name: room.name,
    isOpen: room.isOpen,
    createdAt: room._creationTime,
    closedAt: room.closedAt,
    totalVotes: votes,
    threshold: room.threshold,
    /**
     * Votes counted toward the threshold, up to it: one per network however many votes
     * arrived from it (docs/rooms.md "Threshold by network"). Whether each arrival was a
     * guest's or an account's is never shown (issue 35, finding 4).
     */
    thresholdVotes: sources,
    accountsOnly: room.accountsOnly === true,
    /** Votes the facilitator expects; guests beyond it wait for approval ("Stuffing"). */
    expectedSize: expectedSizeOf(room),
    /** Guests' votes waiting for the facilitator's approval, counted nowhere yet. */
    pendingGuestVotes: await countPendingGuestVotes(ctx, room._id),
    /** The facilitator's choice; the join page, QR and presenter follow it ("The room's language"). */
    language: room.language ?? DEFAULT_ROOM_LANGUAGE,
  };
}

export type RoomInfo = Awaited<ReturnType<typeof toRoomInfo>>;

/** The trimmed name; INVALID_INPUT when it is empty or too long. */
export function requireRoomName(name: string): string {
  const cleaned = cleanRoomName(name);
  if (cleaned === null) throw appError("INVALID_INPUT", MESSAGES.roomNameLength);
  return cleaned;
}

/**
 * A code no room has yet. Math.random in a mutation is a strong generator with a fresh
 * seed per execution, on Convex and on the embedded backend alike, so codes cannot be
 * predicted; a collision (about 1 in 887 million per room) is drawn again.
 */
async function freshCode(ctx: MutationCtx): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const code = generateRoomCode();
    const taken = await ctx.db
      .query("rooms")
      .withIndex("by_code", (q) => q.eq("code", code))
      .first();
    const retired = await ctx.db
      .query("roomCodes")
      .withIndex("by_code", (q) => q.eq("code", code))
      .first();
    if (taken === null && retired === null) return code;
  }
  throw appError("TRY_AGAIN", MESSAGES.noFreeRoomCode);
}

export async function createRoom(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  args: { name: string; threshold?: number; expectedSize?: number; language?: RoomLanguage },
): Promise<{ roomId: Id<"rooms">; code: string }> {
  const name = requireRoomName(args.name);
  const threshold = args.threshold ?? ROOM_RESULTS_THRESHOLD;
  if (!isValidThreshold(threshold)) {
    throw appError("INVALID_INPUT", MESSAGES.roomThresholdRange);
  }
  const expectedSize = requireExpectedSize(args.expectedSize ?? expectedSizeOf({}));
  const code = await freshCode(ctx);
  const roomId = await ctx.db.insert("rooms", {
    code,
    name,
    ownerId,
    threshold,
    isOpen: true,
    closedAt: null,
    expectedSize,
    language: args.language ?? DEFAULT_ROOM_LANGUAGE,
  });
  return { roomId, code };
}

/** The expected size; INVALID_INPUT unless a whole number from 2 to 5,000. */
export function requireExpectedSize(value: number): number {
  if (!isValidExpectedSize(value)) {
    throw appError("INVALID_INPUT", ROOM_GUARD_MESSAGES.expectedSizeRange);
  }
  return value;
}

/** The room if the user owns it; NOT_FOUND for no such room, FORBIDDEN for another's. */
export async function requireOwnedRoom(
  ctx: QueryCtx,
  roomId: Id<"rooms">,
  userId: Id<"users">,
): Promise<Doc<"rooms">> {
  const room = await ctx.db.get("rooms", roomId);
  if (room === null) throw appError("NOT_FOUND", MESSAGES.roomNotFound);
  if (room.ownerId !== userId) throw appError("FORBIDDEN", MESSAGES.notRoomOwner);
  return room;
}

/** The room a vote was cast for, as the vote receipt reports it. */
export interface VoteRoom {
  code: string;
  name: string;
  /** False when the room is closed or unknown: the vote then counts nationally only. */
  counted: boolean;
  /** The room the vote counts in, when counted. */
  roomId: Id<"rooms"> | undefined;
  /** The owner refuses guest votes in this room. */
  accountsOnly: boolean;
  /** The code sent is the room's current one (a replaced code admits no new guest). */
  currentCode: boolean;
}

/**
 * Resolves the `roomCode` sent with a vote: null without one (or a blank one); for an
 * unknown code the normalised code with an empty name and `counted: false`.
 */
export async function resolveVoteRoom(
  ctx: QueryCtx,
  roomCode: string | undefined,
): Promise<VoteRoom | null> {
  if (roomCode === undefined || normaliseRoomCode(roomCode) === "") return null;
  const found = await findRoomAndCode(ctx, roomCode);
  if (found === null) {
    return {
      code: normaliseRoomCode(roomCode),
      name: "",
      counted: false,
      roomId: undefined,
      accountsOnly: false,
      currentCode: false,
    };
  }
  const { room, current } = found;
  return {
    code: room.code,
    name: room.name,
    counted: room.isOpen,
    roomId: room.isOpen ? room._id : undefined,
    accountsOnly: room.accountsOnly === true,
    currentCode: current,
  };
}
