/**
 * The 13 policy areas' Welsh names (draft for review by a fluent speaker: docs/glossary-cy.md
 * "Policy area names", where each was chosen first). Keyed by area id
 * (convex/domain/areas.ts); each keeps the English name it translates, so a test notices
 * when the English changes. Names keep the English capitals, as the catalogue's titles do;
 * "a" takes the aspirate mutation (Tai a Thir) and becomes "ac" before a vowel.
 */
import type { AreaId, AreaName } from "../areas";

/** An area: [the English name translated, the Welsh name]. */
export type AreaCy = readonly [en: AreaName, name: string];

export const AREAS_CY: Readonly<Record<AreaId, AreaCy>> = {
  "health-care": ["Health & Care", "Iechyd a Gofal"],
  "education-training": ["Education & Training", "Addysg a Hyfforddiant"],
  "jobs-economy": ["Jobs & Economy", "Swyddi a'r Economi"],
  "housing-land": ["Housing & Land", "Tai a Thir"],
  "climate-environment": ["Climate & Environment", "Hinsawdd a'r Amgylchedd"],
  "transport-travel": ["Transport & Travel", "Trafnidiaeth a Theithio"],
  "crime-justice": ["Crime & Justice", "Trosedd a Chyfiawnder"],
  "defence-foreign": ["Defence & Foreign Affairs", "Amddiffyn a Materion Tramor"],
  "welfare-pensions": ["Welfare & Pensions", "Lles a Phensiynau"],
  "culture-media": ["Culture & Media", "Diwylliant a'r Cyfryngau"],
  "tech-innovation": ["Tech & Innovation", "Technoleg ac Arloesi"],
  "farming-food": ["Farming & Food", "Ffermio a Bwyd"],
  "laws-governance": ["How Laws Are Made", "Sut y Gwneir Cyfreithiau"],
};
