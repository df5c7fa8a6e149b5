import { describe, expect, it } from "vitest";
import { displayUrl, joinUrl, roomCodeProblem } from "./roomCode";

describe("a typed room code", () => {
  it("is explained when it cannot be a code", () => {
    expect(roomCodeProblem("")).toBe("empty");
    expect(roomCodeProblem("abc")).toBe("shape");
    expect(roomCodeProblem("KXB470")).toBe("shape");
  });

  it("is accepted in any case, with spaces and dashes", () => {
    expect(roomCodeProblem("kxb-47q")).toBeNull();
    expect(roomCodeProblem(" k x b 4 7 q ")).toBeNull();
  });
});

describe("join links", () => {
  it("point at /join/CODE on the site", () => {
    expect(joinUrl("https://example.org/", "KXB47Q")).toBe("https://example.org/join/KXB47Q");
    // A room run in Welsh: the link opens the join page in Welsh (docs/rooms.md).
    expect(joinUrl("https://example.org", "KXB47Q", "cy")).toBe(
      "https://example.org/cy/join/KXB47Q",
    );
    expect(displayUrl("https://example.org/join/KXB47Q")).toBe("example.org/join/KXB47Q");
  });
});
