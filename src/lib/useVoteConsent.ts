/**
 * The consent box of a vote (docs/privacy.md "Consent"): needed while the signed-in person
 * has no recorded consent to the current privacy notice. Ticking it sends the notice's
 * version with the vote, and the server records the consent before it stores the vote.
 */
import { useState } from "react";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";

export interface VoteConsent {
  /** The box is shown: no consent to the current notice is recorded. */
  needed: boolean;
  /** Signed in, and the recorded consent not known yet. */
  loading: boolean;
  /** The box is ticked. */
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** The vote was tried with the box needed but unticked: the box shows why. */
  missing: boolean;
  /** When the recorded consent was given (ms), if current. */
  givenAt: number | null;
  /**
   * Whether the vote may go ahead; if not, marks the box as missing (and focuses it) and
   * the caller does not send the vote.
   */
  check: () => boolean;
  /** The vote's arguments, with the consent when the box is ticked. */
  withConsent: <T extends object>(args: T | null) => (T & { consentVersion?: string }) | null;
}

/** The id of the consent checkbox, for focusing it from a button elsewhere on the page. */
export const CONSENT_CHECKBOX_ID = "vote-consent";

/**
 * The signed-in person's recorded consent: `needed` while none to the current notice is
 * recorded, `loading` until it is known, `givenAt` of a current one. Signed out, nothing
 * is needed (nothing is stored then).
 */
export function useRecordedConsent(): {
  needed: boolean;
  loading: boolean;
  givenAt: number | null;
} {
  const { isAuthenticated } = useConvexAuth();
  const consent = useQuery(api.privacy.myConsent, isAuthenticated ? {} : "skip");
  return {
    needed: isAuthenticated && consent !== undefined && (consent === null || !consent.current),
    loading: isAuthenticated && consent === undefined,
    givenAt: consent?.current ? consent.givenAt : null,
  };
}

export function useVoteConsent(): VoteConsent {
  // Signed out, the vote asks to sign in first; while loading, the server is the guard.
  const { needed, loading, givenAt } = useRecordedConsent();
  const [agreed, setAgreedState] = useState(false);
  const [missing, setMissing] = useState(false);

  function setAgreed(value: boolean) {
    setAgreedState(value);
    if (value) setMissing(false);
  }

  function check(): boolean {
    if (!needed || agreed) return true;
    setMissing(true);
    document.getElementById(CONSENT_CHECKBOX_ID)?.focus();
    return false;
  }

  return {
    needed,
    loading,
    agreed,
    setAgreed,
    missing,
    givenAt,
    check,
    withConsent: (args) =>
      args === null
        ? null
        : needed && agreed
          ? { ...args, consentVersion: PRIVACY_NOTICE_VERSION }
          : args,
  };
}
