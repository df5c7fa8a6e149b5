/**
 * Rate limits for the AI actions: fixed one-minute windows per signed-in user, per
 * anonymous client, and for all anonymous callers together (a client id is chosen by the
 * browser, so it cannot be the only guard). Pure decisions; convex/model/aiRateLimit.ts
 * stores the windows.
 */

/** Window length (ms). */
export const RATE_WINDOW_MS = 60_000;
/** AI requests per minute for one signed-in user. */
export const USER_LIMIT = 20;
/** AI requests per minute for one anonymous client (by its client id). */
export const CLIENT_LIMIT = 10;
/** AI requests per minute for all anonymous callers together. */
export const ANONYMOUS_LIMIT = 120;
/** Longest client id accepted (characters); longer ones are cut. */
export const MAX_CLIENT_ID_LENGTH = 100;
/** The bucket shared by every anonymous caller. */
export const ANONYMOUS_KEY = "anonymous";

export interface RateWindow {
  windowStart: number;
  count: number;
}

export interface RateRule {
  key: string;
  limit: number;
}

/** The buckets a request counts against. */
export function rateRules(userId: string | null, clientId: string | undefined): RateRule[] {
  if (userId !== null) return [{ key: `user:${userId}`, limit: USER_LIMIT }];
  const rules: RateRule[] = [{ key: ANONYMOUS_KEY, limit: ANONYMOUS_LIMIT }];
  const client = clientId?.trim().slice(0, MAX_CLIENT_ID_LENGTH);
  if (client) rules.push({ key: `client:${client}`, limit: CLIENT_LIMIT });
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
