/**
 * What the quiz and the home page wait for before they take the Convex client (issue 42):
 * their first contentful paint, then an idle moment; without Paint Timing, the load event.
 * The window is a stand-in whose paint, idle moment and load the test brings about.
 */
import { describe, expect, it } from "vitest";
import { whenPaintedAndIdle } from "./whenPainted";

type Entries = { getEntriesByName(name: string): unknown[] };

/** A window whose events happen when the test says. */
function fakeWindow({ paintTiming = true, painted = false, loaded = false } = {}) {
  const idle: Array<() => void> = [];
  const loadListeners = new Set<() => void>();
  const observers = new Set<{ callback: (list: Entries) => void; connected: boolean }>();
  const paints: string[] = painted ? ["first-contentful-paint"] : [];
  const byName = (name: string) => paints.filter((paint) => paint === name);
  class Observer {
    static supportedEntryTypes = paintTiming ? ["paint", "mark"] : ["mark"];
    private entry = { callback: (_list: Entries) => undefined as void, connected: false };
    constructor(callback: (list: Entries) => void) {
      this.entry.callback = callback;
    }
    observe() {
      this.entry.connected = true;
      observers.add(this.entry);
    }
    disconnect() {
      this.entry.connected = false;
      observers.delete(this.entry);
    }
  }
  const win = {
    PerformanceObserver: Observer,
    performance: { getEntriesByName: byName },
    document: { readyState: loaded ? "complete" : "loading" },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: (handle: number) => (idle[handle - 1] = () => undefined),
    addEventListener: (_type: string, listener: () => void) => loadListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => loadListeners.delete(listener),
  };
  return {
    win: win as unknown as Window,
    observers,
    paint(name = "first-contentful-paint") {
      paints.push(name);
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [name] : []) };
      for (const observer of [...observers]) observer.callback(list);
    },
    load() {
      for (const listener of [...loadListeners]) listener();
    },
    goIdle() {
      for (const callback of idle.splice(0)) callback();
    },
  };
}

describe("whenPaintedAndIdle", () => {
  it("calls back after the first contentful paint and the idle moment after it, not before", () => {
    const page = fakeWindow();
    let calls = 0;
    whenPaintedAndIdle(() => calls++, page.win);
    page.load();
    page.goIdle();
    page.paint("first-paint");
    page.goIdle();
    expect(calls).toBe(0);
    page.paint();
    expect(calls).toBe(0);
    page.goIdle();
    expect(calls).toBe(1);
    expect(page.observers.size).toBe(0);
  });

  it("goes straight to the idle moment when the page has already painted", () => {
    const page = fakeWindow({ painted: true });
    let calls = 0;
    whenPaintedAndIdle(() => calls++, page.win);
    expect(page.observers.size).toBe(0);
    page.goIdle();
    expect(calls).toBe(1);
  });

  it("waits for the load event in a browser without Paint Timing", () => {
    const page = fakeWindow({ paintTiming: false });
    let calls = 0;
    whenPaintedAndIdle(() => calls++, page.win);
    page.paint();
    page.goIdle();
    expect(calls).toBe(0);
    page.load();
    page.goIdle();
    expect(calls).toBe(1);
  });

  it("never calls back once cancelled, at any step", () => {
    for (const step of ["before the paint", "before the idle moment"]) {
      const page = fakeWindow();
      let calls = 0;
      const cancel = whenPaintedAndIdle(() => calls++, page.win);
      if (step === "before the idle moment") page.paint();
      cancel();
      page.paint();
      page.goIdle();
      expect(calls, step).toBe(0);
      expect(page.observers.size, step).toBe(0);
    }
  });
});
