import type { Engine } from "../engine/types";
import type { Logger } from "../log";
import type { DataDir } from "./dataDir";

/**
 * How long writes must pause before a journal worth compacting is snapshotted (see
 * DataDir.needsIdleSnapshot): long enough that a workshop's bursts do not trigger it.
 */
export const IDLE_SNAPSHOT_MS = 10_000;

/**
 * Journals every commit of `engine` in `dataDir`, and compacts the journal into a
 * background snapshot when it grows past `dataDir.needsSnapshot()`'s bound, or when writes
 * have paused for `idleMs` with a journal worth compacting. `onJournalFailure` is called
 * when a commit cannot be appended (the backend stops rather than acknowledge it).
 */
export function journalCommits(
  engine: Engine,
  dataDir: DataDir,
  log: Pick<Logger, "error">,
  onJournalFailure: (error: unknown) => void,
  idleMs = IDLE_SNAPSHOT_MS,
): void {
  const compact = (needed: () => boolean) => {
    if (!needed()) return;
    dataDir
      .startSnapshot(engine.exportState())
      .catch((error: unknown) => log.error("background snapshot failed", error));
  };
  const needsSnapshot = () => dataDir.needsSnapshot();
  const needsIdleSnapshot = () => dataDir.needsIdleSnapshot();
  // One timer, pushed back by every commit; it never keeps the process alive.
  const idle = setTimeout(() => compact(needsIdleSnapshot), idleMs);
  idle.unref();
  engine.onCommit((commit) => {
    try {
      dataDir.appendCommit(commit);
    } catch (error) {
      onJournalFailure(error);
    }
    // Outside the commit, so that the export and the journal rotation fall between commits.
    if (dataDir.needsSnapshot()) setImmediate(() => compact(needsSnapshot));
    idle.refresh();
  });
}
