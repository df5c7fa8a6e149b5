/**
 * The consent box of each purpose (docs/privacy.md "Consent"): a vote, rankings and
 * manifestos each ask, where they are stored, while the signed-in person has no recorded
 * consent of that purpose to the current privacy notice. Ticking the box sends the notice's
 * version with the store, and the server records the consent before it stores anything.
 */
import { useState } from "react";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { PRIVACY_NOTICE_VERSION, type ConsentPurpose } from "@convex/domain/privacy";
import { useSignedOut } from "./useSignedOut";

export interface Consent {
  purpose: ConsentPurpose;
  /** The id of the box, for focusing it from a button elsewhere on the page. */
  checkboxId: string;
  /** The box is shown: no consent of the purpose to the current notice is recorded. */
  needed: boolean;
  /** Signed in, and the recorded consent not known yet. */
  loading: boolean;
  /** The box is ticked. */
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** The store was tried with the box needed but unticked: the box shows why. */
  missing: boolean;
  /** When the recorded consent was given (ms), if current. */
  givenAt: number | null;
  /**
   * Whether the store may go ahead; if not, marks the box as missing (and focuses it) and
   * the caller does not send anything.
   */
  check: () => boolean;
  /** The store's arguments, with the consent when the box is ticked. */
  withConsent: <T extends object>(args: T) => T & { consentVersion?: string };
}

/** The vote's box keeps its id (pages focus it from the bind button). */
export const CONSENT_CHECKBOX_ID = "vote-consent";

export function consentCheckboxId(purpose: ConsentPurpose): string {
  return purpose === "vote" ? CONSENT_CHECKBOX_ID : `${purpose}-consent`;
}

/**
 * The signed-in person's recorded consent of the purpose: `needed` while none to the
 * current notice is recorded, `loading` until it is known, `givenAt` of a current one.
 * Signed out, nothing is needed (nothing is stored then).
 */
export function useRecordedConsent(
  purpose: ConsentPurpose = "vote",
  askSignedOut = false,
): {
  needed: boolean;
  loading: boolean;
  givenAt: number | null;
} {
  const { isAuthenticated } = useConvexAuth();
  // Known at once without a stored session, so the bind page's box is drawn with the page.
  const signedOut = useSignedOut();
  const consents = useQuery(api.privacy.myConsent, isAuthenticated ? {} : "skip");
  const consent = consents?.[purpose] ?? null;
  return {
    needed:
      (askSignedOut && signedOut) ||
      (isAuthenticated && consents !== undefined && (consent === null || !consent.current)),
    loading: isAuthenticated && consents === undefined,
    givenAt: consent?.current ? consent.givenAt : null,
  };
}

/**
 * The box of one purpose, its state, and the store's arguments with the consent.
 * `askSignedOut`: show the box to a signed-out visitor too (the bind page remembers the
 * tick across sign-up); `initiallyAgreed`: a tick remembered from before.
 */
export function useConsent(
  purpose: ConsentPurpose,
  { askSignedOut = false, initiallyAgreed = false } = {},
): Consent {
  // Signed out, the store asks to sign in first; while loading, the server is the guard.
  const { needed, loading, givenAt } = useRecordedConsent(purpose, askSignedOut);
  const [agreed, setAgreedState] = useState(initiallyAgreed);
  const [missing, setMissing] = useState(false);
  const checkboxId = consentCheckboxId(purpose);

  function setAgreed(value: boolean) {
    setAgreedState(value);
    if (value) setMissing(false);
  }

  function check(): boolean {
    if (!needed || agreed) return true;
    setMissing(true);
    document.getElementById(checkboxId)?.focus();
    return false;
  }

  return {
    purpose,
    checkboxId,
    needed,
    loading,
    agreed,
    setAgreed,
    missing,
    givenAt,
    check,
    withConsent: (args) =>
      needed && agreed ? { ...args, consentVersion: PRIVACY_NOTICE_VERSION } : args,
  };
}

export type VoteConsent = Consent;

/** The vote's box (docs/privacy.md "Consent"). */
export function useVoteConsent(options: Parameters<typeof useConsent>[1] = {}): VoteConsent {
  return useConsent("vote", options);
}
