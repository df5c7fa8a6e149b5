/**
 * The random stream of one query or mutation execution (issue 28, finding 3): a strong
 * generator keyed by a 256-bit seed, so the same seed replays the same values within an
 * execution and different seeds share nothing.
 */
import { describe, expect, it } from "vitest";
import { SEED_BYTES, SeededRandom, randomSeed } from "../../../server/engine/sqlite/determinism";

function draw(random: SeededRandom) {
  return {
    numbers: Array.from({ length: 100 }, () => random.next()),
    uuid: random.uuid(),
    bytes: [...random.fill(new Uint32Array(8))],
  };
}

describe("SeededRandom", () => {
  it("replays the same sequence for the same seed", () => {
    const seed = randomSeed();
    expect(seed.length).toBe(SEED_BYTES);
    expect(draw(new SeededRandom(Buffer.from(seed)))).toEqual(
      draw(new SeededRandom(Buffer.from(seed))),
    );
  });

  it("gives unrelated sequences for different seeds, and draws its own seed when given none", () => {
    const a = draw(new SeededRandom());
    const b = draw(new SeededRandom());
    expect(a.numbers.filter((n, i) => n === b.numbers[i])).toEqual([]);
    expect(a.uuid).not.toBe(b.uuid);
  });

  it("returns doubles in [0, 1) spread over the range, and version 4 UUIDs", () => {
    const random = new SeededRandom();
    const values = Array.from({ length: 10_000 }, () => random.next());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.02);
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("refuses what crypto.getRandomValues refuses: floats and more than 65,536 bytes", () => {
    const random = new SeededRandom();
    expect(() => random.fill(new Float64Array(2) as never)).toThrow(TypeError);
    expect(() => random.fill(new Uint8Array(65_537))).toThrow(RangeError);
    expect(random.fill(new Uint8Array(65_536)).length).toBe(65_536);
  });
});
