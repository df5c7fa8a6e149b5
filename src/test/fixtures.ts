/** Query results for component tests, shaped as the Convex functions return them. */
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";

type CommunityPage = FunctionReturnType<typeof api.community.page>;
type CommunityResults = CommunityPage["nation"];

export function policyDoc(
  id: string,
  overrides: Partial<Omit<Doc<"policies">, "_id">> = {},
): Doc<"policies"> {
  return {
    _id: id as Id<"policies">,
    _creationTime: 0,
    catalogueKey: id,
    title: `Policy ${id}`,
    description: `What policy ${id} does.`,
    category: "Health & Care",
    areaId: "health",
    costEstimate: "£2bn",
    costBasis: "Test figure.",
    quadrant: "rewild",
    type: "anchor",
    popularityScore: 50,
    resourceDemandTags: [],
    distributionTags: [],
    pressureModifiers: {
      shortTermDemand: 0,
      shortTermSupply: 0,
      bottleneckRisk: 0,
      importLeakage: 0,
      timeLagMonths: 0,
    },
    ...overrides,
  };
}

/** A scope's results, by default the nation's: 40 votes, rewild ahead, two narratives. */
export function communityResults(overrides: Partial<CommunityResults> = {}): CommunityResults {
  return {
    scope: "national",
    counting: "accounts",
    withheld: false,
    threshold: 0,
    totalVotes: 40,
    thresholdVotes: 40,
    quadrantDistribution: { rewild: 50, leap: 25, steady: 15, scale: 10 },
    topNarratives: [
      {
        id: "n1" as Id<"narratives">,
        title: "Green Commons",
        quadrant: "rewild",
        count: 20,
        percentage: 50,
      },
      {
        id: "n2" as Id<"narratives">,
        title: "Moonshot Britain",
        quadrant: "leap",
        count: 10,
        percentage: 25,
      },
    ],
    averageEconomics: {
      taxRate: 1.3,
      dividend: 9000,
      inflation: 0.4,
      priceRise: { low: 1.4, central: 3.3, high: 6.4 },
    },
    ...overrides,
  };
}

/** community:page without a room: the nation's results, no sample data. */
export function nationPage(
  nation: Partial<CommunityResults> = {},
  sample: CommunityResults | null = null,
): CommunityPage {
  return { kind: "nation", nation: communityResults(nation), sample };
}

/** community:page for the room "Workshop" (code ABC234): 6 votes, shown from 5, leap ahead. */
export function roomPage(roomResults: Partial<CommunityResults> = {}): CommunityPage {
  return {
    kind: "room",
    room: { code: "ABC234", name: "Workshop" },
    roomResults: communityResults({
      scope: "room",
      threshold: 5,
      totalVotes: 6,
      quadrantDistribution: { rewild: 16.7, leap: 66.7, steady: 16.7, scale: 0 },
      topNarratives: [
        {
          id: "n2" as Id<"narratives">,
          title: "Moonshot Britain",
          quadrant: "leap",
          count: 4,
          percentage: 66.7,
        },
      ],
      averageEconomics: {
        taxRate: 2.1,
        dividend: 12000,
        inflation: 0.9,
        priceRise: { low: 1.9, central: 4.6, high: 9.9 },
      },
      ...roomResults,
    }),
    nation: communityResults(),
    sample: null,
  };
}
