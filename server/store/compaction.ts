import type { Engine } from "../engine/types";
import type { Logger } from "../log";
import type { DataDir } from "./dataDir";

/**
 * Journals every commit of `engine` in `dataDir`, and compacts the journal into a
 * background snapshot when `dataDir.needsSnapshot()` says so. `onJournalFailure` is called
 * when a commit cannot be appended (the backend stops rather than acknowledge it).
 */
export function journalCommits(
  engine: Engine,
  dataDir: DataDir,
  log: Pick<Logger, "error">,
  onJournalFailure: (error: unknown) => void,
): void {
  const compact = () => {
    if (!dataDir.needsSnapshot()) return;
    dataDir
      .startSnapshot(engine.exportState())
      .catch((error: unknown) => log.error("background snapshot failed", error));
  };
  engine.onCommit((commit) => {
    try {
      dataDir.appendCommit(commit);
    } catch (error) {
      onJournalFailure(error);
    }
    // Outside the commit, so that the export and the journal rotation fall between commits.
    if (dataDir.needsSnapshot()) setImmediate(compact);
  });
}
