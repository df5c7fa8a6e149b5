import type { Quadrant } from "../../lib/quadrants";

/** The manifesto-builder response (spec 3). */
export interface BuiltManifesto {
  manifestoTitle: string;
  manifestoDescription: string;
  quadrantAlignment: Quadrant;
  confidenceScore: number;
  matchedNarrative: { id: string; title: string; reason: string; data: { description: string } };
  selectedPolicies: Array<{ id: string; title: string; category: string; reason: string; data: { description: string } }>;
}
