/**
 * Export and import that round-trip (issue 35, findings 1–3): a data directory that has
 * imported a workshop starts (one import, a merge into a directory that has run, a ZIP
 * shaped like `npx convex export`'s); every export passes Convex's import rules; a ZIP
 * carries no keys; an import checks everything before it writes, refuses zip bombs before
 * inflating them, and keeps verification only when asked.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { buildSeededDataDir } from "../../bench/liveSeed";
import { ENGINE_FILE, startBackend } from "../../server/backend";
import { createSqliteEngine, type SqliteEngine } from "../../server/engine/sqlite/engine";
import { encodeId } from "../../server/engine/sqlite/ids";
import { readZip, ZipLimitError, ZipWriter } from "../../server/store/zip";
import {
  pseudonymiseRoomSource,
  checkConvexImportRules,
  checkTallies,
  exportSnapshot,
  importSnapshot,
  KEY_TABLES,
  schemaJsonOf,
} from "../../scripts/snapshotData";
import schema from "../../convex/schema";
import { FIXTURE_CONVEX } from "./harness";

const CONVEX_DIR = resolve(import.meta.dirname, "../../convex");
const SCHEMA = schemaJsonOf(schema);
/** Ports of this file's backends (the importdel range, 5350–5399). */
let nextPort = 5360;
const work = mkdtempSync(join(tmpdir(), "import-round-trip-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function open(dir: string) {
  mkdirSync(dir, { recursive: true });
  return createSqliteEngine(CONVEX_DIR, join(dir, ENGINE_FILE));
}

/** Starts the real backend on `dir` (catalogue check, retention start, crons), then stops it. */
async function startsAndAnswers(dir: string): Promise<number> {
  const port = nextPort;
  nextPort += 2;
  const backend = await startBackend({
    port,
    dataDir: dir,
    convexDir: CONVEX_DIR,
    seed: true,
    quiet: true,
  });
  try {
    const overview = (await backend.engine.runInternal("community:overview", {})) as {
      totalVotes: number;
    };
    return overview.totalVotes;
  } finally {
    await backend.close();
  }
}

/**
 * A workshop directory that has run: seeded votes, then what sign-in leaves behind (a
 * password account, a session and its refresh token, a verifier, throttle rows) and a
 * verified account; the backend started on it once (the retention job's state written).
 */
async function workshopThatHasRun(name: string, votes: number) {
  const dir = join(work, name);
  mkdirSync(dir);
  await buildSeededDataDir(dir, votes, 0);
  await startsAndAnswers(dir);
  const engine = await open(dir);
  await engine.runTransaction(async (ctx) => {
    const userId = await ctx.db.insert("users", {
      email: `${name}-facilitator@example.org`,
      emailVerificationTime: Date.now(),
    });
    const accountId = await ctx.db.insert("authAccounts", {
      userId,
      provider: "password",
      providerAccountId: `${name}-facilitator@example.org`,
      secret: "$scrypt$a-password-hash",
    });
    const sessionId = await ctx.db.insert("authSessions", {
      userId,
      expirationTime: Date.now() + 86_400_000,
    });
    await ctx.db.insert("authRefreshTokens", {
      sessionId,
      expirationTime: Date.now() + 86_400_000,
    });
    await ctx.db.insert("authVerifiers", { sessionId, signature: "s" });
    await ctx.db.insert("authVerificationCodes", {
      accountId,
      provider: "password",
      code: "123456",
      expirationTime: Date.now() + 60_000,
    });
    await ctx.db.insert("signInThrottles", {
      key: "127.0.0.1|someone@example.org",
      failures: 1,
      lastAttemptAt: Date.now(),
      blockedUntil: 0,
    });
    return null;
  });
  const zip = join(work, `${name}.zip`);
  const summary = exportSnapshot(engine, zip);
  engine.close();
  return { dir, zip, summary };
}

const built = new Map<string, ReturnType<typeof workshopThatHasRun>>();
/** The workshop `name`, built once for the whole file. */
function workshop(name: string, votes: number) {
  if (!built.has(name)) built.set(name, workshopThatHasRun(name, votes));
  return built.get(name)!;
}

describe("a directory that imported a workshop starts", () => {
  test("one import, then a merge into a directory that has run, then a Convex-shaped ZIP", async () => {
    const a = await workshop("a", 6);
    const b = await workshop("b", 4);

    // Convex's own rules: ids, table numbers, checksums, the schema's validators.
    for (const zip of [a.zip, b.zip]) {
      expect(checkConvexImportRules(readZip(zip), SCHEMA).problems).toEqual([]);
    }
    // No keys, no running state, no password hashes.
    const entries = readZip(a.zip);
    // The rows workshopThatHasRun wrote, named here rather than taken from KEY_TABLES.
    const keys = [
      "authSessions",
      "authRefreshTokens",
      "authVerifiers",
      "authVerificationCodes",
      "signInThrottles",
    ];
    expect(KEY_TABLES).toEqual(expect.arrayContaining(keys));
    for (const table of [...keys, "privacyRetention", "roomGuestSources"]) {
      expect(entries.has(`${table}/documents.jsonl`)).toBe(false);
    }
    expect(entries.get("authAccounts/documents.jsonl")!.toString()).not.toContain("secret");
    const text = [...entries.values()].map((data) => data.toString()).join("");
    expect(text).not.toContain("_scheduled_functions");

    // A single import into an empty directory starts and counts the votes.
    const single = join(work, "single");
    let engine = await open(single);
    await importSnapshot(engine, a.zip, SCHEMA);
    engine.close();
    expect(await startsAndAnswers(single)).toBe(6);

    // The second workshop merges into the directory that has now run too.
    engine = await open(single);
    await importSnapshot(engine, b.zip, SCHEMA);
    engine.close();
    expect(await startsAndAnswers(single)).toBe(10);

    // A ZIP as npx convex export writes it: other table numbers, a generated_schema per
    // table, an empty _storage. It is re-encoded into this directory and starts.
    const convexShaped = join(work, "convex-shaped.zip");
    const writer = new ZipWriter(convexShaped);
    const tableLines = entries
      .get("_tables/documents.jsonl")!
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { name: string; id: number });
    writer.add("README.md", entries.get("README.md")!);
    writer.add(
      "_tables/documents.jsonl",
      tableLines.map((t) => `${JSON.stringify({ name: t.name, id: t.id + 7 })}\n`).join(""),
    );
    writer.add("_storage/documents.jsonl", "");
    const renumber = new Map<string, string>();
    const { decodeId } = await import("../../server/engine/sqlite/ids");
    for (const [name, data] of entries) {
      if (!name.endsWith("/documents.jsonl") || name.startsWith("_")) continue;
      for (const line of data.toString().trim().split("\n")) {
        if (line === "") continue;
        const id = String((JSON.parse(line) as { _id: string })._id);
        const decoded = decodeId(id)!;
        renumber.set(id, encodeId(decoded.tableNumber + 7, decoded.random));
      }
    }
    for (const [name, data] of entries) {
      if (!name.endsWith("/documents.jsonl") || name.startsWith("_")) continue;
      const table = name.split("/")[0];
      writer.add(`${table}/generated_schema.jsonl`, `${JSON.stringify("shape")}\n`);
      writer.add(
        name,
        data
          .toString()
          .replace(/"([0-9a-z]{31,37})"/g, (whole, id: string) =>
            renumber.has(id) ? `"${renumber.get(id)}"` : whole,
          ),
      );
    }
    writer.close();
    expect(checkConvexImportRules(readZip(convexShaped), SCHEMA).problems).toEqual([]);
    const fromConvex = join(work, "from-convex");
    engine = await open(fromConvex);
    await importSnapshot(engine, convexShaped, SCHEMA);
    expect(checkTallies(engine).differences).toEqual([]);
    engine.close();
    expect(await startsAndAnswers(fromConvex)).toBe(6);
  }, 240_000);

  test("an export carrying a stored scheduled-function id breaks Convex's rules", async () => {
    // What every directory that had run exported before the retention job was a cron.
    const dir = join(work, "legacy-retention");
    const engine = await open(dir);
    await engine.runTransaction(async (ctx) => {
      const jobId = await ctx.scheduler.runAfter(60_000, "privacy:runRetention" as never, {});
      await ctx.db.insert("privacyRetention", {
        roomsClosedThrough: 0,
        usersCreatedThrough: 0,
        lastRunAt: 0,
        nextRunId: jobId,
      });
      return null;
    });
    engine.store.flush();
    const json = engine.store.db
      .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'privacyRetention'")
      .get()!.json;
    const numbers = JSON.stringify({
      name: "privacyRetention",
      id: engine.ids.numberOf("privacyRetention"),
    });
    engine.close();
    const zip = join(work, "legacy-retention.zip");
    const writer = new ZipWriter(zip);
    writer.add("_tables/documents.jsonl", `${numbers}\n`);
    writer.add("privacyRetention/documents.jsonl", `${json}\n`);
    writer.close();
    const { problems } = checkConvexImportRules(readZip(zip), SCHEMA);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/an id of table "_scheduled_functions"/);
    // This import skips the retention state of another deployment: the directory starts.
    const target = join(work, "legacy-target");
    const into = await open(target);
    await importSnapshot(into, zip, SCHEMA);
    into.close();
    expect(await startsAndAnswers(target)).toBe(0);
  }, 120_000);
});

describe("the embedded scheduler's cancel, as Convex's", () => {
  test("an id of a job that is not there is logged, not thrown; another table's id throws", async () => {
    const engine = await createSqliteEngine(FIXTURE_CONVEX);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const real = (await engine.runMutation("scheduling:scheduleLater", {}, null)) as {
        ok: boolean;
        value: string;
      };
      expect(real.ok).toBe(true);
      const unknown = encodeId(engine.ids.numberOf("_scheduled_functions"), randomBytes(16));
      const result = await engine.runMutation("scheduling:cancel", { id: unknown }, null);
      expect(result).toMatchObject({ ok: true, value: "cancelled" });
      expect(errors.mock.calls.flat().join(" ")).toContain(
        `Tried to cancel a job with unknown state: ${unknown}`,
      );
      expect(await engine.runMutation("scheduling:cancel", { id: real.value }, null)).toMatchObject(
        { ok: true },
      );
      const other = encodeId(engine.ids.numberOf("messages"), randomBytes(16));
      const refused = await engine.runMutation("scheduling:cancel", { id: other }, null);
      expect(refused).toMatchObject({ ok: false });
      expect(JSON.stringify(refused)).toMatch(/Invalid scheduled function ID/);
    } finally {
      errors.mockRestore();
      engine.close();
    }
  });
});

describe("a ZIP carries no client network", () => {
  test("a room vote's network becomes one pseudonym per export; guests and vote sources stay", () => {
    const key = randomBytes(32);
    const vote = (roomSource: string) => JSON.stringify({ roomId: "r", roomSource });
    const first = pseudonymiseRoomSource(vote("203.0.113.0/24"), key);
    expect(first).not.toContain("203.0.113");
    expect(JSON.parse(first).roomSource).toMatch(/^net:[0-9a-f]{32}$/);
    // The same network, the same pseudonym within one export (the threshold counts networks).
    expect(pseudonymiseRoomSource(vote("203.0.113.0/24"), key)).toBe(first);
    expect(pseudonymiseRoomSource(vote("198.51.100.0/24"), key)).not.toBe(first);
    // Another export, another pseudonym: exports cannot be joined on it.
    expect(pseudonymiseRoomSource(vote("203.0.113.0/24"), randomBytes(32))).not.toBe(first);
    expect(pseudonymiseRoomSource(vote("guests"), key)).toBe(vote("guests"));
    expect(pseudonymiseRoomSource(vote("vote:abc"), key)).toBe(vote("vote:abc"));
  });
});

describe("a ZIP carries no keys", () => {
  test(
    "a ZIP holding sessions or refresh tokens is refused and writes nothing",
    { timeout: 120_000 },
    async () => {
      const entries = readZip((await workshop("a", 6)).zip);
      const forged = join(work, "forged-session.zip");
      const writer = new ZipWriter(forged);
      for (const [name, data] of entries) writer.add(name, data);
      const session = encodeId(10_900, randomBytes(16));
      const users = entries.get("users/documents.jsonl")!.toString().trim().split("\n");
      const userId = (JSON.parse(users[0]) as { _id: string })._id;
      writer.add(
        "_tables/documents.jsonl",
        `${entries.get("_tables/documents.jsonl")!.toString()}${JSON.stringify({ name: "authSessions", id: 10_900 })}\n`,
      );
      writer.add(
        "authSessions/documents.jsonl",
        `${JSON.stringify({ _id: session, _creationTime: 1, userId, expirationTime: 9e12 })}\n`,
      );
      writer.close();
      const dir = join(work, "no-keys");
      const engine = await open(dir);
      const before = engine.store.documentCount();
      await expect(importSnapshot(engine, forged, SCHEMA)).rejects.toThrow(
        /authSessions, which hold sign-in keys/,
      );
      expect(engine.store.documentCount()).toBe(before);
      engine.close();
    },
  );

  test("password hashes travel only when export and import both ask for them", async () => {
    const dir = join(work, "hashes");
    const engine = await open(dir);
    await engine.runTransaction(async (ctx) => {
      const userId = await ctx.db.insert("users", { email: "h@example.org" });
      await ctx.db.insert("authAccounts", {
        userId,
        provider: "password",
        providerAccountId: "h@example.org",
        secret: "$scrypt$hash",
      });
      return null;
    });
    const plain = join(work, "hashes-plain.zip");
    const withHashes = join(work, "hashes-with.zip");
    expect(exportSnapshot(engine, plain).passwordHashes).toBe(0);
    expect(exportSnapshot(engine, withHashes, { withPasswordHashes: true }).passwordHashes).toBe(1);
    engine.close();
    expect(readZip(plain).get("authAccounts/documents.jsonl")!.toString()).not.toContain("scrypt");
    expect(readZip(withHashes).get("authAccounts/documents.jsonl")!.toString()).toContain("scrypt");
    const secretsAfter = async (name: string, withPasswordHashes: boolean) => {
      const target = await open(join(work, name));
      const summary = await importSnapshot(target, withHashes, SCHEMA, { withPasswordHashes });
      const accounts = target.store.db
        .prepare<[], { json: string }>("SELECT json FROM documents WHERE tbl = 'authAccounts'")
        .all();
      target.close();
      return { summary, kept: accounts.filter((row) => row.json.includes("scrypt")).length };
    };
    const dropped = await secretsAfter("hashes-dropped", false);
    expect(dropped.kept).toBe(0);
    expect(dropped.summary.preview.passwordHashesDropped).toBe(1);
    expect((await secretsAfter("hashes-kept", true)).kept).toBe(1);
  });
});

/** The documents of one table of a ZIP, parsed. */
function docsOf(entries: Map<string, Buffer>, table: string): Record<string, unknown>[] {
  return entries
    .get(`${table}/documents.jsonl`)!
    .toString()
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A copy of `from` with some tables' documents changed by `edit`. */
function editedZip(
  from: string,
  to: string,
  edit: Record<string, (doc: Record<string, unknown>) => void>,
) {
  const entries = readZip(from);
  const writer = new ZipWriter(to);
  for (const [name, data] of entries) {
    const table = name.split("/")[0];
    if (edit[table] === undefined || !name.endsWith("/documents.jsonl")) writer.add(name, data);
    else {
      const docs = docsOf(entries, table);
      for (const doc of docs) edit[table](doc);
      writer.add(name, docs.map((doc) => `${JSON.stringify(doc)}\n`).join(""));
    }
  }
  writer.close();
  return to;
}

/** Active votes counted in a scope (its shards and unfolded deltas). */
function scopeVotes(engine: SqliteEngine, scope: string): number {
  engine.store.flush();
  return engine.store.db
    .prepare<[], { json: string }>(
      "SELECT json FROM documents WHERE tbl IN ('tallyShards', 'tallyDeltas')",
    )
    .all()
    .map((row) => JSON.parse(row.json) as { scope: string; totalVotes: number })
    .filter((shard) => shard.scope === scope)
    .reduce((sum, shard) => sum + shard.totalVotes, 0);
}

describe("import checks everything before it writes", () => {
  test(
    "one malformed vote refuses the whole ZIP: nothing written, tallies untouched",
    { timeout: 120_000 },
    async () => {
      const a = await workshop("a", 6);
      const b = await workshop("b", 4);
      const dir = join(work, "all-or-nothing");
      const engine = await open(dir);
      await importSnapshot(engine, b.zip, SCHEMA);
      const before = engine.store.documentCount();
      expect(scopeVotes(engine, "national")).toBe(4);
      let first = true;
      const bad = editedZip(a.zip, join(work, "malformed-vote.zip"), {
        userVotes: (vote) => {
          if (first) vote.taxRate = "forty";
          first = false;
        },
      });
      await expect(importSnapshot(engine, bad, SCHEMA)).rejects.toThrow(
        /userVotes: \S+ does not match the schema: .*taxRate/,
      );
      expect(engine.store.documentCount()).toBe(before);
      expect(scopeVotes(engine, "national")).toBe(4);
      expect(checkTallies(engine).differences).toEqual([]);
      engine.close();
    },
  );

  test(
    "forged verification is dropped unless asked for; a dry run writes nothing and says what would arrive",
    { timeout: 120_000 },
    async () => {
      const a = await workshop("a", 6);
      const forged = editedZip(a.zip, join(work, "forged-verified.zip"), {
        users: (user) => {
          user.emailVerificationTime = 1;
        },
        userVotes: (vote) => {
          vote.verified = true;
        },
      });
      const dir = join(work, "verification");
      let engine = await open(dir);
      const before = engine.store.documentCount();
      const dry = await importSnapshot(engine, forged, SCHEMA, { dryRun: true });
      expect(engine.store.documentCount()).toBe(before);
      expect(dry.preview).toMatchObject({ accounts: 7, guests: 0, verifiedAccounts: 0 });
      expect(dry.preview.verificationDropped).toBe(7);
      expect(dry.preview.activeVotesByRoom).toEqual({ "(no room)": 6 });
      expect(dry.imported.userVotes).toBe(6);
      await importSnapshot(engine, forged, SCHEMA);
      expect(scopeVotes(engine, "national")).toBe(6);
      expect(scopeVotes(engine, "national:verified")).toBe(0);
      engine.close();
      engine = await open(join(work, "verification-kept"));
      const kept = await importSnapshot(engine, forged, SCHEMA, { keepVerification: true });
      expect(kept.preview.verifiedAccounts).toBe(7);
      expect(scopeVotes(engine, "national:verified")).toBe(6);
      engine.close();
    },
  );

  test("a zip bomb is refused before it is inflated, with a clear message", async () => {
    // 64 MiB of one byte deflates about 1,000:1.
    const bomb = join(work, "bomb.zip");
    const writer = new ZipWriter(bomb);
    writer.add("userVotes/documents.jsonl", Buffer.alloc(64 * 1024 * 1024, 0x20));
    writer.close();
    expect(() => readZip(bomb)).toThrow(ZipLimitError);
    expect(() => readZip(bomb)).toThrow(
      /over 100 times its size \(a ZIP bomb\?\); nothing was read/,
    );
    const engine = await open(join(work, "bomb-target"));
    await expect(importSnapshot(engine, bomb, SCHEMA)).rejects.toThrow(/a ZIP bomb/);
    expect(engine.store.documentCount()).toBe(0);
    engine.close();

    // Over the total, however well it compresses.
    const a = await workshop("a", 6);
    expect(() =>
      readZip(a.zip, { maxTotalBytes: 1000, maxRatio: 100, ratioFloorBytes: 1 << 20 }),
    ).toThrow(/would unpack to more than 1000 bytes/);

    // A central directory that understates an entry: inflating stops at the stated size.
    const liar = join(work, "liar.zip");
    const small = new ZipWriter(liar);
    small.add("users/documents.jsonl", Buffer.alloc(512 * 1024, 0x20));
    small.close();
    const bytes = readFileSync(liar);
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(100, central + 24);
    writeFileSync(liar, bytes);
    expect(() => readZip(liar)).toThrow(/inflates past its stated size/);
  });
});

describe("retention reaches imported rooms", () => {
  test("guests of a room that closed before the job's place are removed after the import", async () => {
    const now = Date.now();
    const day = 86_400_000;
    // A workshop whose room closed 40 days ago, with two guests' votes in it.
    const source = await open(join(work, "old-room"));
    await source.runInternal("seed:ensureCatalogue", {});
    await source.runTransaction(async (ctx) => {
      const narrative = (await ctx.db.query("narratives").first())!;
      const ownerId = await ctx.db.insert("users", { email: "old-room-owner@example.org" });
      const roomId = await ctx.db.insert("rooms", {
        code: "OLDRM7",
        name: "Closed long ago",
        ownerId,
        threshold: 3,
        isOpen: false,
        closedAt: now - 40 * day,
      });
      for (let n = 0; n < 2; n++) {
        const userId = await ctx.db.insert("users", { isAnonymous: true });
        await ctx.db.insert("userVotes", {
          userId,
          narrativeId: narrative._id,
          quadrant: narrative.quadrant,
          selectedPolicyIds: [],
          taxRate: 0.3,
          dividend: 0,
          inflation: 0,
          budgetBalance: 0,
          totalPolicyCost: null,
          inflationModifiers: null,
          compassX: null,
          compassY: null,
          quadrantX: null,
          quadrantY: null,
          kind: "bind",
          submittedAt: new Date(now - 41 * day).toISOString(),
          isActive: true,
          scope: "national",
          roomId,
          isGuest: true,
        });
      }
      return null;
    });
    const zip = join(work, "old-room.zip");
    exportSnapshot(source, zip);
    source.close();

    // A national directory whose retention job has already passed rooms closed 35 days ago.
    const target = await open(join(work, "retention-target"));
    await target.runInternal("seed:ensureCatalogue", {});
    await target.runTransaction(async (ctx) => {
      const state = (await ctx.db.query("privacyRetention").first())!;
      await ctx.db.patch(state._id as never, {
        roomsClosedThrough: now - 35 * day,
        roomsCreatedThrough: now,
      });
      return null;
    });
    await importSnapshot(target, zip, SCHEMA);
    const guests = async () =>
      (await target.runTransaction(async (ctx) =>
        (await ctx.db.query("users").collect()).filter((user) => user.isAnonymous === true),
      )) as unknown[];
    expect(await guests()).toHaveLength(2);
    // A run (the one the start scheduled may come first: either removes them).
    await target.runInternal("privacy:runRetention", {});
    expect(await guests()).toHaveLength(0);
    expect(checkTallies(target).differences).toEqual([]);
    target.close();
  });
});
