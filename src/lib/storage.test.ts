import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@/app/paths";
import { readStorage, setPendingRedirect, STORAGE_KEYS, takePendingRedirect } from "./storage";

/** A window with an in-memory localStorage (this project runs without a DOM). */
function memoryWindow() {
  const items = new Map<string, string>();
  return {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  };
}

beforeEach(() => vi.stubGlobal("window", memoryWindow()));
afterEach(() => vi.unstubAllGlobals());

describe("the path to return to after signing in", () => {
  it("is the pending same-site path, taken once", () => {
    setPendingRedirect("/simulator?tab=budget");
    expect(takePendingRedirect()).toBe("/simulator?tab=budget");
    expect(readStorage(STORAGE_KEYS.pendingRedirectPath)).toBeNull();
    expect(takePendingRedirect()).toBe(paths.account);
  });

  it("is the fallback when none is pending", () => {
    expect(takePendingRedirect()).toBe(paths.account);
  });

  it.each([
    ["another site's address", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/path"],
    ["a relative path", "account"],
    ["a script address", "javascript:alert(1)"],
    ["the sign-in page itself", paths.auth],
    ["an empty path", ""],
  ])("never %s: the fallback instead, and the path is cleared", (_, path) => {
    setPendingRedirect(path);
    expect(takePendingRedirect()).toBe(paths.account);
    expect(readStorage(STORAGE_KEYS.pendingRedirectPath)).toBeNull();
  });
});
