import { describe, expect, test } from "vitest";
import {
  DEFAULT_FOLD_INTERVAL_MS,
  foldIntervalMs,
  MAX_FOLD_INTERVAL_MS,
  MIN_FOLD_INTERVAL_MS,
  DEFAULT_TALLY_SHARDS,
  MAX_TALLY_SHARDS,
  shardOfVoter,
  stableHash,
  tallyShardCount,
} from "./tallyShards";

describe("tallyShardCount", () => {
  test("a whole number from 1 to the maximum is taken as K", () => {
    expect(tallyShardCount("1")).toBe(1);
    expect(tallyShardCount(" 64 ")).toBe(64);
    expect(tallyShardCount(String(MAX_TALLY_SHARDS))).toBe(MAX_TALLY_SHARDS);
  });

  test("unset, blank, fractional or out-of-range settings give the default", () => {
    for (const setting of [undefined, "", "  ", "0", "-4", "2.5", "lots", "100000"]) {
      expect(tallyShardCount(setting)).toBe(DEFAULT_TALLY_SHARDS);
    }
  });
});

describe("shardOfVoter", () => {
  test("the same voter always lands in the same shard, within 0 to K − 1", () => {
    const id = "j57a8kq0dq3z2v9w4n2x1m7f8h6t5r4e";
    expect(shardOfVoter(id, 64)).toBe(shardOfVoter(id, 64));
    for (let i = 0; i < 200; i++) {
      const shard = shardOfVoter(`${id}${i}`, 7);
      expect(Number.isInteger(shard) && shard >= 0 && shard < 7).toBe(true);
    }
    expect(shardOfVoter(id, 1)).toBe(0);
  });

  test("sequential ids spread evenly: 10,000 voters over 16 shards, each within 15% of 625", () => {
    const counts = new Array<number>(16).fill(0);
    for (let n = 0; n < 10_000; n++) {
      counts[shardOfVoter(`${String(n).padStart(28, "0")}users`, 16)] += 1;
    }
    for (const count of counts) expect(Math.abs(count - 625)).toBeLessThan(625 * 0.15);
  });

  test("neighbouring ids share a shard as often as random ones would (about 1 in K)", () => {
    let same = 0;
    for (let n = 0; n < 4_096; n++) {
      const a = `${String(n).padStart(28, "0")}users`;
      const b = `${String(n + 1).padStart(28, "0")}users`;
      if (shardOfVoter(a, 16) === shardOfVoter(b, 16)) same += 1;
    }
    expect(same).toBeGreaterThan(4_096 / 16 / 2);
    expect(same).toBeLessThan((4_096 / 16) * 2);
  });

  test("the hash is a 32-bit unsigned integer", () => {
    for (const text of ["", "a", "national", "x".repeat(100)]) {
      const hash = stableHash(text);
      expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
    }
  });
});

describe("foldIntervalMs", () => {
  test("a whole number of milliseconds from the minimum to the maximum is taken", () => {
    expect(foldIntervalMs(String(MIN_FOLD_INTERVAL_MS))).toBe(MIN_FOLD_INTERVAL_MS);
    expect(foldIntervalMs("1000")).toBe(1_000);
    expect(foldIntervalMs(String(MAX_FOLD_INTERVAL_MS))).toBe(MAX_FOLD_INTERVAL_MS);
  });

  test("unset, blank, fractional or out-of-range settings give the default", () => {
    for (const setting of [
      undefined,
      "",
      " ",
      "1.5",
      "-1",
      String(MAX_FOLD_INTERVAL_MS + 1),
      "soon",
    ]) {
      expect(foldIntervalMs(setting)).toBe(DEFAULT_FOLD_INTERVAL_MS);
    }
  });
});
