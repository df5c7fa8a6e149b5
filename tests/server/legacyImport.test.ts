import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freshDataDir, startBackendProcess } from "./harness";
import { httpCall, openSocket, handshake } from "./hardening/wire";

/** Ids as convex-test made them: a zero-padded counter and the table, 32 characters. */
const idOf = (counter: number) => `${String(counter).padStart(24, "0")}messages`;
const SNAPSHOT_ID = idOf(10_000);
const JOURNAL_ID = idOf(10_001);
const message = (id: string, body: string, creationTime: number) => ({
  _id: id,
  _creationTime: creationTime,
  body,
  author: "anonymous",
});

/**
 * A data directory as the backend wrote it before SQLite: a snapshot, a journal with a
 * commit after it, one already in the snapshot, a client mutation's commit whose response
 * record was never written, and a last record cut short by a crash.
 */
function writeLegacyDataDir(dir: string) {
  const header = { version: 2, lastCommitTs: "2000", mutations: [] };
  writeFileSync(
    join(dir, "snapshot.json"),
    `${JSON.stringify(header)}\n${JSON.stringify([SNAPSHOT_ID, message(SNAPSHOT_ID, "from the snapshot", 1)])}\n`,
  );
  const records = [
    { t: "c", ts: "1000", w: [[SNAPSHOT_ID, message(SNAPSHOT_ID, "stale", 1)]] },
    {
      t: "c",
      ts: "3000",
      w: [[JOURNAL_ID, message(JOURNAL_ID, "from the journal", 2)]],
      // An anonymous caller's key: its (empty) identity hash, session and request id.
      k: "|legacy-session:7",
      r: JOURNAL_ID,
    },
  ];
  writeFileSync(
    join(dir, "journal.log"),
    records.map((record) => JSON.stringify(record)).join("\n") +
      `\n{"t":"c","ts":"4000","w":[["${idOf(10_002)}",{"_id"`,
  );
}

describe("a data directory in the format before SQLite", () => {
  it("is imported once on start, ids and de-duplication kept, old files moved aside", async () => {
    const dataDir = freshDataDir();
    writeLegacyDataDir(dataDir);
    const first = await startBackendProcess({ dataDir });
    try {
      const { body } = await httpCall(first, "query", "messages:list");
      expect(body.value).toEqual(["from the snapshot", "from the journal"]);
      expect(existsSync(join(dataDir, "snapshot.json"))).toBe(false);
      expect(existsSync(join(dataDir, "journal.log"))).toBe(false);
      const moved = readdirSync(dataDir).filter((name) => name.startsWith("imported-"));
      expect(moved).toHaveLength(1);
      expect(readdirSync(join(dataDir, moved[0])).sort()).toEqual(["journal.log", "snapshot.json"]);
      // New documents get random ids in Convex's format; the imported ids stay as they are.
      const sent = await httpCall(first, "mutation", "messages:send", { body: "after" });
      expect(sent.body.value).toMatch(/^[0-9a-hjkmnp-tv-z]{32}$/);
    } finally {
      await first.stop();
    }

    const second = await startBackendProcess({ dataDir });
    try {
      const { body } = await httpCall(second, "query", "messages:list");
      expect(body.value).toEqual(["from the snapshot", "from the journal", "after"]);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it("answers a mutation re-sent from before the upgrade with its journaled result", async () => {
    const dataDir = freshDataDir();
    writeLegacyDataDir(dataDir);
    const backend = await startBackendProcess({ dataDir });
    try {
      const socket = await openSocket(backend);
      handshake(socket, "legacy-session");
      socket.send({
        type: "Mutation",
        requestId: 7,
        udfPath: "messages:send",
        args: [{ body: "from the journal" }],
      });
      const answer = await socket.next((m) => m.type === "MutationResponse");
      expect(answer.success).toBe(true);
      expect(answer.result).toBe(JOURNAL_ID);
      socket.close();
      const { body } = await httpCall(backend, "query", "messages:list");
      expect(body.value).toEqual(["from the snapshot", "from the journal"]);
    } finally {
      await backend.stop();
    }
  }, 60_000);
});
