/**
 * Rate limits for the AI actions (docs/security.md "Sign-in and budgets"): fixed
 * one-minute windows, one bucket per key, no bucket shared by every visitor.
 * - A signed-in user has their own bucket, apart from every anonymous one, so anonymous
 *   traffic can never use up what signed-in users get.
 * - An anonymous caller counts against its client address (all its client ids together,
 *   so rotating ids does not escape it) and against (address, client id), so one tab
 *   cannot use up its household's allowance either. Callers without a reported address
 *   share UNKNOWN_ADDRESS_BUCKETS address buckets, chosen by client id.
 * Pure decisions; convex/model/aiRateLimit.ts stores the windows.
 */
import { UNKNOWN_ADDRESS } from "../clientAddress";
import { shardOfVoter } from "../tallyShards";

/** Window length (ms). */
export const RATE_WINDOW_MS = 60_000;
/** AI requests per minute for one signed-in user. */
export const USER_LIMIT = 20;
/** AI requests per minute for one anonymous client (its client id, at one address). */
export const CLIENT_LIMIT = 10;
/**
 * AI requests per minute for all anonymous callers at one address together: room for a
 * classroom or workshop behind one router (about six busy browsers), far below what one
 * client rotating ids could take from a shared bucket.
 */
export const ADDRESS_LIMIT = 60;
/**
 * Buckets the callers without a reported address are spread over, by client id. One
 * shared "unknown" bucket would be a row every such request writes, so that concurrent
 * requests conflict (docs/scale.md "Hot rows"); split, they rarely do. Together they allow
 * UNKNOWN_ADDRESS_BUCKETS × ADDRESS_LIMIT requests a minute (1,920): a client rotating
 * ids reaches at most that, as it could one bucket before.
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

/** Who is asking: a signed-in user, or an anonymous caller at an address (null: unknown). */
export type RateCaller =
  { userId: string } | { address: string | null; clientId: string | undefined };

/** The buckets a request counts against. */
export function rateRules(caller: RateCaller): RateRule[] {
  if ("userId" in caller) return [{ key: `user:${caller.userId}`, limit: USER_LIMIT }];
  const address = caller.address ?? UNKNOWN_ADDRESS;
  const client = caller.clientId?.trim().slice(0, MAX_CLIENT_ID_LENGTH);
  const bucket =
    caller.address === null
      ? `${UNKNOWN_ADDRESS}#${shardOfVoter(client ?? "", UNKNOWN_ADDRESS_BUCKETS)}`
      : address;
  const rules: RateRule[] = [{ key: `address:${bucket}`, limit: ADDRESS_LIMIT }];
  if (client) rules.push({ key: `client:${address}|${client}`, limit: CLIENT_LIMIT });
  return rules;
}

export type RateDecision =
  { allowed: true; next: RateWindow } | { allowed: false; retryAfterMs: number };

/** Whether one more request fits the window, and the window after counting it. */
export function decide(current: RateWindow | null, limit: number, now: number): RateDecision {
  if (current === null || now - current.windowStart >= RATE_WINDOW_MS) {
    return { allowed: true, next: { windowStart: now, count: 1 } };
  }
  if (current.count >= limit) {
    return { allowed: false, retryAfterMs: current.windowStart + RATE_WINDOW_MS - now };
  }
  return { allowed: true, next: { windowStart: current.windowStart, count: current.count + 1 } };
}
