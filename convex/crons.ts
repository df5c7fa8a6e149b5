/**
 * Cron jobs (Convex's `cronJobs()`; the embedded backend runs them too, docs/embedded-backend.md).
 */
import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

/** Tally deltas are folded into their scopes' summaries every second (docs/scale.md). */
crons.interval("fold tally deltas", { seconds: 1 }, internal.tallies.fold, {});

export default crons;
