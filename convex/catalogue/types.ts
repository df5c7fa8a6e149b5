import type { AreaId, Quadrant } from "../domain/areas";
import type { PressureModifiers } from "../domain/economy/inflation";
import type { CatalogueCosting } from "../domain/costing";

/** Words used in resourceDemandTags: what a policy draws on when it is delivered. */
export type ResourceDemandTag =
  | "public-funds"
  | "construction"
  | "skilled-labour"
  | "care-workforce"
  | "clinical-workforce"
  | "teachers"
  | "energy"
  | "land"
  | "imports"
  | "digital-infrastructure"
  | "materials"
  | "transport-capacity"
  | "admin-capacity"
  | "volunteers"
  | "private-capital";

/** Words used in distributionTags: who gains most. */
export type DistributionTag =
  | "universal"
  | "low-income"
  | "middle-income"
  | "high-income"
  | "young-people"
  | "families"
  | "older-people"
  | "disabled-people"
  | "renters"
  | "homeowners"
  | "workers"
  | "small-business"
  | "large-business"
  | "rural"
  | "urban"
  | "coastal-and-left-behind-towns"
  | "future-generations"
  | "communities";

export type { CatalogueCosting } from "../domain/costing";

/** How a policy's spending presses on prices: the economy model's own type (spec 3, 9). */
export type { PressureModifiers } from "../domain/economy/inflation";

export interface CatalogueNarrative {
  /** Stable slug, unique across the catalogue (e.g. "rewild-commons-revival"). */
  key: string;
  title: string;
  /** A few sentences. */
  description: string;
  quadrant: Quadrant;
  /** 0 to 100, shown as a percentage. */
  popularityScore: number;
  /**
   * The narrative's policies per area: every one of the 13 areas must be present with at
   * least one policy key; the FIRST key of each list is the narrative's default for the area.
   */
  policies: Record<AreaId, string[]>;
}

export interface CataloguePolicy {
  /** Stable slug, unique across the catalogue (e.g. "rewild-health-social-prescribing"). */
  key: string;
  title: string;
  /** Two to four sentences: what it does, for whom, how. */
  description: string;
  area: AreaId;
  /**
   * Spec format: "£12bn", "£500m", "£1.5bn"; a leading minus for a saving or revenue
   * ("-£3bn"). The UK fiscal cost a year in the costing's baseline and price year (England
   * costs include their Barnett consequentials; loans count only their expected loss).
   */
  costEstimate: string;
  /** One line: how the figure was derived (UK figures or a public estimate, named). */
  costBasis: string;
  /** Baseline, price year, extent, spending type (docs/economy-model.md "Catalogue costing basis"). */
  costing: CatalogueCosting;
  quadrant: Quadrant;
  resourceDemandTags: ResourceDemandTag[];
  distributionTags: DistributionTag[];
  pressureModifiers: PressureModifiers;
  /** 0 to 100. */
  popularityScore: number;
}

export interface CatalogueSection {
  narratives: CatalogueNarrative[];
  policies: CataloguePolicy[];
}
