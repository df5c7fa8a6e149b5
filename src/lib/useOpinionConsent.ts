/**
 * Consent for saving rankings and manifestos (docs/privacy.md "Consent"): they are political
 * opinions like a vote. While the signed-in person has no recorded consent to the current
 * notice, a save carries it (the statement is shown beside the save button, and pressing
 * save gives it); the server records it before it stores anything.
 */
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { useRecordedConsent } from "./useVoteConsent";

export interface OpinionConsent {
  /** Signed in without a current consent (or not known yet): a save gives it. */
  asks: boolean;
  /** Whether the recorded consent is known (signed in and loaded). */
  known: boolean;
  /** The save's arguments, with the notice's version while `asks`. */
  withConsent: <T extends object>(args: T) => T & { consentVersion?: string };
}

export function useOpinionConsent(): OpinionConsent {
  const { needed, loading, givenAt } = useRecordedConsent();
  const asks = needed || loading;
  return {
    asks,
    known: needed || givenAt !== null,
    withConsent: (args) => (asks ? { ...args, consentVersion: PRIVACY_NOTICE_VERSION } : args),
  };
}
