import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import { catalogueFromSection } from "./fromSection";
import { indexCatalogue } from "./match";
import { MAX_RECOMMENDATIONS, MAX_SEARCH_RESULTS, offlineSearch } from "./search";

const catalogue = catalogueFromSection(CATALOGUE);
const index = indexCatalogue(catalogue);
const search = (query: string) => offlineSearch(index, query);

describe("offline AI search", () => {
  it('"NHS waiting lists" finds health policies, each with a reason quoting the words', () => {
    const result = search("NHS waiting lists");
    expect(result.type).toBe("policies");
    expect(result.results.length).toBeGreaterThan(0);
    expect(result.results.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
    for (const entry of result.results) {
      expect(entry.data).toMatchObject({ category: "Health & Care" });
      expect(entry.relevance).toMatch(/"nhs"|"waiting lists"/);
    }
    expect(result.response).toContain("Health & Care");
  });

  it('"rent" finds housing first', () => {
    const result = search("rent");
    expect(result.results[0]?.data).toMatchObject({ category: "Housing & Land" });
  });

  it("recommends the narratives that include the found policies", () => {
    const result = search("buses and trains");
    expect(result.recommendations.length).toBeGreaterThan(0);
    expect(result.recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    const foundIds = new Set(result.results.map((entry) => entry.id));
    for (const recommendation of result.recommendations) {
      expect(recommendation.type).toBe("narrative");
      const includes = catalogue.links.some(
        (link) => link.narrativeId === recommendation.id && foundIds.has(link.policyId),
      );
      expect(includes).toBe(true);
    }
  });

  it('"rewild narratives" lists the quadrant\'s narratives and recommends policies', () => {
    const result = search("rewild narratives");
    expect(result.type).toBe("narratives");
    const rewild = catalogue.narratives.filter((narrative) => narrative.quadrant === "rewild");
    expect(result.results.map((entry) => entry.id).sort()).toEqual(
      rewild.map((narrative) => narrative.id).sort(),
    );
    expect(result.recommendations.every((r) => r.type === "policy")).toBe(true);
  });

  it("asking for stories searches narratives", () => {
    const result = search("stories about community ownership");
    expect(result.type).toBe("narratives");
    expect(result.results[0]?.data.title).toBe("Commons Reclaimed");
  });

  it("says so, with suggestions, when nothing matches", () => {
    const result = search("zzzz qqqq");
    expect(result.type).toBe("policies");
    expect(result.results).toEqual([]);
    expect(result.response).toMatch(/Nothing in the catalogue matched/);
  });

  it("is deterministic", () => {
    expect(search("cheaper energy bills")).toEqual(search("cheaper energy bills"));
  });
});
