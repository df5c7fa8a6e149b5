/**
 * Export and import (scripts/snapshotData.ts): a data directory → Convex snapshot ZIP →
 * another data directory keeps every document and reference; two workshops merge into one
 * directory without clashes and with tallies equal to a recount.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { buildSeededDataDir } from "../../bench/liveSeed";
import { ENGINE_FILE } from "../../server/backend";
import { createSqliteEngine, type SqliteEngine } from "../../server/engine/sqlite/engine";
import { decodeId } from "../../server/engine/sqlite/ids";
import {
  checkTallies,
  DERIVED_TABLES,
  exportSnapshot,
  importSnapshot,
  KEY_TABLES,
  LOCAL_TABLES,
  readSnapshot,
  schemaJsonOf,
} from "../../scripts/snapshotData";
import { readZip } from "../../server/store/zip";
import { recountScope, tallyDifferences } from "../../convex/recount.helpers";
import schema from "../../convex/schema";

const CONVEX_DIR = resolve(import.meta.dirname, "../../convex");
const SCHEMA_TABLES = schemaJsonOf(schema);
/** What an export leaves out: derived tables, keys, this deployment's running state. */
const NOT_EXPORTED = [...DERIVED_TABLES, ...KEY_TABLES, ...LOCAL_TABLES];
const work = mkdtempSync(join(tmpdir(), "snapshot-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function open(dir: string) {
  mkdirSync(dir, { recursive: true });
  return createSqliteEngine(CONVEX_DIR, join(dir, ENGINE_FILE));
}

/**
 * Every user document of a store, id → JSON text, without what an export leaves out (and
 * password hashes, which it drops).
 */
function documents(engine: SqliteEngine): Map<string, string> {
  engine.store.flush();
  const rows = engine.store.db
    .prepare<[], { tbl: string; id: string; json: string }>("SELECT tbl, id, json FROM documents")
    .all();
  return new Map(
    rows
      .filter((row) => !row.tbl.startsWith("_") && !NOT_EXPORTED.includes(row.tbl))
      .map((row) => {
        if (row.tbl !== "authAccounts") return [row.id, row.json];
        const { secret, ...account } = JSON.parse(row.json) as Record<string, unknown>;
        void secret;
        return [row.id, JSON.stringify(account)];
      }),
  );
}

async function nationalTallyDifferences(engine: SqliteEngine) {
  return tallyDifferences(await engine.runTransaction((ctx) => recountScope(ctx as never)));
}

async function totalVotes(engine: SqliteEngine): Promise<number> {
  const overview = (await engine.runInternal("community:overview", {})) as { totalVotes: number };
  return overview.totalVotes;
}

/** A workshop's data directory with `votes` votes, exported to a ZIP. */
async function workshop(name: string, votes: number) {
  const dir = join(work, name);
  mkdirSync(dir);
  await buildSeededDataDir(dir, votes, 0);
  const engine = await open(dir);
  const zip = join(work, `${name}.zip`);
  const summary = exportSnapshot(engine, zip);
  const docs = documents(engine);
  engine.close();
  return { zip, summary, docs };
}

describe("export and import", () => {
  test("a round trip keeps every document and reference; two workshops merge", async () => {
    const a = await workshop("a", 12);
    const b = await workshop("b", 9);

    // The layout npx convex import takes.
    const entries = readZip(a.zip);
    expect(entries.has("README.md")).toBe(true);
    const tableLines = entries
      .get("_tables/documents.jsonl")!
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { name: string; id: number });
    expect(tableLines.map((t) => t.name)).toContain("userVotes");
    for (const { name, id } of tableLines) {
      const first = entries.get(`${name}/documents.jsonl`)!.toString().split("\n")[0];
      expect(decodeId(JSON.parse(first)._id)?.tableNumber).toBe(id);
    }
    expect(readSnapshot(a.zip, SCHEMA_TABLES).get("userVotes")).toHaveLength(12);

    // Round trip into an empty directory: the same documents, ids and references.
    const target = join(work, "national");
    const engine = await open(target);
    const first = await importSnapshot(engine, a.zip, SCHEMA_TABLES);
    expect(first.activeVotes).toBe(12);
    expect(documents(engine)).toEqual(a.docs);
    expect(await totalVotes(engine)).toBe(12);
    expect(await nationalTallyDifferences(engine)).toEqual([]);

    // The second workshop merges in: its catalogue maps onto this one, tallies are recounted.
    const second = await importSnapshot(engine, b.zip, SCHEMA_TABLES);
    expect(second.catalogueMatched).toBeGreaterThan(0);
    expect(second.imported.narratives ?? 0).toBe(0);
    expect(second.imported.userVotes).toBe(9);
    expect(await totalVotes(engine)).toBe(21);
    expect(await nationalTallyDifferences(engine)).toEqual([]);
    expect(checkTallies(engine).differences).toEqual([]);
    // The check sees a shard that is off by one vote.
    await engine.runTransaction(async (ctx) => {
      const shard = (await ctx.db.query("tallyShards").first())!;
      await ctx.db.patch(shard._id as never, { totalVotes: (shard.totalVotes as number) + 1 });
      return null;
    });
    expect(checkTallies(engine).differences).toHaveLength(1);
    const merged = documents(engine);
    for (const [id, json] of a.docs) expect(merged.get(id)).toBe(json);
    // Every reference resolves in the merged directory.
    for (const json of merged.values()) {
      const doc = JSON.parse(json) as Record<string, unknown>;
      for (const field of ["narrativeId", "policyId", "userId", "roomId"]) {
        if (doc[field] !== undefined) expect(merged.has(String(doc[field]))).toBe(true);
      }
      for (const policyId of (doc.selectedPolicyIds as string[] | undefined) ?? []) {
        expect(merged.has(policyId)).toBe(true);
      }
    }

    // The same ZIP twice is refused, and nothing is written.
    const before = merged.size;
    await expect(importSnapshot(engine, a.zip, SCHEMA_TABLES)).rejects.toThrow(
      /already in this data directory/,
    );
    expect(documents(engine).size).toBe(before);
    engine.close();
  }, 120_000);

  test("documents with counter ids of the old format get new ids, references rewritten", async () => {
    const dir = join(work, "old-ids");
    const engine = await open(dir);
    const userId = "000000000001users";
    const narrativeId = "000000000002narratives";
    engine.importState({
      documents: [
        [userId, { _id: userId, _creationTime: 1, name: "Old voter" }],
        [
          narrativeId,
          {
            _id: narrativeId,
            _creationTime: 2,
            catalogueKey: "old",
            title: "Old",
            description: "An old narrative.",
            type: "anchor",
            quadrant: "rewild",
            popularityScore: 50,
          },
        ],
        [
          "000000000003profiles",
          {
            _id: "000000000003profiles",
            _creationTime: 3,
            userId,
            email: null,
            lastVoteCycle: null,
            lastVoteAt: null,
            lastSignInAt: null,
          },
        ],
      ],
      lastCommitTs: engine.lastCommitTs(),
    });
    const zip = join(work, "old-ids.zip");
    expect(exportSnapshot(engine, zip).reIded).toBe(3);
    engine.close();
    // readSnapshot refuses any id that is not in Convex's format.
    const tables = readSnapshot(zip, SCHEMA_TABLES);
    const user = tables.get("users")![0];
    const profile = tables.get("profiles")![0];
    expect(decodeId(String(user._id))).not.toBeNull();
    expect(profile.userId).toBe(user._id);
    expect(decodeId(String(tables.get("narratives")![0]._id))).not.toBeNull();
  });
});
