/**
 * A circuit breaker for the model (docs/ai.md "Never waiting for a slow model"): after
 * `CIRCUIT_FAILURES` failures (time-outs, errors, no connection) within
 * `CIRCUIT_WINDOW_MS`, the model is skipped for `CIRCUIT_OPEN_MS` and the offline engine
 * answers at once; then one request tries the model again (a failure opens it again, a
 * success closes it). Pure: the state lives in the `aiCircuit` table (actions keep module
 * state only per isolate on Convex, so memory would not be shared).
 */

/** Failures that open the circuit... */
export const CIRCUIT_FAILURES = 3;
/** ...within this window (ms). */
export const CIRCUIT_WINDOW_MS = 60_000;
/** How long the model is skipped once the circuit opens (ms). */
export const CIRCUIT_OPEN_MS = 60_000;

export interface CircuitState {
  /** Times (ms) of the failures in the current window, oldest first. */
  failures: number[];
  /** The model is skipped until this time (ms; 0: closed). */
  openUntil: number;
}

export const CLOSED_CIRCUIT: CircuitState = { failures: [], openUntil: 0 };

export function isCircuitOpen(state: CircuitState, now: number): boolean {
  return now < state.openUntil;
}

/** The state after one model call that succeeded (`ok`) or failed at `now`. */
export function recordCircuitOutcome(state: CircuitState, ok: boolean, now: number): CircuitState {
  if (ok) return CLOSED_CIRCUIT;
  const failures = [...state.failures.filter((at) => now - at < CIRCUIT_WINDOW_MS), now];
  if (failures.length >= CIRCUIT_FAILURES)
    return { failures: [], openUntil: now + CIRCUIT_OPEN_MS };
  return { failures, openUntil: state.openUntil };
}
