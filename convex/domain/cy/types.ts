/**
 * The shapes of the catalogue's Welsh (docs/i18n.md "The catalogue in Welsh"). Each entry
 * keeps the English title it translates, so a test notices when the English changes and
 * the Welsh needs redoing, and so text that carries only a title (a saved selection) still
 * finds its Welsh.
 */

/** A policy: [the English title translated, the Welsh title, a one-line Welsh summary]. */
export type PolicyCy = readonly [en: string, title: string, summary: string];

/** A narrative: [the English title translated, the Welsh title, the Welsh description]. */
export type NarrativeCy = readonly [en: string, title: string, description: string];

/** One quadrant's Welsh, keyed by catalogue key (convex/catalogue). */
export interface CatalogueSectionCy {
  narratives: Readonly<Record<string, NarrativeCy>>;
  policies: Readonly<Record<string, PolicyCy>>;
}

/** A quiz question's Welsh: the same shape as its English source in convex/domain/quiz.ts. */
export interface QuizQuestionCy {
  label: string;
  lowLabel: string;
  highLabel: string;
  /** Ten [text, description] pairs, option 0 first. */
  options: ReadonlyArray<readonly [string, string]>;
}
