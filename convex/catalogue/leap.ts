import type { CatalogueSection } from "./types";

/** The leap quadrant's anchor narratives and their policies (written by the catalogue task). */
export const leapCatalogue: CatalogueSection = { narratives: [], policies: [] };
