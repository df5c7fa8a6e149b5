/**
 * The engines' catalogue from a catalogue section (convex/catalogue), with the catalogue
 * keys as ids. Used by tests and the fairness suite, which run without a database.
 */
import { areaById, POLICY_AREAS } from "../areas";
import type { CatalogueSection } from "../../catalogue/types";
import type { AiCatalogue } from "./types";

export function catalogueFromSection(section: CatalogueSection): AiCatalogue {
  return {
    narratives: section.narratives.map((narrative) => ({
      id: narrative.key,
      title: narrative.title,
      description: narrative.description,
      quadrant: narrative.quadrant,
      popularityScore: narrative.popularityScore,
    })),
    policies: section.policies.map((policy) => ({
      id: policy.key,
      title: policy.title,
      description: policy.description,
      category: areaById(policy.area).name,
      areaId: policy.area,
      quadrant: policy.quadrant,
      costEstimate: policy.costEstimate,
      resourceDemandTags: policy.resourceDemandTags,
      distributionTags: policy.distributionTags,
    })),
    links: section.narratives.flatMap((narrative) =>
      POLICY_AREAS.flatMap((area) =>
        (narrative.policies[area.id] ?? []).map((policyId, i) => ({
          narrativeId: narrative.key,
          policyId,
          areaId: area.id,
          rank: i + 1,
        })),
      ),
    ),
  };
}
