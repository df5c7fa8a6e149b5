/**
 * Checked against Convex itself, not only against this engine (issue 38, item 5): the id
 * encoding reproduces the test vector of Convex's own backend, and `crypto.getRandomValues`
 * in a query draws from that execution's seeded stream (as `Math.random` does), not from the
 * process's generator.
 */
import { createCipheriv } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineSchema, defineTable, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { SEED_BYTES } from "../../../server/engine/sqlite/determinism";
import { SqliteEngine } from "../../../server/engine/sqlite/engine";
import { decodeId, encodeId } from "../../../server/engine/sqlite/ids";
import { ok } from "../harness";

/** Every execution's seed, in this file: 32 bytes 0, 1, 2, … (see the mock below). */
const FIXED_SEED = Buffer.from(Array.from({ length: SEED_BYTES }, (_, i) => i));

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const randomBytes = (size: number) =>
    size === SEED_BYTES_FOR_MOCK ? Buffer.from(FIXED_SEED_FOR_MOCK) : crypto.randomBytes(size);
  return { ...crypto, default: { ...crypto, randomBytes }, randomBytes };
});
// vi.mock is hoisted above the constants: its own copies.
const SEED_BYTES_FOR_MOCK = 32;
const FIXED_SEED_FOR_MOCK = Array.from({ length: 32 }, (_, i) => i);

describe("Convex's id test vector (crates/value/src/id_v6.rs, test_document_id_stability)", () => {
  /** The internal id of Convex's test: 251, then each byte 251 times the one before. */
  const internalId = new Uint8Array(16);
  internalId[0] = 251;
  for (let i = 1; i < 16; i++) internalId[i] = (internalId[i - 1] * 251) % 256;

  it("table 1017 and that internal id encode as Convex encodes them, and decode back", () => {
    expect(encodeId(1017, internalId)).toBe("z43zp6c3e75gkmz1kfwj6mbbx5sw281h");
    const decoded = decodeId("z43zp6c3e75gkmz1kfwj6mbbx5sw281h");
    expect(decoded?.tableNumber).toBe(1017);
    expect([...decoded!.random]).toEqual([...internalId]);
  });
});

describe("crypto.getRandomValues in a query", () => {
  const schema = defineSchema({ items: defineTable({ rank: v.number() }) });
  const lib = {
    bytes: queryGeneric({
      args: {},
      handler: async () => [...crypto.getRandomValues(new Uint8Array(16))],
    }),
  };
  const modules = { "./_generated/api.js": async () => ({}), "./lib.ts": async () => lib };
  const open: SqliteEngine[] = [];
  afterEach(() => {
    for (const engine of open.splice(0)) engine.close();
  });

  it("draws the first bytes of the execution's seeded stream (ChaCha20 keyed by its seed)", async () => {
    const engine = new SqliteEngine({ schema, modules });
    open.push(engine);
    expect([...FIXED_SEED]).toEqual(FIXED_SEED_FOR_MOCK);
    const cipher = createCipheriv("chacha20", FIXED_SEED, Buffer.alloc(16));
    const expected = [...cipher.update(Buffer.alloc(16))];
    // Each execution draws its own seed (here always the fixed one): the same bytes twice,
    // not the continuation of one stream nor the process's generator.
    expect(await ok(engine.call("lib:bytes", {}, null))).toEqual(expected);
    expect(await ok(engine.call("lib:bytes", {}, null))).toEqual(expected);
  });
});
