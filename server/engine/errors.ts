/**
 * What a client may see of a failure, for every engine: errors a function throws on purpose
 * (a `ConvexError`, a plain `Error` with a message, an argument validation failure) reach it
 * as they are; anything else — a TypeError, a RangeError, a stack overflow — is an internal
 * failure, which the client sees as `[Request ID: …] Server Error`, as on Convex, while the
 * log gets the details (docs/embedded-backend.md, "Hostile clients").
 */
import { randomBytes } from "node:crypto";
import { ConvexError } from "convex/values";
import type { CallResult } from "./types";

/** What a write is refused with while the disk is full (docs/embedded-backend.md). */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so changes cannot be saved right now. Please try again later.";

/**
 * A write refused, or a commit rolled back, because the disk is full: a ConvexError, so the
 * app shows its `message` (src/lib/errorMessage.ts) and can tell it by its `code`.
 */
export class DiskFullError extends ConvexError<{ code: "DISK_FULL"; message: string }> {
  constructor() {
    super({ code: "DISK_FULL", message: DISK_FULL_MESSAGE });
  }
}

/** The failure a caller gets when its write was refused or rolled back (disk full). */
export function diskFullFailure(): Extract<CallResult, { ok: false }> {
  return {
    ok: false,
    message: DISK_FULL_MESSAGE,
    data: { code: "DISK_FULL", message: DISK_FULL_MESSAGE },
  };
}

export function isIntentional(error: unknown): boolean {
  if (!(error instanceof Error)) return typeof error === "string";
  const plain = Object.getPrototypeOf(error) === Error.prototype || error.name === "Error";
  return plain && !/Maximum call stack size exceeded/.test(error.message);
}

/** The failure for an error that is not a ConvexError: as it is, or redacted. */
export function plainFailure(error: unknown): CallResult {
  if (isIntentional(error)) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  return serverError(error);
}

/** An internal failure: `[Request ID: …] Server Error` for the client, details for the log. */
export function serverError(error: unknown): Extract<CallResult, { ok: false }> {
  const requestId = randomBytes(8).toString("hex");
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { ok: false, message: `[Request ID: ${requestId}] Server Error`, internal: detail };
}
