import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  cleanRoomName,
  generateRoomCode,
  isRoomCodeShape,
  isValidThreshold,
  isWithheld,
  normaliseRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  roomScope,
} from "./rooms";

describe("room codes", () => {
  test("the alphabet has no ambiguous characters", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) {
      expect(ROOM_CODE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  test("generated codes are 6 characters of the alphabet, whatever the random source", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (xs) => {
        let i = 0;
        const code = generateRoomCode(() => xs[i++ % Math.max(1, xs.length)] ?? 0);
        expect(code).toHaveLength(ROOM_CODE_LENGTH);
        expect(isRoomCodeShape(code)).toBe(true);
      }),
    );
  });

  test("the lowest and highest random values map to the first and last letters", () => {
    expect(generateRoomCode(() => 0)).toBe("AAAAAA");
    expect(generateRoomCode(() => 0.999999)).toBe("999999");
  });

  test("normalising upper-cases and drops spaces and dashes, keeping anything else", () => {
    expect(normaliseRoomCode(" ab3-k7q ")).toBe("AB3K7Q");
    expect(normaliseRoomCode("ab 3k\t7q")).toBe("AB3K7Q");
    expect(normaliseRoomCode("AB3K7Q")).toBe("AB3K7Q");
    expect(normaliseRoomCode("ab3_k7")).toBe("AB3_K7");
  });

  test("shape check: exactly 6 characters from the alphabet", () => {
    expect(isRoomCodeShape("AB3K7Q")).toBe(true);
    expect(isRoomCodeShape("AB3K7")).toBe(false);
    expect(isRoomCodeShape("AB3K7QQ")).toBe(false);
    expect(isRoomCodeShape("AB0K7Q")).toBe(false);
    expect(isRoomCodeShape("ab3k7q")).toBe(false);
    expect(isRoomCodeShape("")).toBe(false);
  });
});

describe("names, thresholds and scopes", () => {
  test("names are trimmed and must be 1 to 60 characters", () => {
    expect(cleanRoomName("  Year 10 workshop  ")).toBe("Year 10 workshop");
    expect(cleanRoomName("   ")).toBeNull();
    expect(cleanRoomName("x".repeat(60))).toBe("x".repeat(60));
    expect(cleanRoomName("x".repeat(61))).toBeNull();
    expect(cleanRoomName(` ${"x".repeat(60)} `)).toBe("x".repeat(60));
  });

  test("thresholds are whole numbers from 3 to 50", () => {
    expect([3, 5, 50].map(isValidThreshold)).toEqual([true, true, true]);
    expect([2, 51, 4.5, Number.NaN, Infinity, -3].map(isValidThreshold)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  test("results are withheld below the threshold and shown at it", () => {
    expect(isWithheld(4, 5)).toBe(true);
    expect(isWithheld(5, 5)).toBe(false);
    expect(isWithheld(0, 0)).toBe(false);
  });

  test("a room's tally scope is prefixed so it cannot clash with the nation", () => {
    expect(roomScope("abc")).toBe("room:abc");
  });
});
