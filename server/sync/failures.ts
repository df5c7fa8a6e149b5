import type { CallResult } from "../engine/types";
import { serverError } from "../engine/errors";
import type { Logger } from "../log";

/** Logs a failed call; a redacted internal error is logged with its details. */
export function logFailure(
  log: Logger,
  kind: string,
  udfPath: string,
  result: Extract<CallResult, { ok: false }>,
) {
  if (result.internal) log.error(`${kind} ${udfPath}: ${result.message}`, result.internal);
  else log.functionError(kind, udfPath, result.message);
}

/** An unexpected failure outside the function: redacted, logged with its request id. */
export function internalFailure(
  log: Logger,
  kind: string,
  udfPath: string,
  error: unknown,
): CallResult {
  const failure = serverError(error);
  logFailure(log, kind, udfPath, failure);
  return failure;
}
