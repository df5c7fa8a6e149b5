// The checkpoint thread (checkpointer.ts): a connection of its own to the store's file that
// copies the write-ahead log's frames into the database when asked (a PASSIVE checkpoint:
// it never waits for the writer or a reader, and the writer goes on appending meanwhile).
// With `synchronous = FULL` it syncs the log before copying and the database after, so
// the log is only ever reused once what it held is on disk. Plain JavaScript: it loads no
// TypeScript and no app code.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.path);
db.pragma("synchronous = FULL");

parentPort.on("message", (message) => {
  if (message === "close") {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [row] = db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({
      ok: true,
      busy: row.busy,
      log: row.log,
      checkpointed: row.checkpointed,
    });
  } catch (error) {
    parentPort.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
