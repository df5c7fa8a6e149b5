import type { CatalogueSection } from "./types";
import { rewildCatalogue } from "./rewild";
import { leapCatalogue } from "./leap";
import { steadyCatalogue } from "./steady";
import { scaleCatalogue } from "./scale";

export type * from "./types";

/** The whole policy catalogue: anchor narratives and their policies, all four quadrants. */
export const CATALOGUE: CatalogueSection = {
  narratives: [
    ...rewildCatalogue.narratives,
    ...leapCatalogue.narratives,
    ...steadyCatalogue.narratives,
    ...scaleCatalogue.narratives,
  ],
  policies: [
    ...rewildCatalogue.policies,
    ...leapCatalogue.policies,
    ...steadyCatalogue.policies,
    ...scaleCatalogue.policies,
  ],
};
