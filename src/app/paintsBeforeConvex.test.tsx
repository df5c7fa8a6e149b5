/**
 * Which pages paint before the Convex client arrives (issue 42, src/app/loadConvex.ts): the
 * home page, the quiz and the join pages, but /join for a browser that remembers a room,
 * whose card needs the client and would move the code form down when it came.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage";
import { paintsBeforeConvex } from "./loadConvex";

describe("paintsBeforeConvex", () => {
  beforeEach(() => localStorage.clear());

  it("holds the home page, the quiz and a room's join page", () => {
    for (const pathname of ["/", "/quiz", "/join", "/join/ABC123"]) {
      expect(paintsBeforeConvex(pathname), pathname).toBe(true);
    }
  });

  it("leaves out every page that needs the client to draw", () => {
    for (const pathname of [
      "/tax-simulator",
      "/bind-vote",
      "/join/ABC123/x",
      "/joined",
      "/quiz/x",
    ]) {
      expect(paintsBeforeConvex(pathname), pathname).toBe(false);
    }
  });

  it("leaves out /join on a browser that remembers a room, and only /join", () => {
    localStorage.setItem(STORAGE_KEYS.room, JSON.stringify({ code: "ABC123", name: "Hall" }));
    expect(paintsBeforeConvex("/join")).toBe(false);
    expect(paintsBeforeConvex("/join/ABC123")).toBe(true);
    expect(paintsBeforeConvex("/quiz")).toBe(true);
  });
});
