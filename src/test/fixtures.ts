/** Query results for component tests, shaped as the Convex functions return them. */
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";

type Overview = FunctionReturnType<typeof api.community.overview>;

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

/** The nation's results: 40 votes, rewild ahead, two narratives. */
export function nationalOverview(overrides: Partial<Overview> = {}): Overview {
  return {
    scope: "national",
    room: null,
    withheld: false,
    threshold: 0,
    totalVotes: 40,
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
    averageEconomics: { taxRate: 1.3, dividend: 9000, inflation: 0.4 },
    ...overrides,
  };
}
