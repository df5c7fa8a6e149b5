/**
 * Retention (docs/privacy.md "Retention"): guests and their votes are removed
 * GUEST_RETENTION_DAYS after their workshop room closes (or, for a room left open, once
 * no vote has arrived for IDLE_ROOM_DAYS), and guests who never voted
 * ABANDONED_GUEST_DAYS after they were made; expired guest-upgrade tickets go too. Each
 * run is bounded (RETENTION_PEOPLE_PER_RUN people) and keeps its place in the one
 * `privacyRetention` row, so the next run carries on where this one stopped. The job is a
 * cron (convex/crons.ts); a run that leaves work continues at once.
 */
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  ABANDONED_GUEST_DAYS,
  DAY_MS,
  GUEST_RETENTION_DAYS,
  IDLE_ROOM_DAYS,
  RETENTION_PEOPLE_PER_RUN,
} from "../domain/privacy";
import { erasePersonStep } from "./personalData";

/** Guest votes of one room read per run (a workshop has at most a few hundred). */
const ROOM_VOTES_PER_RUN = 400;
/** Users checked for abandoned guests per run. */
const USERS_PER_RUN = 200;
/** Open rooms checked for idleness per run. */
const OPEN_ROOMS_PER_RUN = 50;
/** Expired guest-upgrade tickets removed per run. */
const TICKETS_PER_RUN = 200;

export async function retentionState(ctx: MutationCtx): Promise<Doc<"privacyRetention">> {
  const row = await ctx.db.query("privacyRetention").first();
  if (row !== null) return row;
  const id = await ctx.db.insert("privacyRetention", {
    roomsClosedThrough: 0,
    usersCreatedThrough: 0,
    lastRunAt: 0,
  });
  const inserted = await ctx.db.get("privacyRetention", id);
  if (inserted === null) throw new Error("Retention state not found");
  return inserted;
}

/**
 * Whether the guest still has an active vote in a room that is open or closed recently
 * (other than `except`, the idle room whose guests are going).
 */
async function hasLiveRoomVote(
  ctx: MutationCtx,
  userId: Id<"users">,
  cutoff: number,
  except?: Id<"rooms">,
) {
  const active = await ctx.db
    .query("userVotes")
    .withIndex("by_user_active", (q) => q.eq("userId", userId).eq("isActive", true))
    .take(10);
  for (const vote of active) {
    if (vote.roomId === undefined || vote.roomId === except) continue;
    const room = await ctx.db.get("rooms", vote.roomId);
    if (room !== null && (room.closedAt === null || room.closedAt > cutoff)) return true;
  }
  return false;
}

/** Removes one guest entirely; false when the step did not finish (it continues next run). */
async function removeGuest(ctx: MutationCtx, userId: Id<"users">, now: number) {
  return (await erasePersonStep(ctx, userId, now)).done;
}

/**
 * Removes the guests who voted in `room` (at most `budget`), then the room's per-address
 * guest counts; `finished` is false when some remain for the next run.
 */
async function removeRoomGuests(
  ctx: MutationCtx,
  room: Doc<"rooms">,
  cutoff: number,
  now: number,
  budget: number,
) {
  let removed = 0;
  const votes = await ctx.db
    .query("userVotes")
    .withIndex("by_room_held", (q) => q.eq("roomId", room._id).eq("heldFromNational", undefined))
    .take(ROOM_VOTES_PER_RUN);
  const guests = new Set<Id<"users">>();
  for (const vote of votes) if (vote.isGuest === true) guests.add(vote.userId);
  let finished = votes.length < ROOM_VOTES_PER_RUN;
  for (const guestId of guests) {
    if (removed >= budget) {
      finished = false;
      break;
    }
    const user = await ctx.db.get("users", guestId);
    if (user === null || user.isAnonymous !== true) continue;
    if (await hasLiveRoomVote(ctx, guestId, cutoff, room._id)) continue;
    if (!(await removeGuest(ctx, guestId, now))) finished = false;
    removed += 1;
  }
  if (!finished) return { removed, finished };
  // The room's per-address guest counts (client addresses: personal data) go with them.
  const sources = await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_source", (q) => q.eq("roomId", room._id))
    .take(ROOM_VOTES_PER_RUN);
  for (const source of sources) {
    // A network that still has accounts' votes counted in the room keeps its count (the
    // room's threshold, docs/rooms.md "Threshold by network"), nothing else.
    if ((source.votes ?? 0) > 0) {
      await ctx.db.replace("roomGuestSources", source._id, {
        roomId: source.roomId,
        kind: source.kind,
        source: source.source,
        guests: 0,
        windowStart: 0,
        windowGuests: 0,
        votes: source.votes,
        accountVotes: source.accountVotes,
      });
    } else {
      await ctx.db.delete("roomGuestSources", source._id);
    }
  }
  return { removed, finished: sources.length < ROOM_VOTES_PER_RUN };
}

/** When the room's latest vote arrived (guest or account, active or not), or its creation. */
async function lastActivity(ctx: MutationCtx, room: Doc<"rooms">): Promise<number> {
  let latest = room._creationTime;
  for (const isGuest of [true, undefined]) {
    for (const isActive of [true, false]) {
      const vote = await ctx.db
        .query("userVotes")
        .withIndex("by_room_guest", (q) =>
          q.eq("roomId", room._id).eq("isGuest", isGuest).eq("isActive", isActive),
        )
        .order("desc")
        .first();
      if (vote !== null && vote._creationTime > latest) latest = vote._creationTime;
    }
  }
  return latest;
}

/**
 * Guests of rooms left open with no vote for IDLE_ROOM_DAYS, OPEN_ROOMS_PER_RUN rooms a
 * run in order of creation, starting again from the oldest after the newest.
 */
async function removeGuestsOfIdleRooms(
  ctx: MutationCtx,
  state: Doc<"privacyRetention">,
  now: number,
  budget: number,
) {
  const cutoff = now - IDLE_ROOM_DAYS * DAY_MS;
  const after = state.openRoomsCheckedThrough ?? 0;
  const rooms = await ctx.db
    .query("rooms")
    .withIndex("by_closedAt", (q) => q.eq("closedAt", null).gt("_creationTime", after))
    .take(OPEN_ROOMS_PER_RUN);
  let removed = 0;
  let through = after;
  let stopped = false;
  for (const room of rooms) {
    if (room._creationTime <= cutoff && (await lastActivity(ctx, room)) <= cutoff) {
      const step = await removeRoomGuests(ctx, room, cutoff, now, budget - removed);
      removed += step.removed;
      if (!step.finished) {
        stopped = true;
        break;
      }
    }
    through = room._creationTime;
  }
  // Past the newest open room: the next round starts again from the oldest.
  const wrapped = !stopped && rooms.length < OPEN_ROOMS_PER_RUN;
  return { removed, through: wrapped ? 0 : through, more: stopped };
}

/**
 * Guests of rooms closed more than GUEST_RETENTION_DAYS ago, oldest room first. A guest
 * who also votes in a live room is left for that room's turn.
 */
async function removeGuestsOfClosedRooms(
  ctx: MutationCtx,
  state: Doc<"privacyRetention">,
  now: number,
  budget: number,
) {
  const cutoff = now - GUEST_RETENTION_DAYS * DAY_MS;
  let removed = 0;
  let through = state.roomsClosedThrough;
  let throughCreated = state.roomsCreatedThrough;
  // After the cursor: rooms closed at the same time but made later, then rooms closed later.
  const after = throughCreated;
  const sameTime =
    after === undefined
      ? []
      : await ctx.db
          .query("rooms")
          .withIndex("by_closedAt", (q) => q.eq("closedAt", through).gt("_creationTime", after))
          .take(budget);
  const later = await ctx.db
    .query("rooms")
    .withIndex("by_closedAt", (q) => q.gt("closedAt", through).lte("closedAt", cutoff))
    .take(budget);
  const rooms = [...sameTime, ...later].slice(0, budget);
  for (const room of rooms) {
    const step = await removeRoomGuests(ctx, room, cutoff, now, budget - removed);
    removed += step.removed;
    if (!step.finished) break;
    through = room.closedAt ?? through;
    throughCreated = room._creationTime;
  }
  return {
    removed,
    through,
    throughCreated,
    more: rooms.length === budget || removed >= budget,
  };
}

/** Guests (anonymous users) made more than ABANDONED_GUEST_DAYS ago that hold no vote. */
async function removeAbandonedGuests(
  ctx: MutationCtx,
  state: Doc<"privacyRetention">,
  now: number,
  budget: number,
) {
  const cutoff = now - ABANDONED_GUEST_DAYS * DAY_MS;
  let removed = 0;
  let through = state.usersCreatedThrough;
  const users = await ctx.db
    .query("users")
    .withIndex("by_creation_time", (q) =>
      q.gt("_creationTime", through).lte("_creationTime", cutoff),
    )
    .take(USERS_PER_RUN);
  for (const user of users) {
    if (removed >= budget) break;
    if (user.isAnonymous === true) {
      const vote = await ctx.db
        .query("userVotes")
        .withIndex("by_user", (q) => q.eq("userId", user._id))
        .first();
      if (vote === null) {
        removed += 1;
        if (!(await removeGuest(ctx, user._id, now))) break;
      }
    }
    through = user._creationTime;
  }
  return { removed, through, more: users.length === USERS_PER_RUN || removed >= budget };
}

/** Guest-upgrade tickets past their expiry (oldest first: tickets live an hour). */
async function removeExpiredTickets(ctx: MutationCtx, now: number) {
  const tickets = await ctx.db.query("guestUpgrades").order("asc").take(TICKETS_PER_RUN);
  let removed = 0;
  for (const ticket of tickets) {
    if (ticket.expiresAt >= now) continue;
    await ctx.db.delete("guestUpgrades", ticket._id);
    removed += 1;
  }
  return removed;
}

/** One bounded run; `more` is true when work was left for an immediate next run. */
export async function runRetentionStep(
  ctx: MutationCtx,
  now: number,
  budget: number = RETENTION_PEOPLE_PER_RUN,
) {
  const state = await retentionState(ctx);
  const rooms = await removeGuestsOfClosedRooms(ctx, state, now, budget);
  const idle = await removeGuestsOfIdleRooms(ctx, state, now, budget - rooms.removed);
  const abandoned = await removeAbandonedGuests(
    ctx,
    state,
    now,
    budget - rooms.removed - idle.removed,
  );
  const tickets = await removeExpiredTickets(ctx, now);
  await ctx.db.patch("privacyRetention", state._id, {
    roomsClosedThrough: rooms.through,
    roomsCreatedThrough: rooms.throughCreated,
    openRoomsCheckedThrough: idle.through,
    usersCreatedThrough: abandoned.through,
    lastRunAt: now,
  });
  return {
    guestsOfClosedRooms: rooms.removed,
    guestsOfIdleRooms: idle.removed,
    abandonedGuests: abandoned.removed,
    expiredTickets: tickets,
    more: rooms.more || idle.more || abandoned.more,
  };
}

/**
 * Starts a run now (seed:ensureCatalogue, on every start of the embedded backend; the cron
 * in convex/crons.ts runs the job every RETENTION_INTERVAL_MS from then on). No run's id is
 * stored: a stored scheduled-function id would name a job of this deployment only, and a
 * data directory's export carrying it would not start elsewhere nor pass Convex's import
 * (docs/privacy.md "Retention"). A `nextRunId` left by an older version is dropped here;
 * its run, if still pending, is an ordinary run.
 */
export async function startRetention(ctx: MutationCtx): Promise<void> {
  const state = await retentionState(ctx);
  if (state.nextRunId !== undefined)
    await ctx.db.replace("privacyRetention", state._id, stateFields(state));
  await ctx.scheduler.runAfter(0, internal.privacy.runRetention, {});
}

/** The state's fields without the legacy `nextRunId`. */
function stateFields(state: Doc<"privacyRetention">) {
  const { _id, _creationTime, nextRunId, ...fields } = state;
  void _id;
  void _creationTime;
  void nextRunId;
  return fields;
}
