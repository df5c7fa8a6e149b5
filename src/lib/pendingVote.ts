/**
 * A vote pressed while signed out (docs/product.md "Bind vote"): the bind page remembers the
 * pressed button and the ticked consent box here, sends the voter to sign up, and binds on
 * return without a second press. Kept for PENDING_VOTE_MS only, so a vote pressed long ago
 * is never cast by surprise.
 */
import { readStorage, writeStorage } from "./storage";

const KEY = "apt-pending-vote";

/** How long a remembered press stays good (ms): 30 minutes. */
export const PENDING_VOTE_MS = 30 * 60 * 1000;

export interface PendingVote {
  /** The vote's consent box was ticked when the button was pressed. */
  agreed: boolean;
  /** ms since epoch when it was pressed. */
  at: number;
}

export function rememberPendingVote(agreed: boolean, now = Date.now()): void {
  writeStorage(KEY, JSON.stringify({ agreed, at: now } satisfies PendingVote));
}

/** The remembered press, if still good; reading it clears it. */
export function takePendingVote(now = Date.now()): PendingVote | null {
  const raw = readStorage(KEY);
  writeStorage(KEY, null);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingVote>;
    if (typeof value.at !== "number" || now - value.at > PENDING_VOTE_MS || now < value.at) {
      return null;
    }
    return { agreed: value.agreed === true, at: value.at };
  } catch {
    return null;
  }
}

/** Whether a press is remembered (without clearing it). */
export function hasPendingVote(): boolean {
  return readStorage(KEY) !== null;
}
