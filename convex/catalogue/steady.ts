import type { CatalogueSection } from "./types";

/** The steady quadrant's anchor narratives and their policies (written by the catalogue task). */
export const steadyCatalogue: CatalogueSection = { narratives: [], policies: [] };
