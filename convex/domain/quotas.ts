/**
 * Per-user quotas (docs/security.md "Quotas"): what one account may store, so that a free
 * account cannot fill the disk. Every figure is far beyond what a real heavy user reaches
 * and is enforced on the server, in the mutation that creates or grows the data
 * (convex/model/quotas.ts). Pure figures and decisions, shared with the browser.
 */
import { clockAt, rateLimiter, type LimiterPolicy } from "./rateLimiter";

/**
 * Saved manifestos one user may keep (the one upserted with a vote is not counted: there
 * is only ever one). A heavy user saves a few dozen; the account page lists the newest
 * 40 (MAX_MANIFESTOS_LISTED).
 */
export const MAX_MANIFESTOS_PER_USER = 100;

/**
 * Bytes (Convex's size of the stored documents, text counted in UTF-8) that one user's
 * saved manifestos may take together: 5 MiB. A manifesto from the builder is about 2 KB,
 * so 100 of them take about 200 KB; 100 averaging 50 KB (about 16,000 characters of
 * text each) still fit. The largest single manifesto (about 188 KB) fits 27 times.
 * Kept under Convex's 8 MiB read limit with room to spare, since a user without a usage
 * row is measured by reading their manifestos (convex/model/quotas.ts).
 */
export const MAX_MANIFESTO_BYTES_PER_USER = 5 * 1024 * 1024;

/** Window of the manifesto creation rate (ms). */
export const MANIFESTO_RATE_WINDOW_MS = 60_000;
/**
 * Manifestos one user may create a minute: a person saves one every few minutes at
 * most; a script is slowed from thousands a minute to this.
 */
export const MANIFESTOS_PER_MINUTE = 30;

/**
 * Workshop rooms one facilitator may create, open or closed. Rooms cannot be deleted, so
 * this is a lifetime figure: a workshop every week for almost four years. A room is a few
 * hundred bytes, so the count, not its size, is what matters.
 */
export const MAX_ROOMS_PER_USER = 200;

/**
 * Votes kept per person, the active one included: each bind deletes the inactive votes
 * further back (issue 35, finding 6: a bind stores about 3.3 KB, and re-binding was
 * unbounded). Progress reads the 5 latest; 20 covers a person re-binding through a whole
 * workshop and a season of changes of mind, and caps one person's history at about 66 KB.
 */
export const MAX_VOTE_HISTORY = 20;

/** Inactive votes a bind deletes at most (the history shrinks to the cap over a few binds). */
export const VOTE_HISTORY_TRIM = 5;

/**
 * Upgrade tickets one guest keeps (guests:prepareUpgrade): one per attempt to sign in or
 * sign up; the newest is the one the browser holds, so a fourth deletes the oldest. A guest
 * once left 74 a second, unbounded (issue 35, finding 6).
 */
export const MAX_UPGRADE_TICKETS_PER_GUEST = 3;

/** One user's saved manifestos: how many, and how many bytes together. */
export interface ManifestoUsage {
  count: number;
  bytes: number;
}

/** The limit a change to a user's manifestos would break, or null if it fits. */
export type ManifestoQuotaBreach = "count" | "bytes" | null;

/**
 * Whether the usage after a change still fits. Only a change that grows the usage is
 * refused (a new manifesto, or an edit that makes one longer): deleting or shortening is
 * always allowed, even for a user already over a limit.
 */
export function manifestoQuotaBreach(
  before: ManifestoUsage,
  after: ManifestoUsage,
): ManifestoQuotaBreach {
  if (after.count > before.count && after.count > MAX_MANIFESTOS_PER_USER) return "count";
  if (after.bytes > before.bytes && after.bytes > MAX_MANIFESTO_BYTES_PER_USER) return "bytes";
  return null;
}

/** A creation-rate window: when it opened and how many manifestos were created in it. */
export interface CreationWindow {
  windowStart: number;
  created: number;
}

/** The creation rate as a policy of the one limiter shape (convex/domain/rateLimiter.ts). */
export const MANIFESTO_RATE_POLICY: LimiterPolicy = {
  free: MANIFESTOS_PER_MINUTE,
  windowMs: MANIFESTO_RATE_WINDOW_MS,
  runsFrom: "fixed",
  beyondFree: { kind: "refuse" },
};

/** The window after one more creation at `now`, or null when the minute's are used up. */
export function nextCreationWindow(
  current: CreationWindow | null,
  now: number,
): CreationWindow | null {
  const state =
    current === null ? null : { count: current.created, windowStart: current.windowStart };
  const decision = rateLimiter(MANIFESTO_RATE_POLICY, clockAt(now)).take(state);
  if (!decision.allowed) return null;
  return { windowStart: decision.next.windowStart, created: decision.next.count };
}

/** "5 MB" for a byte count of whole mebibytes (the messages' figure). */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
