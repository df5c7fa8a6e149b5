/**
 * The tables that hold personal data, in plain words, for the privacy notice (the full list
 * with table names is in docs/privacy.md).
 */
export const WHAT_WE_STORE: ReadonlyArray<{ what: string; detail: string }> = [
  {
    what: "Your account",
    detail:
      "your email address, a one-way hash of your password (never the password itself), and when you signed in; a workshop guest has no email, only a random identity",
  },
  {
    what: "Your sessions",
    detail: "which devices are signed in, and until when",
  },
  {
    what: "Your consent",
    detail:
      "for each of your vote, your policy choices and your manifestos: when you agreed to this notice, and to which version",
  },
  {
    what: "Your votes",
    detail:
      "the story and policies you chose, your tax settings and the figures worked out from them, when you voted, the workshop room you voted in, and, if you said, the nation you live in (and in England your region; never a postcode); earlier votes are kept with your account until you delete it or withdraw consent",
  },
  {
    what: "Your rankings",
    detail: "the policies you ranked in each policy area",
  },
  {
    what: "Your manifestos",
    detail: "the manifestos you saved, with the vision you typed, and the link if you shared one",
  },
  {
    what: "Your profile",
    detail: "your email again, and the dates of your last vote and sign-in",
  },
  {
    what: "Your workshop rooms",
    detail: "the rooms you run as a facilitator: their names, codes and settings",
  },
  {
    what: "Abuse counters",
    detail:
      "short-lived counts of sign-in attempts and AI requests, by your account or network address",
  },
];
