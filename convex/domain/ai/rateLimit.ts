/**
 * Rate limits for the AI actions (docs/security.md "Sign-in and budgets"): fixed
 * one-minute windows, one bucket per key, no bucket shared by every visitor.
 * - Every request, signed in or not, counts against its client address: all the
 *   identities one address uses together (accounts, anonymous sign-ins, client ids), so
 *   that making free accounts does not multiply the address's allowance (issue 28).
 * - A signed-in user also has their own bucket.
 * - An anonymous caller also counts against the anonymous share of its address (all its
 *   client ids together, so rotating ids does not escape it), which is smaller than the
 *   address's whole allowance, so anonymous traffic can never use up what signed-in users
 *   there get; and against (address, client id), so one tab cannot use up its household's
 *   allowance either. Callers without a reported address share UNKNOWN_ADDRESS_BUCKETS
 *   address buckets, chosen by client id (by user id when signed in).
 * Pure decisions; convex/model/aiRateLimit.ts stores the windows.
 */
import { UNKNOWN_ADDRESS } from "../clientAddress";
import { clockAt, rateLimiter, type LimiterPolicy } from "../rateLimiter";
import { shardOfVoter } from "../tallyShards";

/** Window length (ms). */
export const RATE_WINDOW_MS = 60_000;
/** AI requests per minute for one signed-in user. */
export const USER_LIMIT = 20;
/** AI requests per minute for one anonymous client (its client id, at one address). */
export const CLIENT_LIMIT = 10;
/**
 * AI requests per minute for all anonymous callers at one address together: room for a
 * classroom of guests behind one router (about six busy browsers), far below what one
 * client rotating ids could take from a shared bucket.
 */
export const ANONYMOUS_ADDRESS_LIMIT = 60;
/**
 * AI requests per minute from one address, whoever makes them (accounts and anonymous
 * callers together). A workshop of 30 behind one router asks for a search or a manifesto
 * now and then, a few a minute each at the busiest, which this serves; ten free accounts
 * (200 a minute at USER_LIMIT each) get this and no more. Twice the anonymous share, so
 * anonymous callers can take at most half of it.
 */
export const ADDRESS_LIMIT = 120;
/**
 * Buckets the callers without a reported address are spread over, by client id (by user
 * id when signed in). One shared "unknown" bucket would be a row every such request
 * writes, so that concurrent requests conflict (docs/scale.md "Hot rows"); split, they
 * rarely do. Together they allow UNKNOWN_ADDRESS_BUCKETS × ANONYMOUS_ADDRESS_LIMIT
 * anonymous requests a minute (1,920): a client rotating ids reaches at most that, as it
 * could one bucket before.
 */
export const UNKNOWN_ADDRESS_BUCKETS = 32;
/** Longest client id accepted (characters); longer ones are cut. */
export const MAX_CLIENT_ID_LENGTH = 100;

export interface RateWindow {
  windowStart: number;
  count: number;
}

export interface RateRule {
  key: string;
  limit: number;
}

/**
 * Who is asking, and from which address (null: not reported): a signed-in user, or an
 * anonymous caller with its optional client id.
 */
export type RateCaller =
  | { userId: string; address: string | null }
  | { address: string | null; clientId: string | undefined };

/** The address's bucket name: the address, or for none one of the unknown buckets. */
function addressBucket(address: string | null, spreadBy: string): string {
  if (address !== null) return address;
  return `${UNKNOWN_ADDRESS}#${shardOfVoter(spreadBy, UNKNOWN_ADDRESS_BUCKETS)}`;
}

/** The buckets a request counts against: all of them must have room. */
export function rateRules(caller: RateCaller): RateRule[] {
  if ("userId" in caller) {
    return [
      { key: `address:${addressBucket(caller.address, caller.userId)}`, limit: ADDRESS_LIMIT },
      { key: `user:${caller.userId}`, limit: USER_LIMIT },
    ];
  }
  const address = caller.address ?? UNKNOWN_ADDRESS;
  const client = caller.clientId?.trim().slice(0, MAX_CLIENT_ID_LENGTH);
  const bucket = addressBucket(caller.address, client ?? "");
  const rules: RateRule[] = [
    { key: `address:${bucket}`, limit: ADDRESS_LIMIT },
    { key: `anonymous:${bucket}`, limit: ANONYMOUS_ADDRESS_LIMIT },
  ];
  if (client) rules.push({ key: `client:${address}|${client}`, limit: CLIENT_LIMIT });
  return rules;
}

export type RateDecision =
  { allowed: true; next: RateWindow } | { allowed: false; retryAfterMs: number };

/** A bucket's limit as a policy of the one limiter shape (convex/domain/rateLimiter.ts). */
export function aiRatePolicy(limit: number): LimiterPolicy {
  return {
    free: limit,
    windowMs: RATE_WINDOW_MS,
    runsFrom: "fixed",
    beyondFree: { kind: "refuse" },
  };
}

/** Whether one more request fits the window, and the window after counting it. */
export function decide(current: RateWindow | null, limit: number, now: number): RateDecision {
  const decision = rateLimiter(aiRatePolicy(limit), clockAt(now)).take(current);
  if (!decision.allowed) return decision;
  const { windowStart, count } = decision.next;
  return { allowed: true, next: { windowStart, count } };
}
