/**
 * A room's threshold counts sources, not votes (docs/rooms.md "Threshold by network"): all
 * the votes counted in a room that arrived from one network (IPv4 /24, IPv6 /48; a
 * private or loopback address is its own) count once, however many there are, and so do
 * all guests whose address is unknown. So one person who knows the content of k − 1 votes
 * they cast from one network cannot bring the room to its threshold k with one stranger's
 * vote and read it off the results (issue 35, finding 4). National release needs the
 * threshold of sources among accounts' votes alone (convex/model/roomHold.ts).
 *
 * Each vote keeps its source (`userVotes.roomSource`); the room's counted votes per source
 * live on the network rows of `roomGuestSources` (`votes`, `accountVotes`), moved by
 * `applyTallyDelta` in the same transaction as the tallies, so every path that moves a
 * vote in or out of a room's tallies (bind, re-bind, approval, removal, claim, erasure,
 * retention) keeps them equal to a recount.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { networkKey } from "../domain/creationThrottle";

/** The one source of every guest whose client address the backend did not report. */
export const GUESTS_WITHOUT_ADDRESS = "guests";

/** One (room, source)'s change in counted votes, gathered with a tally delta. */
export interface RoomSourceChange {
  roomId: Id<"rooms">;
  source: string;
  votes: number;
  accountVotes: number;
}

/** What counts toward a room's threshold: sources of its votes, and of accounts' votes. */
export interface RoomSourceCounts {
  sources: number;
  accountSources: number;
}

/**
 * The source a vote arriving in a room counts under: its address's network; without an
 * address, one shared source for every guest, and a source of its own for an account's
 * vote (accounts are throttled at sign-up; guests cost nothing). A vote from loopback (the
 * server's own machine: the operator, the single-machine demo, the end-to-end tests; a
 * reverse proxy must set TRUST_PROXY, docs/security.md) is a source of its own too, as
 * loopback is exempt from every per-address limit. The vote's id, not the user's, names
 * such a source, so the room's rows never hold who voted.
 */
export function thresholdSource(
  address: string | null,
  vote: { isGuest: boolean; voteId: Id<"userVotes"> },
): string {
  if (address !== null && isLoopbackKey(address)) return `vote:${vote.voteId}`;
  if (address !== null) return networkKey(address);
  return vote.isGuest ? GUESTS_WITHOUT_ADDRESS : `vote:${vote.voteId}`;
}

/** 127/8, or ::1 (whose address key is the /64 `0:0:0:0::/64`). */
function isLoopbackKey(address: string): boolean {
  return address.startsWith("127.") || address === "0:0:0:0::/64";
}

/** Adds one vote (sign +1) or removes one (−1) from a room's source. */
export function countRoomSource(
  changes: Map<string, RoomSourceChange>,
  roomId: Id<"rooms">,
  source: string,
  isAccount: boolean,
  sign: 1 | -1,
): void {
  const key = `${roomId}|${source}`;
  const change = changes.get(key) ?? { roomId, source, votes: 0, accountVotes: 0 };
  // A new object: a copy of the map (settleRoomHold's look-ahead) must not move the original.
  changes.set(key, {
    ...change,
    votes: change.votes + sign,
    accountVotes: change.accountVotes + (isAccount ? sign : 0),
  });
}

async function sourceRow(ctx: QueryCtx, roomId: Id<"rooms">, source: string) {
  return await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_source", (q) =>
      q.eq("roomId", roomId).eq("kind", "network").eq("source", source),
    )
    .unique();
}

/**
 * Writes gathered source changes. A row that only ever counted accounts' votes (no guest
 * arrived from it) is deleted once it counts none, so an account's own source (its user id)
 * does not outlive its vote.
 */
export async function applyRoomSourceChanges(
  ctx: MutationCtx,
  changes: Map<string, RoomSourceChange>,
): Promise<void> {
  for (const change of changes.values()) {
    if (change.votes === 0 && change.accountVotes === 0) continue;
    const row = await sourceRow(ctx, change.roomId, change.source);
    const votes = Math.max(0, (row?.votes ?? 0) + change.votes);
    const accountVotes = Math.max(0, (row?.accountVotes ?? 0) + change.accountVotes);
    if (row === null) {
      if (votes === 0) continue;
      await ctx.db.insert("roomGuestSources", {
        roomId: change.roomId,
        kind: "network",
        source: change.source,
        guests: 0,
        windowStart: 0,
        windowGuests: 0,
        votes,
        accountVotes,
      });
    } else if (votes === 0 && row.guests === 0) {
      await ctx.db.delete("roomGuestSources", row._id);
    } else {
      await ctx.db.patch("roomGuestSources", row._id, { votes, accountVotes });
    }
  }
}

/**
 * The room's sources and account sources, each counted up to `limit` (the threshold is
 * at most 50, so a read is at most 2 × 50 rows), after the changes still `pending` in a
 * tally delta (changes of other rooms are ignored).
 */
export async function countRoomSources(
  ctx: QueryCtx,
  roomId: Id<"rooms">,
  limit: number,
  pending: Map<string, RoomSourceChange> = new Map(),
): Promise<RoomSourceCounts> {
  const changes = [...pending.values()].filter((change) => change.roomId === roomId);
  // Read enough rows that the pending changes cannot hide the limit-th source.
  const take = limit + changes.length;
  const withVotes = await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_votes", (q) => q.eq("roomId", roomId).gt("votes", 0))
    .take(take);
  const withAccounts = await ctx.db
    .query("roomGuestSources")
    .withIndex("by_room_account_votes", (q) => q.eq("roomId", roomId).gt("accountVotes", 0))
    .take(take);
  const votes = new Map(withVotes.map((row) => [row.source, row.votes ?? 0]));
  const accounts = new Map(withAccounts.map((row) => [row.source, row.accountVotes ?? 0]));
  for (const change of changes) {
    votes.set(change.source, (votes.get(change.source) ?? 0) + change.votes);
    accounts.set(change.source, (accounts.get(change.source) ?? 0) + change.accountVotes);
  }
  const positive = (counts: Map<string, number>) =>
    Math.min(limit, [...counts.values()].filter((count) => count > 0).length);
  return { sources: positive(votes), accountSources: positive(accounts) };
}
