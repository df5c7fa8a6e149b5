import { describe, expect, test } from "vitest";
import { looksLikeConvexId } from "./ids";

describe("looksLikeConvexId", () => {
  test.each([
    "0000000000000000010000narratives",
    "00000000000000000010322userVotes",
    "j57c3b98yx1dbnv0h2477fpv89ckb9pc",
    "k57bq2m1v9x0c8n3z6d4f5g7h2j1k3l4m5",
    "1234567890abcdefghjkmnpqrstvwxy",
  ])("accepts the id shape %s", (id) => {
    expect(looksLikeConvexId(id)).toBe(true);
  });

  test.each([
    ["empty", ""],
    ["too short", "abc123"],
    ["shorter than any Convex id", "a".repeat(30)],
    ["too long", "a".repeat(38)],
    ["spaces", "0000000000000000 10000narratives"],
    ["punctuation", "0000000000000000010000narrative!"],
    ["a UUID with dashes", "123e4567-e89b-42d3-a456-426614174000"],
    ["a path", "../../0000000000000000010000narratives"],
  ])("rejects %s", (_label, id) => {
    expect(looksLikeConvexId(id)).toBe(false);
  });

  test("rejects values that are not strings", () => {
    expect(looksLikeConvexId(undefined)).toBe(false);
    expect(looksLikeConvexId(123456789012345)).toBe(false);
    expect(looksLikeConvexId(null)).toBe(false);
  });
});
