import type { CatalogueSection } from "./types";

/** The scale quadrant's anchor narratives and their policies (written by the catalogue task). */
export const scaleCatalogue: CatalogueSection = { narratives: [], policies: [] };
