/**
 * The bundled fallback policy table (spec 3), generated from this catalogue so that its
 * costs are the catalogue's own. Import it only where the table is needed: it pulls in the
 * whole catalogue.
 */
import { buildFallbackPolicies, type FallbackPolicy } from "../domain/economy/fallbackPolicies";
import { CATALOGUE } from "./index";

export const FALLBACK_POLICIES: readonly FallbackPolicy[] = buildFallbackPolicies(
  CATALOGUE.policies,
);
