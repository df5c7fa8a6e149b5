/**
 * Rooms that resist stuffing (issue 22, finding 2; docs/rooms.md "Stuffing"): a room's
 * expected size, the guests one address may bring into a room before their votes wait for
 * the facilitator's approval, and the burst flag on the presenter. Pure rules, shared by
 * the server (convex/model/roomGuards.ts) and the browser (the room card's form).
 */
import { clockAt, rateLimiter, type LimiterPolicy } from "./rateLimiter";

/** The expected size of a room when the facilitator does not say (people). */
export const ROOM_EXPECTED_SIZE = 200;
/**
 * The expected sizes a facilitator may choose: from a pair to a conference hall (5,000,
 * the largest room the workshop docs plan for; the presenter and tallies do not care).
 */
export const ROOM_EXPECTED_SIZE_RANGE = { min: 2, max: 5_000 } as const;

/**
 * Guests arriving in one room from one client address whose votes count without approval;
 * from the 41st on they wait. Generous for a classroom of 35 behind one school NAT on a
 * Convex deployment; on a venue LAN every phone has an address of its own.
 */
export const GUESTS_PER_ADDRESS_PER_ROOM = 40;

/**
 * Most guest votes waiting for approval in one room; beyond it guests are refused until
 * the facilitator approves or removes some (bounds what a script leaves in a room).
 */
export const MAX_PENDING_GUEST_VOTES = 500;

/** The presenter's burst flag counts guests arriving from one network within this (ms). */
export const BURST_WINDOW_MS = 60_000;
/** Fewest guests from one network within BURST_WINDOW_MS that make a burst. */
export const BURST_MIN_GUESTS = 20;

/** Approvals and removals done per call (a few hundred writes, well inside Convex's limits). */
export const GUEST_BATCH = 100;

export const ROOM_GUARD_MESSAGES = {
  expectedSizeRange: "The expected size must be a whole number from 2 to 5,000.",
  pendingFull:
    "Too many votes in this room are waiting for the facilitator's approval. Please ask the facilitator.",
  voteWaiting: "Your vote is waiting for the facilitator's approval.",
  networkNotFound: "No guest votes from that network are waiting.",
  codeChanged:
    "This room's join code has changed. Please scan the code on the screen again, or ask the facilitator for it.",
} as const;

/** Whether an expected size is a whole number from 2 to 5,000. */
export function isValidExpectedSize(value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= ROOM_EXPECTED_SIZE_RANGE.min &&
    value <= ROOM_EXPECTED_SIZE_RANGE.max
  );
}

/** A room's expected size (rooms made before it existed: the default). */
export function expectedSizeOf(room: { expectedSize?: number }): number {
  return room.expectedSize ?? ROOM_EXPECTED_SIZE;
}

/**
 * Whether a guest's vote arriving in a room waits for approval: the room already counts
 * its expected size of votes, or this guest is beyond its address's allowance
 * (`addressGuests` counts the guests from the address including this one; null when the
 * backend reported no address, which is then not limited).
 */
export function guestVoteWaits(args: {
  roomVotes: number;
  expectedSize: number;
  addressGuests: number | null;
}): boolean {
  return (
    args.roomVotes >= args.expectedSize ||
    (args.addressGuests !== null && args.addressGuests > GUESTS_PER_ADDRESS_PER_ROOM)
  );
}

/**
 * The burst window as a policy of the one limiter shape (convex/domain/rateLimiter.ts): a
 * minute from its first guest that only counts (no guest is refused by it).
 */
export const BURST_WINDOW_POLICY: LimiterPolicy = {
  free: Infinity,
  windowMs: BURST_WINDOW_MS,
  runsFrom: "fixed",
  beyondFree: { kind: "refuse" },
};

/** A source's one-minute window after one more guest arrives at `now`. */
export function nextGuestWindow(
  current: { windowStart: number; windowGuests: number } | null,
  now: number,
): { windowStart: number; windowGuests: number } {
  const state =
    current === null ? null : { count: current.windowGuests, windowStart: current.windowStart };
  const decision = rateLimiter(BURST_WINDOW_POLICY, clockAt(now)).take(state);
  // Nothing is beyond an infinite free count; a refusal would be a broken policy.
  if (!decision.allowed) throw new Error("The burst window never refuses a guest");
  return { windowStart: decision.next.windowStart, windowGuests: decision.next.count };
}

/**
 * Whether a burst of `guests` from one network may be shown: at least BURST_MIN_GUESTS,
 * and never fewer than the room's threshold, the smallest group the room ever shows.
 */
export function isShownBurst(guests: number, threshold: number): boolean {
  return guests >= Math.max(BURST_MIN_GUESTS, threshold);
}
