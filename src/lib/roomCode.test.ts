import { describe, expect, it } from "vitest";
import {
  displayUrl,
  isWellFormedRoomCode,
  joinUrl,
  normaliseRoomCode,
  roomCodeProblem,
  thresholdText,
} from "./roomCode";

describe("room codes", () => {
  it("are matched ignoring case, spaces and dashes", () => {
    expect(normaliseRoomCode(" kxb-47q ")).toBe("KXB47Q");
    expect(normaliseRoomCode("k x b 4 7 q")).toBe("KXB47Q");
  });

  it("have six characters without the look-alikes 0, O, 1, I and L", () => {
    expect(isWellFormedRoomCode("KXB47Q")).toBe(true);
    expect(isWellFormedRoomCode("KXB47")).toBe(false);
    expect(isWellFormedRoomCode("KXB470")).toBe(false);
    expect(isWellFormedRoomCode("KXBO7Q")).toBe(false);
    expect(isWellFormedRoomCode("KXBL7Q")).toBe(false);
  });

  it("explain what is wrong with a typed code", () => {
    expect(roomCodeProblem("")).toBe("Enter the room code.");
    expect(roomCodeProblem("abc")).toMatch(/^Room codes are 6 letters and numbers/);
    expect(roomCodeProblem("kxb-47q")).toBeNull();
  });
});

describe("join links", () => {
  it("point at /join/CODE on the site", () => {
    expect(joinUrl("https://example.org/", "KXB47Q")).toBe("https://example.org/join/KXB47Q");
    expect(displayUrl("https://example.org/join/KXB47Q")).toBe("example.org/join/KXB47Q");
  });
});

describe("threshold text", () => {
  it("counts votes towards the threshold", () => {
    expect(thresholdText(3, 5)).toBe("3 of 5 votes needed");
    expect(thresholdText(0, 3)).toBe("0 of 3 votes needed");
  });
});
