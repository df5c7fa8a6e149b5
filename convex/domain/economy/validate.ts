/** Input checks shared by the model's entry points (helpers that throw: ensure…). */

/** Throw a RangeError unless the value is a finite number of at least zero. */
export function ensureNonNegativeFinite(value: number, name: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of at least 0, got ${String(value)}`);
  }
  return value;
}
