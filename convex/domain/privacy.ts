/**
 * Privacy by design (docs/privacy.md): the privacy notice's version, the consent a voter
 * gives before any opinion is stored, and the retention figures. Pure data, shared by the
 * server (which enforces them) and the browser (which shows them).
 */

/**
 * The version of the privacy notice (src/features/privacy/PrivacyPage.tsx), a date. A
 * consent counts only for the version it was given for: changing the notice means changing
 * this, and every voter is asked again before their next vote. 2026-11-28: a vote may say
 * where its voter lives (a nation and, in England, a region; docs/nations.md).
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

/**
 * What a consent is for (docs/privacy.md "Consent"): each purpose is asked where its opinion
 * is stored, recorded on its own, and withdrawn on its own.
 * - `vote`: the vote, with what is sent with it (its policies as the 'general' ranking and
 *   the manifesto text of the vote);
 * - `rankings`: the policies chosen and ranked per area (the policy dialogs, a narrative's
 *   areas, 'Save to My Account' on a narrative's summary);
 * - `manifestos`: manifestos saved to the account (the editor, the home page's, one made
 *   before signing in).
 */
export const CONSENT_PURPOSES = ["vote", "rankings", "manifestos"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The words a person agrees to, beside the checkbox of each purpose. */
export const CONSENT_STATEMENTS: Record<ConsentPurpose, string> = {
  vote: "I agree that my vote — my political opinions — is stored as described in the privacy notice",
  rankings:
    "I agree that my policy choices — my political opinions — are stored as described in the privacy notice",
  manifestos:
    "I agree that my manifestos — my political opinions — are stored as described in the privacy notice",
};

/** The words a voter agrees to, beside the vote's checkbox (and the quick vote's button). */
export const CONSENT_STATEMENT = CONSENT_STATEMENTS.vote;

/** Days after its workshop room closes that a guest and the guest's votes are removed. */
export const GUEST_RETENTION_DAYS = 30;

/**
 * Days without a vote after which a room left open counts as idle: its guests and their
 * votes are removed as if it had closed (the same 30 days as a closed room's).
 */
export const IDLE_ROOM_DAYS = 30;

/** Days after which a guest (Anonymous sign-in) that never voted is removed. */
export const ABANDONED_GUEST_DAYS = 7;

/** ms in a day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the retention job runs (ms): every 6 hours. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** People removed per run of the retention job at most (each is a few dozen rows). */
export const RETENTION_PEOPLE_PER_RUN = 20;

/** Rows of one table a deletion or export reads for one person at most, per table. */
export const PERSONAL_ROWS_PER_TABLE = 500;

/** The messages of the privacy rules. */
export const PRIVACY_MESSAGES = {
  consentRequired: "Please tick the box to agree to the privacy notice before your vote is stored.",
  consentRequiredToSave:
    "Please tick the box to agree to the privacy notice before your choices are stored.",
  consentRequiredToSaveManifesto:
    "Please tick the box to agree to the privacy notice before your manifesto is stored.",
  consentOutdated:
    "The privacy notice has changed since you agreed to it. Please read it and agree again.",
  signInToDelete: "Please sign in to delete your account.",
  signInToConsent: "Please sign in to record your consent.",
  deleteGuests: "A guest has no account to delete: your vote is removed when you withdraw consent.",
} as const;

/** The name of the file "Download my data" saves, e.g. policy-simulator-my-data-2026-11-25.json. */
export function personalDataFileName(now: Date): string {
  return `policy-simulator-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** The refusal a store of each purpose meets without consent. */
export const CONSENT_REQUIRED_MESSAGES: Record<ConsentPurpose, string> = {
  vote: PRIVACY_MESSAGES.consentRequired,
  rankings: PRIVACY_MESSAGES.consentRequiredToSave,
  manifestos: PRIVACY_MESSAGES.consentRequiredToSaveManifesto,
};

/** Whether a consent given for `version` covers the current notice. */
export function isCurrentConsent(version: string | null | undefined): boolean {
  return version === PRIVACY_NOTICE_VERSION;
}
