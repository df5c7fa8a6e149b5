/**
 * The tables that hold personal data, in plain words, for the privacy notice (the full list
 * with table names is in docs/privacy.md): each key's words are the privacy catalogue's
 * `privacy.store.<key>.what` and `.detail` (src/i18n/messages/privacy).
 */
export const WHAT_WE_STORE = [
  "account",
  "sessions",
  "consent",
  "votes",
  "rankings",
  "manifestos",
  "profile",
  "rooms",
  "abuse",
] as const;
