/**
 * Workshop rooms (issue 8, docs/rooms.md): a signed-in facilitator creates a room with a
 * short code; participants join by code and their votes count in the room as well as
 * nationally (a guest's in the room only). Only the owner can rename, close or switch a room
 * to accounts only; closing is final. Running a room needs an account, not a guest sign-in.
 */
import { v } from "convex/values";
import { roomInfo } from "./model/returns";
import { query } from "./_generated/server";
import { MESSAGES } from "./model/errors";
import { userMutation } from "./model/functions";
import { requireAccount } from "./model/guests";
import { requireRoomQuota } from "./model/quotas";
import {
  approveNetworkGuestVotes,
  approvePendingGuestVotes,
  pendingGuestsByNetwork,
  removeGuestVotes,
} from "./model/roomGuards";
import {
  createRoom,
  findRoomByCode,
  requireExpectedSize,
  requireOwnedRoom,
  requireRoomName,
  rotateRoomCode,
  toRoomInfo,
} from "./model/rooms";
import { getUserId } from "./model/users";
import { languageValidator } from "./validators";

/** Most rooms `mine` lists. */
const MAX_MY_ROOMS = 100;

/**
 * Creates a room owned by the caller: `{ roomId, code }`. QUOTA_EXCEEDED when the caller
 * already has the most rooms one account may create (docs/security.md "Quotas").
 */
export const create = userMutation({
  signInMessage: MESSAGES.signInToCreateRoom,
  args: {
    name: v.string(),
    threshold: v.optional(v.number()),
    expectedSize: v.optional(v.number()),
    /** The room's language (docs/rooms.md "The room's language"); English when left out. */
    language: v.optional(languageValidator),
  },
  returns: v.object({ roomId: v.id("rooms"), code: v.string() }),
  handler: async (ctx, args) => {
    await requireAccount(ctx, ctx.userId, MESSAGES.accountToCreateRoom);
    await requireRoomQuota(ctx, ctx.userId);
    return await createRoom(ctx, ctx.userId, args);
  },
});

/**
 * The room with this code (case, spaces and dashes ignored), or null. The same for every
 * caller: it never reads the caller's identity, so one run serves every participant of a
 * room (the embedded backend shares it across identities); who runs the room is
 * `rooms:isOwner`.
 */
export const byCode = query({
  args: { code: v.string() },
  returns: v.union(roomInfo, v.null()),
  handler: async (ctx, args) => {
    const room = await findRoomByCode(ctx, args.code);
    if (room === null) return null;
    return await toRoomInfo(ctx, room);
  },
});

/**
 * Whether the caller runs the room with this code. Kept apart from `rooms:byCode` and the
 * community views (`community:overview`, `community:presenter`), which never read the
 * caller's identity: so one run of each serves every viewer of a room, and this small
 * query, which reads only the room, is the only per-viewer one.
 */
export const isOwner = query({
  args: { code: v.string() },
  returns: v.boolean(),
  handler: async (ctx, args) => {
    const userId = await getUserId(ctx);
    if (userId === null) return false;
    const room = await findRoomByCode(ctx, args.code);
    return room !== null && room.ownerId === userId;
  },
});

/** The caller's rooms (each one the caller runs), newest first; [] when signed out. */
export const mine = query({
  args: {},
  returns: v.array(roomInfo),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return [];
    const rooms = await ctx.db
      .query("rooms")
      .withIndex("by_owner", (q) => q.eq("ownerId", userId))
      .order("desc")
      .take(MAX_MY_ROOMS);
    const result = [];
    for (const room of rooms) result.push(await toRoomInfo(ctx, room));
    return result;
  },
});

/** Renames the caller's room. */
export const rename = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), name: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    await ctx.db.patch("rooms", room._id, { name: requireRoomName(args.name) });
    return null;
  },
});

/** Closes the caller's room for good: later votes no longer count in it. */
export const close = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms") },
  returns: v.null(),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    if (room.isOpen) {
      await ctx.db.patch("rooms", room._id, { isOpen: false, closedAt: Date.now() });
    }
    return null;
  },
});

/**
 * Welcomes guests (the default) or counts accounts' votes only. Guest votes already
 * counted stay counted, as when a room closes.
 */
export const setAccountsOnly = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), accountsOnly: v.boolean() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    await ctx.db.patch("rooms", room._id, { accountsOnly: args.accountsOnly });
    return null;
  },
});

/**
 * Sets the room's language: its join page, the QR's link and the presenter open in it,
 * unless a visitor chose otherwise (docs/rooms.md "The room's language"). The validator
 * refuses any language the app does not offer.
 */
export const setLanguage = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), language: languageValidator },
  returns: v.null(),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    await ctx.db.patch("rooms", room._id, { language: args.language });
    return null;
  },
});

/**
 * Sets how many people the facilitator expects (2 to 5,000): guests arriving once the room
 * counts that many votes wait for approval. Votes already counted or waiting stay as they
 * are (docs/rooms.md "Stuffing").
 */
export const setExpectedSize = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), expectedSize: v.number() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    await ctx.db.patch("rooms", room._id, { expectedSize: requireExpectedSize(args.expectedSize) });
    return null;
  },
});

/** What a batch of approvals or removals did: `done` now, `remaining` still to do. */
const guestBatchResult = v.object({ done: v.number(), remaining: v.number() });

/**
 * Counts up to 100 guest votes waiting for approval; call again while `remaining` > 0. The
 * vote that brings the room to its threshold releases its held votes.
 */
export const approvePendingGuests = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms") },
  returns: guestBatchResult,
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    return await approvePendingGuestVotes(ctx, room);
  },
});

/**
 * The room's waiting guest votes by network (never an address): `{ network, count,
 * firstAt, lastAt }`, most first, so the facilitator can tell a burst from the room's real
 * participants and approve them in one action (docs/rooms.md "Approving by network").
 */
export const pendingByNetwork = query({
  args: { roomId: v.id("rooms") },
  returns: v.array(
    v.object({ network: v.string(), count: v.number(), firstAt: v.number(), lastAt: v.number() }),
  ),
  handler: async (ctx, args) => {
    const userId = await getUserId(ctx);
    if (userId === null) return [];
    const room = await ctx.db.get("rooms", args.roomId);
    if (room === null || room.ownerId !== userId) return [];
    return await pendingGuestsByNetwork(ctx, room);
  },
});

/** Counts up to 100 waiting guest votes of one network; call again while `remaining` > 0. */
export const approveNetwork = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), network: v.string() },
  returns: guestBatchResult,
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    return await approveNetworkGuestVotes(ctx, room, args.network);
  },
});

/**
 * Gives the room a fresh join code (the presenter's QR code follows); the old code still
 * finds the room but admits no new guest (docs/rooms.md "Join codes"). Returns the code.
 */
export const rotateCode = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms") },
  returns: v.object({ code: v.string() }),
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    return { code: await rotateRoomCode(ctx, room, Date.now()) };
  },
});

/**
 * Removes up to 100 of the room's guest votes, those waiting for approval or all of them
 * (they leave the tallies); call again while `remaining` > 0.
 */
export const removeGuests = userMutation({
  signInMessage: MESSAGES.signInToChangeRoom,
  args: { roomId: v.id("rooms"), which: v.union(v.literal("pending"), v.literal("all")) },
  returns: guestBatchResult,
  handler: async (ctx, args) => {
    const room = await requireOwnedRoom(ctx, args.roomId, ctx.userId);
    return await removeGuestVotes(ctx, room, args.which);
  },
});
