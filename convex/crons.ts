/**
 * Cron jobs (Convex's `cronJobs()`; the embedded backend runs them too, docs/embedded-backend.md).
 */
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";
import { RETENTION_INTERVAL_MS } from "./domain/privacy";
import { EQUAL_SHARES_INTERVAL_S } from "./model/equalShares";

const crons = cronJobs();

/** Tally deltas are folded into their scopes' summaries every second (docs/scale.md). */
crons.interval("fold tally deltas", { seconds: 1 }, internal.tallies.fold, {});

/**
 * The proportional community manifesto of every scope whose folded tallies changed
 * (convex/equalShares.ts, docs/equal-shares.md "Live").
 */
crons.interval(
  "equal shares manifestos",
  { seconds: EQUAL_SHARES_INTERVAL_S },
  internal.equalShares.recompute,
  {},
);

/**
 * The privacy retention job (docs/privacy.md "Retention"): a cron rather than a chain of
 * scheduled runs, so no document holds a scheduled function's id (an export must not).
 */
crons.interval(
  "privacy retention",
  { minutes: RETENTION_INTERVAL_MS / 60_000 },
  internal.privacy.runRetention,
  {},
);

export default crons;
