import { AsyncLocalStorage } from "node:async_hooks";
import { createCipheriv, randomBytes, type Cipher } from "node:crypto";

/** What a running query or mutation sees instead of the real clock and randomness. */
export interface Determinism {
  /** The call's start time, in ms: `Date.now()` for the whole call. */
  now: number;
  /** The call's random stream (`Math.random`, `crypto.getRandomValues`, `crypto.randomUUID`). */
  random: SeededRandom;
}

/** What the call storage holds: a running call, deterministic when it has `determinism`. */
export interface CallFrame {
  determinism?: Determinism;
}

/**
 * The one AsyncLocalStorage of a thread's function calls (docs/embedded-backend.md "How a
 * function runs"): each call's context (transaction.ts `CallContext`, a query thread's own)
 * with, for a query or mutation, its determinism. One storage, not one for the call and one
 * for its determinism: every promise a function makes pays the async hooks once per storage.
 *
 * Determinism is scoped to function calls, never process-wide: while at least one query or
 * mutation runs, `Math.random`, `crypto.getRandomValues`, `crypto.randomUUID`, `Date.now`,
 * `fetch`, `setTimeout` and `setInterval` are replaced by functions that look up the current
 * call and, outside a query or mutation, forward to the originals; when the last call ends
 * the originals are put back. Inside a call the three random functions draw from the call's
 * own seeded stream, as on Convex (its `crates/isolate/src/ops/crypto.rs` serves both crypto
 * functions from the execution's seeded generator).
 */
export const callStorage = new AsyncLocalStorage<CallFrame>();

/** The running query's or mutation's determinism, if any. */
const deterministic = (): Determinism | undefined => callStorage.getStore()?.determinism;

const webCrypto = globalThis.crypto;

const original = {
  random: Math.random,
  now: Date.now,
  getRandomValues: webCrypto.getRandomValues,
  randomUUID: webCrypto.randomUUID,
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
    const call = deterministic();
    return call ? call.random.next() : original.random();
  },
  getRandomValues<T extends ArrayBufferView | null>(array: T): T {
    const call = deterministic();
    if (!call) return original.getRandomValues.call(webCrypto, array as never) as T;
    return call.random.fill(array);
  },
  randomUUID(): `${string}-${string}-${string}-${string}-${string}` {
    const call = deterministic();
    return call ? call.random.uuid() : original.randomUUID.call(webCrypto);
  },
  now(): number {
    const call = deterministic();
    return call ? call.now : original.now();
  },
  fetch(...args: Parameters<typeof fetch>) {
    if (deterministic()) refuse("fetch()");
    return original.fetch(...args);
  },
  setTimeout(...args: Parameters<typeof setTimeout>) {
    if (deterministic()) refuse("setTimeout()");
    return original.setTimeout(...args);
  },
  setInterval(...args: Parameters<typeof setInterval>) {
    if (deterministic()) refuse("setInterval()");
    return original.setInterval(...args);
  },
};

let running = 0;

function install() {
  Math.random = replacements.random;
  Date.now = replacements.now;
  webCrypto.getRandomValues = replacements.getRandomValues;
  webCrypto.randomUUID = replacements.randomUUID;
  globalThis.fetch = replacements.fetch as typeof fetch;
  globalThis.setTimeout = replacements.setTimeout as typeof setTimeout;
  globalThis.setInterval = replacements.setInterval as typeof setInterval;
}

function restore() {
  // Put back only what is still ours (a test framework may have replaced it meanwhile).
  if (Math.random === replacements.random) Math.random = original.random;
  if (Date.now === replacements.now) Date.now = original.now;
  // Own properties over the prototype's methods: deleting them puts the originals back.
  if (webCrypto.getRandomValues === replacements.getRandomValues) {
    delete (webCrypto as Partial<Crypto>).getRandomValues;
  }
  if (webCrypto.randomUUID === replacements.randomUUID) {
    delete (webCrypto as Partial<Crypto>).randomUUID;
  }
  if (globalThis.fetch === (replacements.fetch as unknown)) globalThis.fetch = original.fetch;
  if (globalThis.setTimeout === (replacements.setTimeout as unknown)) {
    globalThis.setTimeout = original.setTimeout;
  }
  if (globalThis.setInterval === (replacements.setInterval as unknown)) {
    globalThis.setInterval = original.setInterval;
  }
}

/** Bytes of a seed: ChaCha20's 256-bit key (Convex seeds its ChaCha12 with 32 bytes too). */
export const SEED_BYTES = 32;
/** Keystream bytes produced at a time. */
const BLOCK_BYTES = 256;
/** Most bytes one `crypto.getRandomValues` call may ask for (the Web Crypto limit). */
const MAX_RANDOM_VALUES_BYTES = 65_536;
const ZEROS = Buffer.alloc(BLOCK_BYTES);
/** 2^-53: a 53-bit integer times this is a double in [0, 1). */
const TWO_TO_MINUS_53 = 1 / 2 ** 53;

/**
 * A query's or mutation's random stream, as Convex gives each execution: a strong
 * generator (the ChaCha20 keystream, from node:crypto) keyed by a seed that is an implicit
 * argument of the execution. The same seed gives the same sequence; each execution gets a
 * fresh seed from node:crypto (`randomSeed()`, drawn on first use: most executions never
 * draw), so nothing links two executions, nor a run before a restart with one after it,
 * and what one execution reveals of its stream says nothing of another's.
 */
export class SeededRandom {
  private cipher: Cipher | null = null;
  private block = Buffer.alloc(0);
  private used = 0;

  /** `seed`: 32 bytes; without one, a fresh seed is drawn from node:crypto on first use. */
  constructor(private seed: Buffer | null = null) {
    if (seed !== null && seed.length !== SEED_BYTES) {
      throw new Error(`A seed is ${SEED_BYTES} bytes`);
    }
  }

  /** The next `count` bytes of the stream. */
  bytes(count: number): Buffer {
    const out = Buffer.alloc(count);
    let filled = 0;
    while (filled < count) {
      if (this.used === this.block.length) {
        this.seed ??= randomSeed();
        this.cipher ??= createCipheriv("chacha20", this.seed, Buffer.alloc(16));
        this.block = this.cipher.update(ZEROS);
        this.used = 0;
      }
      const take = Math.min(count - filled, this.block.length - this.used);
      this.block.copy(out, filled, this.used, this.used + take);
      this.used += take;
      filled += take;
    }
    return out;
  }

  /** A double in [0, 1) from 53 bits of the stream (what `Math.random` returns). */
  next(): number {
    const bytes = this.bytes(8);
    const high = bytes.readUInt32BE(0) >>> 11;
    const low = bytes.readUInt32BE(4);
    return (high * 2 ** 32 + low) * TWO_TO_MINUS_53;
  }

  /** `crypto.getRandomValues`: fills an integer typed array from the stream. */
  fill<T extends ArrayBufferView | null>(array: T): T {
    const isInteger =
      array instanceof Int8Array ||
      array instanceof Uint8Array ||
      array instanceof Uint8ClampedArray ||
      array instanceof Int16Array ||
      array instanceof Uint16Array ||
      array instanceof Int32Array ||
      array instanceof Uint32Array ||
      array instanceof BigInt64Array ||
      array instanceof BigUint64Array;
    if (!isInteger) {
      throw new TypeError("crypto.getRandomValues: the argument must be an integer typed array");
    }
    if (array.byteLength > MAX_RANDOM_VALUES_BYTES) {
      throw new RangeError(
        `crypto.getRandomValues: ${array.byteLength} bytes asked for; the limit is ${MAX_RANDOM_VALUES_BYTES}`,
      );
    }
    const view = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    view.set(this.bytes(array.byteLength));
    return array;
  }

  /** `crypto.randomUUID`: a version 4 UUID from 16 bytes of the stream. */
  uuid(): `${string}-${string}-${string}-${string}-${string}` {
    const bytes = this.bytes(16);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString("hex");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** A fresh seed from node:crypto: one per query or mutation execution. */
export function randomSeed(): Buffer {
  return randomBytes(SEED_BYTES);
}

/**
 * Runs `body` as the deterministic call `frame` (a query or mutation: the frame is its whole
 * call context, and `frame.determinism` its clock and random stream).
 */
export async function runDeterministic<F extends CallFrame & { determinism: Determinism }, T>(
  frame: F,
  body: () => Promise<T>,
): Promise<T> {
  if (running++ === 0) install();
  try {
    return await callStorage.run(frame, body);
  } finally {
    if (--running === 0) restore();
  }
}

/**
 * Runs `body` outside any call (a timer armed for a job or cron of its own, which must not
 * be refused as a query's `setTimeout` nor inherit the arming call's context).
 */
export function runUnrestricted<T>(body: () => T): T {
  return callStorage.exit(body);
}
