/**
 * How a throttle's refusal names its wait (docs/security.md "Sign-in and budgets"). The
 * server sends the English sentence as `message` and the wait as values (`wait`, from
 * `waitOf`), so the browser words the same refusal in the page's language
 * (src/features/auth/authMessages.ts; its English is held equal to these sentences by
 * src/features/auth/authMessages.test.ts). Pure: the same code runs on Convex.
 */

/** A wait as the words need it: whole seconds under a minute, else whole minutes. */
export type Wait = {
  unit: "seconds" | "minutes";
  count: number;
};

/** The wait of `ms` milliseconds, rounded up (so the user never waits too little). */
export function waitOf(ms: number): Wait {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { unit: "seconds", count: seconds };
  return { unit: "minutes", count: Math.ceil(seconds / 60) };
}

/** "1 second", "30 seconds", "2 minutes" (rounded up, as `waitOf`). */
export function formatWait(ms: number): string {
  const { unit, count } = waitOf(ms);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

/** The sign-in throttle's refusal: "Too many failed attempts. Please wait 4 seconds and try again." */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  return `Too many failed attempts. Please wait ${formatWait(retryAfterMs)} and try again.`;
}
