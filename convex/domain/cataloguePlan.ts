/**
 * Turns the catalogue content (convex/catalogue) into rows to load: narratives,
 * policies and narrative→policy links, with the default policy per narrative and area.
 * Pure and forgiving: content that is still being written may be incomplete, so bad
 * entries are skipped with a warning instead of stopping the load.
 */
import type { CatalogueNarrative, CataloguePolicy, CatalogueSection } from "../catalogue/types";
import { POLICY_AREAS, isAreaId, isQuadrant, type AreaId } from "./areas";
import { costingProblems } from "./costing";
import { parseCostEstimate } from "./economy/costs";

export interface CatalogueLink {
  narrativeKey: string;
  policyKey: string;
  areaId: AreaId;
  /** 1-based position in the narrative's list for the area (catalogue order). */
  rank: number;
  /** The first policy of the narrative's list for the area is its default (rank 1). */
  isDefault: boolean;
}

export interface CataloguePlan {
  narratives: CatalogueNarrative[];
  policies: CataloguePolicy[];
  links: CatalogueLink[];
  warnings: string[];
}

function clampScore(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export function planCatalogue(catalogue: CatalogueSection): CataloguePlan {
  const warnings: string[] = [];

  const policies = new Map<string, CataloguePolicy>();
  for (const policy of catalogue.policies) {
    if (policies.has(policy.key)) {
      warnings.push(`Duplicate policy key ${policy.key}: the first one is kept`);
    } else if (!isAreaId(policy.area)) {
      warnings.push(`Policy ${policy.key} has an unknown area ${String(policy.area)}`);
    } else if (!isQuadrant(policy.quadrant)) {
      warnings.push(`Policy ${policy.key} has an unknown quadrant ${String(policy.quadrant)}`);
    } else {
      for (const problem of costingProblems(
        policy.costing,
        parseCostEstimate(policy.costEstimate),
      )) {
        warnings.push(`Policy ${policy.key} costing: ${problem}`);
      }
      policies.set(policy.key, { ...policy, popularityScore: clampScore(policy.popularityScore) });
    }
  }

  const narratives = new Map<string, CatalogueNarrative>();
  const links: CatalogueLink[] = [];
  for (const narrative of catalogue.narratives) {
    if (narratives.has(narrative.key)) {
      warnings.push(`Duplicate narrative key ${narrative.key}: the first one is kept`);
      continue;
    }
    if (!isQuadrant(narrative.quadrant)) {
      warnings.push(
        `Narrative ${narrative.key} has an unknown quadrant ${String(narrative.quadrant)}`,
      );
      continue;
    }
    narratives.set(narrative.key, {
      ...narrative,
      popularityScore: clampScore(narrative.popularityScore),
    });

    // Keys per area in catalogue order; a key listed under the wrong area is moved to
    // its own area (after that area's own entries).
    const byArea = new Map<AreaId, string[]>(POLICY_AREAS.map((area) => [area.id, []]));
    const misplaced: string[] = [];
    const seen = new Set<string>();
    for (const area of POLICY_AREAS) {
      const keys = narrative.policies?.[area.id] ?? [];
      if (keys.length === 0) {
        warnings.push(`Narrative ${narrative.key} has no policies for ${area.id}`);
      }
      for (const key of keys) {
        const policy = policies.get(key);
        if (!policy) {
          warnings.push(`Narrative ${narrative.key} lists unknown policy ${key}`);
        } else if (seen.has(key)) {
          warnings.push(`Narrative ${narrative.key} lists policy ${key} twice`);
        } else if (policy.area !== area.id) {
          warnings.push(
            `Narrative ${narrative.key} lists ${key} under ${area.id}, but it belongs to ${policy.area}`,
          );
          misplaced.push(key);
          seen.add(key);
        } else {
          byArea.get(area.id)?.push(key);
          seen.add(key);
        }
      }
    }
    for (const key of misplaced) {
      const policy = policies.get(key);
      if (policy) byArea.get(policy.area)?.push(key);
    }
    for (const [areaId, keys] of byArea) {
      keys.forEach((policyKey, index) => {
        links.push({
          narrativeKey: narrative.key,
          policyKey,
          areaId,
          rank: index + 1,
          isDefault: index === 0,
        });
      });
    }
  }

  return {
    narratives: [...narratives.values()],
    policies: [...policies.values()],
    links,
    warnings,
  };
}

/**
 * A short fingerprint of the catalogue content (FNV-1a, 32-bit, over its JSON), stored
 * when it is loaded so a later start can tell that the source has changed.
 */
export function catalogueFingerprint(catalogue: CatalogueSection): string {
  const text = JSON.stringify(catalogue);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, "0")}-${text.length}`;
}
