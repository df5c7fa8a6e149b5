/**
 * What the fan-out does after commits, counted (docs/embedded-backend.md "Fan-out per
 * bind"): enough to break one bind's path to its watchers' updates into commits,
 * invalidations, re-runs (of which queries, how many changed nothing) and the frames sent.
 * Plain counters, cheap enough to keep always; `bench/live.ts` reads them from the backend
 * process (`server/cli.ts`, the `stats` message) before and after a phase and prints them
 * per bind.
 */
export interface FanOutStats {
  /** Commits the engine reported (each invalidates what it touched). */
  commits: number;
  /** Of those, made by a scheduled function (the tally fold, the scheduler's own records). */
  scheduledCommits: number;
  /** Subscriptions a commit marked for a re-run (already marked ones not counted again). */
  invalidated: number;
  /** Broadcast rounds run. */
  rounds: number;
  /** Rounds that ran out of their time budget (`ROUND_MS`) with connections left waiting. */
  roundsOutOfTime: number;
  /**
   * Connections such a round sent at its end, their queries current by then (re-run for
   * other watchers), rather than leaving them for the next round.
   */
  sentAfterBudget: number;
  /** Updates after a connection's own mutation (`flushFor`). */
  ownUpdates: number;
  /** Queries re-run after a commit (one re-run serves every watcher of its subscription). */
  reruns: number;
  /** Re-runs whose result was the one already held: nothing to send. */
  rerunsUnchanged: number;
  /** Re-runs by function path. */
  rerunsByPath: Record<string, number>;
  /** Milliseconds spent re-running (the sum of each re-run's own time). */
  rerunMs: number;
  /** Milliseconds spent in broadcast rounds and updates after a mutation, sends included. */
  roundMs: number;
  /**
   * Milliseconds from a commit to the start of the broadcast round that covered it, summed
   * over rounds (for each round, the oldest commit it covered).
   */
  waitMs: number;
  /** Transition frames sent after commits (rounds and updates after a mutation). */
  transitions: number;
  /** Of those, frames with no changed result (a newer timestamp only). */
  emptyTransitions: number;
  /** Query results those frames carried: one per (connection, query id) whose result changed. */
  resultsSent: number;
  /** Characters of those frames (their bytes when ASCII, as the app's results are). */
  transitionBytes: number;
}

export function newFanOutStats(): FanOutStats {
  return {
    commits: 0,
    scheduledCommits: 0,
    invalidated: 0,
    rounds: 0,
    roundsOutOfTime: 0,
    sentAfterBudget: 0,
    ownUpdates: 0,
    reruns: 0,
    rerunsUnchanged: 0,
    rerunsByPath: {},
    rerunMs: 0,
    roundMs: 0,
    waitMs: 0,
    transitions: 0,
    emptyTransitions: 0,
    resultsSent: 0,
    transitionBytes: 0,
  };
}

/** `after - before`, field by field (`rerunsByPath` too): what a phase added. */
export function statsDelta(after: FanOutStats, before: FanOutStats): FanOutStats {
  const delta = newFanOutStats();
  for (const key of Object.keys(delta) as (keyof FanOutStats)[]) {
    if (key === "rerunsByPath") continue;
    (delta[key] as number) = (after[key] as number) - (before[key] as number);
  }
  for (const [path, runs] of Object.entries(after.rerunsByPath)) {
    const grew = runs - (before.rerunsByPath[path] ?? 0);
    if (grew > 0) delta.rerunsByPath[path] = grew;
  }
  return delta;
}
