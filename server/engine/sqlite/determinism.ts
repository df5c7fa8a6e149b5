import { AsyncLocalStorage } from "node:async_hooks";

/** What a running query or mutation sees instead of the real clock and randomness. */
export interface Determinism {
  /** The call's start time, in ms: `Date.now()` for the whole call. */
  now: number;
  random: () => number;
}

/**
 * Scopes determinism to function calls, never process-wide: while at least one query or
 * mutation runs, `Math.random`, `Date.now`, `fetch`, `setTimeout` and `setInterval` are
 * replaced by functions that look up the current call (an AsyncLocalStorage store) and,
 * outside a query or mutation, forward to the originals; when the last call ends the
 * originals are put back.
 */
export const determinismStorage = new AsyncLocalStorage<Determinism>();

const original = {
  random: Math.random,
  now: Date.now,
  fetch: globalThis.fetch,
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
};

/** The real clock, for the engine's own use (commit timestamps, creation times). */
export const realNow = original.now;
export const realSetTimeout = original.setTimeout;

function refuse(what: string): never {
  throw new Error(
    `${what} is not allowed in queries and mutations (Convex runs them deterministically); ` +
      "use an action",
  );
}

const replacements = {
  random(): number {
    const call = determinismStorage.getStore();
    return call ? call.random() : original.random();
  },
  now(): number {
    const call = determinismStorage.getStore();
    return call ? call.now : original.now();
  },
  fetch(...args: Parameters<typeof fetch>) {
    if (determinismStorage.getStore()) refuse("fetch()");
    return original.fetch(...args);
  },
  setTimeout(...args: Parameters<typeof setTimeout>) {
    if (determinismStorage.getStore()) refuse("setTimeout()");
    return original.setTimeout(...args);
  },
  setInterval(...args: Parameters<typeof setInterval>) {
    if (determinismStorage.getStore()) refuse("setInterval()");
    return original.setInterval(...args);
  },
};

let running = 0;

function install() {
  Math.random = replacements.random;
  Date.now = replacements.now;
  globalThis.fetch = replacements.fetch as typeof fetch;
  globalThis.setTimeout = replacements.setTimeout as typeof setTimeout;
  globalThis.setInterval = replacements.setInterval as typeof setInterval;
}

function restore() {
  // Put back only what is still ours (a test framework may have replaced it meanwhile).
  if (Math.random === replacements.random) Math.random = original.random;
  if (Date.now === replacements.now) Date.now = original.now;
  if (globalThis.fetch === (replacements.fetch as unknown)) globalThis.fetch = original.fetch;
  if (globalThis.setTimeout === (replacements.setTimeout as unknown)) {
    globalThis.setTimeout = original.setTimeout;
  }
  if (globalThis.setInterval === (replacements.setInterval as unknown)) {
    globalThis.setInterval = original.setInterval;
  }
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `body` as a deterministic call (a query or mutation). */
export async function runDeterministic<T>(
  determinism: Determinism,
  body: () => Promise<T>,
): Promise<T> {
  if (running++ === 0) install();
  try {
    return await determinismStorage.run(determinism, body);
  } finally {
    if (--running === 0) restore();
  }
}

/** Runs `body` outside any deterministic call (an action called from a mutation's timer). */
export function runUnrestricted<T>(body: () => T): T {
  return determinismStorage.exit(body);
}
