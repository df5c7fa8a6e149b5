import type { Quadrant } from "@/lib/quadrants";

/** One scope's figures as community:presenter returns them (docs/rooms.md). */
export interface ScopeResults {
  /** "national" results say whose votes they count (absent in test fixtures: accounts). */
  scope?: "national" | "room" | "sample";
  counting?: "accounts" | "verified" | null;
  totalVotes: number;
  withheld: boolean;
  threshold: number;
  quadrantDistribution: Record<Quadrant, number>;
  topNarratives: Array<{ id: string; title: string; quadrant: Quadrant; percentage: number }>;
  averageEconomics: {
    taxRate: number;
    dividend: number;
    inflation: number;
    /** The model's price-level rise at the average tax rate, percent. */
    priceRise: { low: number; central: number; high: number };
  };
  map: Array<{ x: number; y: number; count: number }>;
  /** A visible room's consensus (docs/rooms.md "Consensus"); null for the nation. */
  consensus?: Consensus | null;
}

/** One measured policy: shares in percent, null for a quadrant without voters. */
export interface ConsensusPolicy {
  id: string;
  title: string;
  category: string;
  agreement: number;
  gap: number;
  overall: number;
  support: Record<Quadrant, number | null>;
}

export interface Consensus {
  groups: Quadrant[];
  agrees: ConsensusPolicy[];
  divides: ConsensusPolicy[];
}

/** A labelled set of figures; Room vs Nation shows two side by side. */
export interface Series {
  label: string;
  results: ScopeResults;
}

/** What the presenter shows: the nation, one room, or the room against the nation. */
export type PresenterView = "nation" | "room" | "compare";
