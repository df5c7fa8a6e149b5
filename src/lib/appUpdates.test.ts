import { describe, expect, it, vi } from "vitest";
import { handlePreloadErrors, PRELOAD_RELOAD_KEY, RELOAD_GUARD_MS } from "./appUpdates";

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function preloadError(target: EventTarget) {
  const event = new Event("vite:preloadError", { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe("a chunk missing after a deploy", () => {
  it("reloads the page once, and not again within a minute, so there is no reload loop", () => {
    const target = new EventTarget();
    const storage = fakeStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    handlePreloadErrors(target, storage, reload, () => now);

    const first = preloadError(target);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(storage.getItem(PRELOAD_RELOAD_KEY)).toBe(String(now));

    // The reloaded page fails the same way: the error shows (the error page) instead.
    now += 5_000;
    const second = preloadError(target);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    // Much later (another deploy): one reload again.
    now += RELOAD_GUARD_MS;
    preloadError(target);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
