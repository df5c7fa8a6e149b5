/**
 * Throttles on making new identities: password sign-ups and guest (Anonymous) sign-ins,
 * per client address and per network (issue 22, findings 1 and 2; docs/security.md
 * "Sign-up and guest throttling"). Pure decisions; convex/creationThrottle.ts stores one
 * row per key.
 *
 * Each key has a free budget per window, counted from the first creation of the window;
 * after the free ones each further creation waits, 1 s after the last free one, then 2 s,
 * 4 s … doubling up to a cap. When the window has run out the key starts again from zero.
 * Nobody is ever locked out: the longest wait is the cap, or the window's end if sooner.
 */
import { UNKNOWN_ADDRESS } from "./clientAddress";
import { clockAt, rateLimiter, type LimiterPolicy } from "./rateLimiter";
import { formatWait } from "./throttleWords";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** What is being created: an account (password sign-up) or a guest identity. */
export type CreationKind = "signUp" | "guest" | "sample";
/** Which budget refused: the caller's own address, or the network it belongs to. */
export type CreationScope = "address" | "network";

export interface CreationBudget {
  /** Creations per window without any wait. */
  free: number;
  /** The window (ms), from its first creation; then the key starts from zero. */
  windowMs: number;
  /** The wait after the last free creation (ms); it doubles with each further one. */
  baseDelayMs: number;
  /** The longest wait (ms). */
  maxDelayMs: number;
}

/**
 * The budgets. Sign-ups: 20 an hour per address (a household, an office, a small class
 * behind one NAT; a venue LAN gives each phone its own address), 50 an hour per network. Guests: 60 per 10
 * minutes per address (a classroom of 35 behind one school NAT, twice over), 300 per 10
 * minutes per network (a venue's or a university's shared addresses). The reasoning is in
 * docs/security.md.
 */
export const CREATION_BUDGETS: Record<CreationKind, Record<CreationScope, CreationBudget>> = {
  signUp: {
    address: { free: 20, windowMs: HOUR, baseDelayMs: SECOND, maxDelayMs: 10 * MINUTE },
    network: { free: 50, windowMs: HOUR, baseDelayMs: SECOND, maxDelayMs: 10 * MINUTE },
  },
  guest: {
    address: { free: 60, windowMs: 10 * MINUTE, baseDelayMs: SECOND, maxDelayMs: 5 * MINUTE },
    network: { free: 300, windowMs: 10 * MINUTE, baseDelayMs: SECOND, maxDelayMs: 5 * MINUTE },
  },
  // The sample-data panel (convex/seed.ts generateSample): one set can exist at a time, so
  // this only stops a script hammering the button; a visitor presses it once.
  sample: {
    address: { free: 3, windowMs: HOUR, baseDelayMs: MINUTE, maxDelayMs: HOUR },
    network: { free: 10, windowMs: HOUR, baseDelayMs: MINUTE, maxDelayMs: HOUR },
  },
};

/** The longest window of any budget: a row older than this may be pruned. */
export const LONGEST_WINDOW_MS = Math.max(
  ...Object.values(CREATION_BUDGETS).flatMap((scopes) =>
    Object.values(scopes).map((budget) => budget.windowMs),
  ),
);

/** One key's record. */
export interface CreationState {
  /** Creations in the current window. */
  count: number;
  /** ms since epoch of the window's first creation. */
  windowStart: number;
  /** ms since epoch before which the next creation is refused. */
  blockedUntil: number;
}

/** A budget as a policy of the one limiter shape (convex/domain/rateLimiter.ts). */
export function creationPolicy(budget: CreationBudget): LimiterPolicy {
  return {
    free: budget.free,
    windowMs: budget.windowMs,
    runsFrom: "fixed",
    beyondFree: { kind: "wait", baseDelayMs: budget.baseDelayMs, maxDelayMs: budget.maxDelayMs },
  };
}

/** The wait after the `count`-th creation of a window: none until `free`, then doubling. */
export function creationDelayAfter(count: number, budget: CreationBudget): number {
  return rateLimiter(creationPolicy(budget)).delayAfter(count);
}

export type CreationDecision =
  { allowed: true; next: CreationState } | { allowed: false; retryAfterMs: number };

/** Whether a creation may go ahead now, and the key's record once it is counted. */
export function decideCreation(
  current: CreationState | null,
  budget: CreationBudget,
  now: number,
): CreationDecision {
  const decision = rateLimiter(creationPolicy(budget), clockAt(now)).take(current);
  if (!decision.allowed) return decision;
  const { count, windowStart, blockedUntil = 0 } = decision.next;
  return { allowed: true, next: { count, windowStart, blockedUntil } };
}

/**
 * The network an address key (convex/domain/clientAddress.ts) belongs to: an IPv4
 * address's /24, an IPv6 /64's /48 (the address key is already the /64; a /48 is what a
 * free tunnel broker hands one person). Private, loopback and link-local addresses are
 * their own network: on a venue's LAN every phone has one, and the whole venue shares one
 * /24. Anything else (and "unknown") is its own network too.
 */
export function networkKey(address: string | null): string {
  if (address === null) return UNKNOWN_ADDRESS;
  const ipv4 = address.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/);
  if (ipv4) {
    if (isPrivateIpv4(Number(ipv4[1]), Number(ipv4[2]))) return address;
    return `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24`;
  }
  const ipv6 = address.match(
    /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/,
  );
  if (ipv6) {
    if (isPrivateIpv6(ipv6[1])) return address;
    return `${ipv6[1]}:${ipv6[2]}:${ipv6[3]}::/48`;
  }
  return address;
}

/** 10/8, 172.16/12, 192.168/16, 127/8 (loopback), 169.254/16 (link-local). */
function isPrivateIpv4(a: number, b: number): boolean {
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** fc00::/7 (unique local), fe80::/10 (link-local), and ::1's /64 ("0:0:0:0::/64"). */
function isPrivateIpv6(firstGroup: string): boolean {
  const first = parseInt(firstGroup, 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || first === 0;
}

/** The keys a creation is counted under: its address's and, when different, its network's. */
export function creationKeys(
  kind: CreationKind,
  address: string | null,
): { scope: CreationScope; key: string }[] {
  const own = address ?? UNKNOWN_ADDRESS;
  const network = networkKey(address);
  const keys: { scope: CreationScope; key: string }[] = [
    { scope: "address", key: `${kind}|address|${own}` },
  ];
  if (network !== own) keys.push({ scope: "network", key: `${kind}|network|${network}` });
  return keys;
}

/** The error code of a refused creation. */
export const CREATION_ERROR_CODES = {
  signUp: "TOO_MANY_SIGN_UPS",
  guest: "TOO_MANY_GUESTS",
  sample: "TOO_MANY_SAMPLES",
} as const satisfies Record<CreationKind, string>;

/**
 * The refusal, with the wait rounded up: "Too many new accounts from your network. Please
 * wait 2 minutes and try again." ("network" for both scopes: to the person behind a
 * shared address, the address is their network).
 */
export function tooManyCreationsMessage(kind: CreationKind, retryAfterMs: number): string {
  const what =
    kind === "signUp" ? "new accounts" : kind === "guest" ? "new guests" : "sample data requests";
  return `Too many ${what} from your network. Please wait ${formatWait(retryAfterMs)} and try again.`;
}

/**
 * Sign-ups that come through an open room's join link (docs/rooms.md "Sign-ups behind one
 * address"): a classroom or an office is often one address, and 20 sign-ups an hour would
 * stall an accounts-only room at its 21st participant. Such a sign-up draws on the room's
 * own budget instead: the facilitator's expected size per hour for the room, and at most
 * ROOM_SIGN_UPS_PER_ADDRESS an hour from one address across every room, so a hostile
 * owner's 5,000-person room cannot mint accounts from one address without end. When
 * either is spent the sign-up falls back to the ordinary address and network budgets.
 */
export const ROOM_SIGN_UPS_PER_ADDRESS = 200;

/** The room's budget: its expected size (2 to 5,000, docs/rooms.md "Stuffing") an hour. */
export function roomSignUpBudget(expectedSize: number): CreationBudget {
  return { ...CREATION_BUDGETS.signUp.address, free: expectedSize };
}

/** The budget of sign-ups through any room from one address. */
export const ROOM_ADDRESS_SIGN_UP_BUDGET: CreationBudget = {
  ...CREATION_BUDGETS.signUp.address,
  free: ROOM_SIGN_UPS_PER_ADDRESS,
};

/** The keys a room sign-up is counted under: the room's, and the address's room budget. */
export function roomSignUpKeys(roomId: string, address: string | null): string[] {
  return [`signUp|room|${roomId}`, `signUp|roomAddress|${address ?? UNKNOWN_ADDRESS}`];
}

/**
 * Whether one more creation fits in the budget's free ones now (no wait at all): a room
 * sign-up uses the room's budget only while it is free, else the ordinary budgets.
 */
export function withinFreeCreations(
  current: CreationState | null,
  budget: CreationBudget,
  now: number,
): boolean {
  const fresh = current === null || now - current.windowStart >= budget.windowMs;
  return fresh || current.count < budget.free;
}
