/**
 * Issue 28: a data directory written before random ids holds sessions and refresh tokens
 * whose ids anyone could guess. Opening it ends every one of them, once (users sign in
 * again); sessions made afterwards survive later restarts.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsonToConvex } from "convex/values";
import { beforeAll, describe, expect, test } from "vitest";
import { SqliteEngine } from "../server/engine/sqlite/engine";
import { Store, type Doc, type StoredWrite } from "../server/engine/sqlite/store";
import { SqliteTest } from "../server/engine/sqlite/testing";
import { api } from "./_generated/api";
import { installAuthKeys } from "./test.helpers";
import schema from "./schema";
import { modules } from "./test.setup";

beforeAll(installAuthKeys);

interface Tokens {
  token: string;
  refreshToken: string;
}

const engineAt = (path = ":memory:") => new SqliteEngine({ schema, modules, path });

async function signInAnonymously(engine: SqliteEngine): Promise<Tokens> {
  const result = (await new SqliteTest(engine).action(api.auth.signIn, {
    provider: "anonymous",
  })) as { tokens: Tokens | null };
  if (!result.tokens) throw new Error("anonymous sign-in gave no tokens");
  return result.tokens;
}

async function refresh(engine: SqliteEngine, refreshToken: string): Promise<Tokens | null> {
  const result = (await new SqliteTest(engine).action(api.auth.signIn, { refreshToken })) as {
    tokens: Tokens | null;
  };
  return result.tokens;
}

function count(engine: SqliteEngine, table: string): number {
  return engine.store.count(table);
}

/**
 * A data directory as the engine wrote it before random ids, holding one guest who signed
 * in through the real flow: every id rewritten to the counter format, the counter
 * (`nextId`) in meta and no mark of the upgrade. Returns its path and the guest's refresh
 * token in that data.
 */
async function dataDirFromBefore(): Promise<{ path: string; refreshToken: string }> {
  const source = engineAt();
  const { refreshToken } = await signInAnonymously(source);
  const rows = source.store.db
    .prepare("SELECT id, tbl, json FROM documents ORDER BY rowid")
    .all() as { id: string; tbl: string; json: string }[];
  const counterIds = new Map(
    rows.map(({ id, tbl }, i) => [id, String(10_000 + i).padStart(32 - tbl.length, "0") + tbl]),
  );
  const remap = (value: unknown): unknown =>
    typeof value === "string"
      ? (counterIds.get(value) ?? value)
      : Array.isArray(value)
        ? value.map(remap)
        : value !== null && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, remap(inner)]))
          : value;
  const writes: StoredWrite[] = rows.map(({ id, tbl, json }) => {
    const copy = remap(JSON.parse(json)) as Record<string, unknown>;
    return {
      id: counterIds.get(id)!,
      table: tbl,
      doc: jsonToConvex(copy as never) as Doc,
      previous: null,
      json: JSON.stringify(copy),
    };
  });
  const path = join(mkdtempSync(join(tmpdir(), "session-upgrade-")), "engine.sqlite");
  const store = new Store(path);
  store.apply(writes, source.lastCommitTs(), source.indexesOf, {
    lastCommitTs: source.lastCommitTs().toString(),
    nextId: String(10_000 + rows.length),
    lastCreationTime: String(Date.now()),
  });
  store.close();
  source.close();
  const [refreshTokenId, sessionId] = refreshToken.split("|");
  return {
    path,
    refreshToken: `${counterIds.get(refreshTokenId)}|${counterIds.get(sessionId)}`,
  };
}

describe("opening a data directory from before random ids", () => {
  test("ends every session and refresh token once; users stay; later sessions survive restarts", async () => {
    const { path, refreshToken } = await dataDirFromBefore();

    const upgraded = engineAt(path);
    // The guest's refresh token (valid before: the same data on the engine before this
    // change issues a new token for it) is refused, and nothing of the session is left.
    expect(await refresh(upgraded, refreshToken)).toBeNull();
    expect(count(upgraded, "authSessions")).toBe(0);
    expect(count(upgraded, "authRefreshTokens")).toBe(0);
    expect(count(upgraded, "users")).toBe(1);

    const later = await signInAnonymously(upgraded);
    upgraded.close();

    const reopened = engineAt(path);
    expect(count(reopened, "authSessions")).toBe(1);
    expect(await refresh(reopened, later.refreshToken)).not.toBeNull();
    reopened.close();
  });
});
