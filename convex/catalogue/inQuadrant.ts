import type { Quadrant } from "../domain/areas";
import type { CataloguePolicy } from "./types";

/**
 * One quadrant's policies, each given the quadrant its file is named for (the field stood
 * in every entry before, where a copied entry could contradict its file). The fields keep
 * the order CataloguePolicy gives them, so the loaded catalogue is the same to the byte
 * (scripts/catalogueHash.ts).
 */
export function inQuadrant(
  quadrant: Quadrant,
  policies: Omit<CataloguePolicy, "quadrant">[],
): CataloguePolicy[] {
  return policies.map(
    ({ key, title, description, area, costEstimate, costBasis, costing, ...rest }) => ({
      key,
      title,
      description,
      area,
      costEstimate,
      costBasis,
      costing,
      quadrant,
      ...rest,
    }),
  );
}
