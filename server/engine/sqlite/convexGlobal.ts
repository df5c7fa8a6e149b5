/**
 * `globalThis.Convex`, the `convex` package's syscall entry points, shared by every engine in
 * the process: a syscall goes to the engine whose function call it belongs to (found through
 * the call's context), and its answer back as the package expects it.
 */
import type { CallResult } from "../types";
import type { SqliteEngine } from "./engine";
import { callRejection, isConvexError, toResult } from "./results";
import { calls } from "./transaction";

type ConvexGlobal = {
  syscall(op: string, args: string): string;
  asyncSyscall(op: string, args: string): Promise<string>;
  jsSyscall(op: string, args: Record<string, unknown>): unknown;
};

let previous: ConvexGlobal | undefined;
let installed: ConvexGlobal | null = null;

/** Puts this module's `Convex` back if something (convex-test) replaced it since. */
export function ensureConvexGlobal() {
  const global = globalThis as unknown as { Convex?: ConvexGlobal };
  if (installed && global.Convex !== installed) {
    previous = global.Convex;
    global.Convex = installed;
  }
}

function fallback(): ConvexGlobal {
  if (!previous) {
    throw new Error("A Convex syscall ran outside any function call of the embedded engine");
  }
  return previous;
}

function ownerEngine(): SqliteEngine | null {
  return calls.getStore()?.engine ?? null;
}

/** A nested call's ConvexError reaches the caller with its data in JSON form. */
export function asRejection(error: unknown): unknown {
  return isConvexError(error)
    ? callRejection(toResult(error) as CallResult & { ok: false })
    : error;
}

function asText(result: unknown): string {
  return typeof result === "string" ? result : JSON.stringify(result);
}

/**
 * Defines `globalThis.Convex` (the `convex` package's syscall entry points). A call that
 * belongs to none of these engines is passed to whatever was there before (convex-test,
 * when both run in one test process).
 */
export function installConvexGlobal() {
  const global = globalThis as unknown as { Convex?: ConvexGlobal };
  if (installed && global.Convex === installed) return;
  previous = global.Convex;
  installed = {
    syscall(op, args) {
      const owner = ownerEngine();
      if (!owner) return fallback().syscall(op, args);
      return asText(owner.syscall(op, JSON.parse(args)));
    },
    asyncSyscall(op, args) {
      const owner = ownerEngine();
      if (!owner) return fallback().asyncSyscall(op, args);
      let result: unknown;
      try {
        result = owner.asyncSyscall(op, JSON.parse(args));
      } catch (error) {
        return Promise.reject(asRejection(error));
      }
      // Answered at once (most syscalls): one settled promise, no async frames.
      if (!(result instanceof Promise)) return Promise.resolve(asText(result));
      return result.then(asText, (error: unknown) => Promise.reject(asRejection(error)));
    },
    jsSyscall(op, args) {
      const owner = ownerEngine();
      if (!owner) return fallback().jsSyscall(op, args);
      throw new Error(`The SQLite engine does not support "${op}" (file storage)`);
    },
  };
  global.Convex = installed;
}
