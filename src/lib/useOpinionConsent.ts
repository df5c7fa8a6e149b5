/**
 * Consent for saving rankings and manifestos (docs/privacy.md "Consent"): they are political
 * opinions like a vote. While the signed-in person has no recorded consent to the current
 * notice, a save carries it (the statement is shown beside the save button, and pressing
 * save gives it); the server records it before it stores anything.
 */
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";

export interface OpinionConsent {
  /** Signed in without a current consent (or not known yet): a save gives it. */
  asks: boolean;
  /** Whether the recorded consent is known (signed in and loaded). */
  known: boolean;
  /** The save's arguments, with the notice's version while `asks`. */
  withConsent: <T extends object>(args: T) => T & { consentVersion?: string };
}

export function useOpinionConsent(): OpinionConsent {
  const { isAuthenticated } = useConvexAuth();
  const consent = useQuery(api.privacy.myConsent, isAuthenticated ? {} : "skip");
  const asks = isAuthenticated && (consent === undefined || consent === null || !consent.current);
  return {
    asks,
    known: isAuthenticated && consent !== undefined,
    withConsent: (args) => (asks ? { ...args, consentVersion: PRIVACY_NOTICE_VERSION } : args),
  };
}
