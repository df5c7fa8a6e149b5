/**
 * The search page's example questions asked offline in Welsh find what their English twins
 * find (issue 40): the offline engine matches English words, and a Welsh question is read
 * into them (convex/domain/ai/welshQuery.ts). The questions are the search area's own, so a
 * reworded example is checked as it is shown.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import { searchEnGB } from "../../../src/i18n/messages/search/en-GB";
import { searchCy } from "../../../src/i18n/messages/search/cy";
import { catalogueFromSection } from "./fromSection";
import { indexCatalogue } from "./match";
import { offlineSearch } from "./search";
import { welshQuery } from "./welshQuery";

const index = indexCatalogue(catalogueFromSection(CATALOGUE));
const examples = (Object.keys(searchEnGB) as (keyof typeof searchEnGB)[]).filter((id) =>
  id.startsWith("search.example."),
);

describe("the example questions offline in Welsh", () => {
  it("are all five", () => {
    expect(examples).toHaveLength(5);
  });

  it.each(examples)("%s in Welsh finds what the English finds, in the same order", (id) => {
    const english = offlineSearch(index, searchEnGB[id]);
    const welsh = offlineSearch(index, welshQuery(searchCy[id]).english);
    expect(english.results.length).toBeGreaterThan(0);
    expect(welsh.type).toBe(english.type);
    expect(welsh.results.map((result) => result.id)).toEqual(
      english.results.map((result) => result.id),
    );
    expect(welsh.recommendations.map((item) => item.id)).toEqual(
      english.recommendations.map((item) => item.id),
    );
  });
});
