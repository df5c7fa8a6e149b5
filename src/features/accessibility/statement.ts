/**
 * The accessibility statement's facts (issue 27), in the form UK public sector bodies
 * publish: the standard, the status, the known issues and when the site was last tested.
 * Update `LAST_TESTED` and `KNOWN_ISSUES` whenever the site is tested again.
 */

/** The standard the site is measured against. */
export const STANDARD = "Web Content Accessibility Guidelines (WCAG) version 2.2, level AA";

/** The day of the last test (automated axe checks and manual keyboard checks). */
export const LAST_TESTED = "26 November 2026";

/** The day this statement was prepared. */
export const STATEMENT_PREPARED = "25 November 2026";

export interface KnownIssue {
  /** What does not work, in plain English. */
  issue: string;
  /** The WCAG 2.2 success criterion it fails. */
  criterion: string;
}

/** Content that is not yet accessible, with the criterion each fails. */
export const KNOWN_ISSUES: KnownIssue[] = [
  {
    issue:
      "The map of where voters landed, on the presenter and community pages, is described as a summary (how many votes, in how many places, where most are), not circle by circle.",
    criterion: "1.1.1 Non-text content",
  },
  {
    issue:
      "On a phone, the quick vote's button bar stays at the bottom of the screen and can cover the story that has keyboard focus until you scroll.",
    criterion: "2.4.11 Focus not obscured (minimum)",
  },
  {
    issue:
      "On the presenter view, figures change as votes arrive; there is no control to pause the updates other than hiding the results.",
    criterion: "2.2.2 Pause, stop, hide",
  },
];
