/**
 * Keeping a guest's vote (docs/rooms.md "Guests"): before a guest signs in or signs up,
 * the browser makes a random ticket, hands it to guests:prepareUpgrade and keeps it here;
 * once an account is signed in, guests:claimVote moves the guest's vote to it.
 */
import { readStorage, writeStorage } from "./storage";

/** Not in the spec's list: the ticket waiting for the account (this module's own key). */
export const GUEST_UPGRADE_KEY = "apt-guest-upgrade";

/**
 * 32 random bytes as hex. crypto.getRandomValues works on plain-http LAN addresses too,
 * where crypto.randomUUID (secure contexts only) does not exist.
 */
export function newUpgradeTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function pendingUpgradeTicket(): string | null {
  return readStorage(GUEST_UPGRADE_KEY);
}

export function rememberUpgradeTicket(ticket: string | null): void {
  writeStorage(GUEST_UPGRADE_KEY, ticket);
}
