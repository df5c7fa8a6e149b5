/**
 * A function's failure as the engine reports it: a thrown error as the failed `CallResult`
 * a caller gets (a ConvexError's data in JSON form), and that result as the rejection a
 * nested call's caller gets.
 */
import { convexToJson, jsonToConvex } from "convex/values";
import type { CallResult } from "../types";
import { plainFailure } from "../errors";

type ErrorWithData = Error & { data?: unknown; ConvexErrorSymbol?: symbol };

export function isConvexError(error: unknown): error is ErrorWithData {
  return (
    typeof error === "object" &&
    error !== null &&
    (Symbol.for("ConvexError") in error || (error as Error).name === "ConvexError")
  );
}

/** The error's ConvexError data in JSON form (the convex package serialises it to a string). */
function errorData(error: ErrorWithData): unknown {
  const data = error.data;
  if (typeof data === "string" && error.ConvexErrorSymbol !== undefined) return JSON.parse(data);
  return convexToJson((data ?? null) as never);
}

/**
 * A failure already turned into its result elsewhere (a mutation on a function thread,
 * threadedCalls.ts), thrown on the main thread: `toResult` gives that result as it is; as an
 * Error it is the rejection a nested caller gets (message and data, as `callRejection`).
 */
export class ThreadFailure extends Error {
  readonly data?: unknown;
  constructor(readonly result: Extract<CallResult, { ok: false }>) {
    super(result.message);
    if (result.data !== undefined) this.data = result.data;
  }
}

export function toResult(error: unknown): CallResult {
  if (error instanceof ThreadFailure) return error.result;
  if (isConvexError(error)) {
    const data = errorData(error);
    const value = jsonToConvex(data as never) as unknown;
    const message =
      typeof value === "object" &&
      value !== null &&
      typeof (value as { message?: unknown }).message === "string"
        ? (value as { message: string }).message
        : typeof value === "string"
          ? value
          : error.message;
    return { ok: false, message, data };
  }
  return plainFailure(error);
}

/**
 * What a nested caller (an action's `ctx.runQuery`, `runAction`) gets of a failure turned
 * into `result` on a thread, as it would from the main thread's engine: a ConvexError's
 * message and data, any other error's own message (the convex package keeps only that).
 */
export function nestedRejection(
  error: unknown,
  result: Extract<CallResult, { ok: false }>,
): { message: string; data?: unknown } {
  const message = isConvexError(error)
    ? result.message
    : error instanceof Error
      ? error.message
      : String(error);
  return result.data === undefined ? { message } : { message, data: result.data };
}

/** A failed CallResult as a syscall rejection (the convex package rethrows it). */
export function callRejection(result: CallResult & { ok: false }) {
  return Object.assign(
    new Error(result.message),
    result.data === undefined ? {} : { data: result.data },
  );
}
