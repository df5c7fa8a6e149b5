import type { CatalogueSection } from "./types";

/** The rewild quadrant's anchor narratives and their policies (written by the catalogue task). */
export const rewildCatalogue: CatalogueSection = { narratives: [], policies: [] };
