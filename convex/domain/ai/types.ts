/** Plain-data shapes shared by the offline engine, the model path and `convex/ai.ts`. */
import type { AreaId, Quadrant } from "../areas";

/** Which engine wrote an answer; the UI says so. */
export type Engine = "offline" | "model";

export interface AiNarrative {
  id: string;
  title: string;
  description: string;
  quadrant: Quadrant;
  popularityScore: number;
}

export interface AiPolicy {
  id: string;
  title: string;
  description: string;
  /** Area name, e.g. "Health & Care". */
  category: string;
  areaId: AreaId;
  quadrant: Quadrant;
  costEstimate: string;
  resourceDemandTags: string[];
  distributionTags: string[];
}

/** A narrative's policy for an area; rank 1 is its default there. */
export interface AiLink {
  narrativeId: string;
  policyId: string;
  areaId: AreaId;
  rank: number;
}

/** What the engines know about the catalogue. */
export interface AiCatalogue {
  narratives: AiNarrative[];
  policies: AiPolicy[];
  links: AiLink[];
}

/** Spec 3 "Manifesto builder response", plus which engine answered. */
export interface ManifestoResult {
  engine: Engine;
  manifestoTitle: string;
  manifestoDescription: string;
  quadrantAlignment: Quadrant;
  /** 0 to 1. */
  confidenceScore: number;
  matchedNarrative: { id: string; title: string; reason: string; data: { description: string } };
  selectedPolicies: {
    id: string;
    title: string;
    category: string;
    reason: string;
    data: { description: string };
  }[];
  /** Set when the model was configured but failed and the offline engine answered. */
  notice?: string;
}

export interface PolicyData {
  title: string;
  description: string;
  category: string;
  quadrant: Quadrant;
  costEstimate: string;
}

export interface NarrativeData {
  title: string;
  description: string;
  quadrant: Quadrant;
}

/** Spec 3 "AI search response", plus which engine answered. */
export interface SearchResult {
  engine: Engine;
  type: "policies" | "narratives" | "error";
  response: string;
  results: { id: string; data: PolicyData | NarrativeData; relevance: string }[];
  recommendations: {
    id: string;
    type: "policy" | "narrative";
    data: PolicyData | NarrativeData;
    reason: string;
  }[];
  notice?: string;
}

/** Spec 3 "Generated manifesto summary", plus which engine answered. */
export interface SummaryResult {
  engine: Engine;
  title: string;
  description: string;
  dominantQuadrant: Quadrant;
  /** 0 to 1. */
  confidenceScore: number;
  reasoning: string;
  notice?: string;
}

/** Spec 3 "Community manifesto", plus which engine answered. */
export interface CommunityManifestoResult {
  engine: Engine;
  title: string;
  summary: string;
  policy_categories: Record<string, string[]>;
  economic_summary: string;
  notice?: string;
}
