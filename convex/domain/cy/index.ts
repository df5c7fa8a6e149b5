/**
 * The catalogue's and the quiz's Welsh (docs/i18n.md "The catalogue in Welsh"): policy
 * titles and one-line summaries, narrative titles and descriptions, the policy areas'
 * names, the quiz's questions and answers, keyed as convex/catalogue and convex/domain/quiz.ts key them. The browser
 * loads this module as its own chunk, only when Welsh is chosen
 * (src/i18n/data/catalogueText.ts); the server reads it for AI answers in Welsh.
 * Written by the team, for review by a fluent Welsh speaker (docs/glossary-cy.md).
 */
import type { AreaId } from "../areas";
import type { CatalogueSectionCy, NarrativeCy, PolicyCy } from "./types";
import { rewildCy } from "./rewild";
import { leapCy } from "./leap";
import { steadyCy } from "./steady";
import { scaleCy } from "./scale";
import { quizCy } from "./quiz";
import { AREAS_CY, type AreaCy } from "./areas";

export type * from "./types";
export type { AreaCy } from "./areas";

const SECTIONS: readonly CatalogueSectionCy[] = [rewildCy, leapCy, steadyCy, scaleCy];

export interface CatalogueCy {
  /** By catalogue key. */
  policies: ReadonlyMap<string, PolicyCy>;
  narratives: ReadonlyMap<string, NarrativeCy>;
  /** By the English title, for text that arrives without its key (a saved selection). */
  policiesByTitle: ReadonlyMap<string, PolicyCy>;
  narrativesByTitle: ReadonlyMap<string, NarrativeCy>;
  /** The policy areas' names, by area id (convex/domain/areas.ts). */
  areas: Readonly<Record<AreaId, AreaCy>>;
  quiz: typeof quizCy;
}

function merged<T extends readonly [string, ...string[]]>(
  pick: (section: CatalogueSectionCy) => Readonly<Record<string, T>>,
): [Map<string, T>, Map<string, T>] {
  const entries = SECTIONS.flatMap((section) => Object.entries(pick(section)));
  return [new Map(entries), new Map(entries.map(([, entry]) => [entry[0], entry]))];
}

const [policies, policiesByTitle] = merged<PolicyCy>((section) => section.policies);
const [narratives, narrativesByTitle] = merged<NarrativeCy>((section) => section.narratives);

export const CATALOGUE_CY: CatalogueCy = {
  policies,
  narratives,
  policiesByTitle,
  narrativesByTitle,
  areas: AREAS_CY,
  quiz: quizCy,
};
