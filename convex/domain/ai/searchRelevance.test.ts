/**
 * Offline search quality: a relevance set of everyday UK-policy questions, each with the
 * policy areas a good answer comes from. Precision@3 = the share of the top three results
 * in an expected area (a missing result counts as a miss); the mean over the set must be
 * at least 0.8, so a change to the engine or the catalogue cannot quietly make it worse.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import type { AreaName } from "../areas";
import { catalogueFromSection } from "./fromSection";
import { indexCatalogue } from "./match";
import { offlineSearch } from "./search";

const index = indexCatalogue(catalogueFromSection(CATALOGUE));

/** Question → the areas whose policies answer it. */
const RELEVANCE_SET: Array<[string, AreaName[]]> = [
  ["Social care fair pay agreement", ["Health & Care", "Jobs & Economy", "Welfare & Pensions"]],
  ["affordable housing", ["Housing & Land"]],
  ["NHS waiting lists", ["Health & Care"]],
  ["mental health support for young people", ["Health & Care", "Education & Training"]],
  ["GP appointments", ["Health & Care"]],
  ["dentists", ["Health & Care"]],
  ["school funding", ["Education & Training"]],
  ["university tuition fees", ["Education & Training"]],
  ["apprenticeships and skills", ["Education & Training", "Jobs & Economy"]],
  ["minimum wage", ["Jobs & Economy", "Welfare & Pensions"]],
  ["four day week", ["Jobs & Economy"]],
  ["rent controls for private renters", ["Housing & Land"]],
  ["council housing", ["Housing & Land"]],
  ["net zero by 2050", ["Climate & Environment"]],
  ["clean rivers and sewage", ["Climate & Environment"]],
  ["onshore wind farms", ["Climate & Environment"]],
  ["bus services in rural areas", ["Transport & Travel"]],
  ["rail nationalisation", ["Transport & Travel"]],
  ["cycling lanes", ["Transport & Travel"]],
  ["police numbers", ["Crime & Justice"]],
  ["prison overcrowding", ["Crime & Justice"]],
  ["knife crime", ["Crime & Justice"]],
  ["defence spending and NATO", ["Defence & Foreign Affairs"]],
  ["foreign aid", ["Defence & Foreign Affairs"]],
  ["state pension triple lock", ["Welfare & Pensions"]],
  ["universal credit", ["Welfare & Pensions"]],
  ["child poverty", ["Welfare & Pensions"]],
  ["BBC licence fee", ["Culture & Media"]],
  ["local libraries and arts", ["Culture & Media"]],
  ["artificial intelligence regulation", ["Tech & Innovation"]],
  ["broadband in rural areas", ["Tech & Innovation"]],
  ["farm subsidies", ["Farming & Food"]],
  ["food banks", ["Farming & Food", "Welfare & Pensions"]],
  ["proportional representation", ["How Laws Are Made"]],
  ["House of Lords reform", ["How Laws Are Made"]],
  ["votes at 16", ["How Laws Are Made"]],
  ["right to roam", ["Housing & Land", "Climate & Environment"]],
  ["electric car charging points", ["Transport & Travel", "Climate & Environment"]],
];

/** The areas of a question's top three policy results. */
function topAreas(question: string): string[] {
  const result = offlineSearch(index, question);
  return result.results
    .slice(0, 3)
    .map((entry) => (entry.data as { category?: string }).category ?? "(narrative)");
}

function precisionAt3(question: string, expected: readonly string[]): number {
  return topAreas(question).filter((area) => expected.includes(area)).length / 3;
}

describe("offline search relevance", () => {
  it(`has at least 30 questions, and mean precision@3 of at least 0.8`, () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(30);
    const scores = RELEVANCE_SET.map(([question, areas]) => precisionAt3(question, areas));
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(mean).toBeGreaterThanOrEqual(0.8);
  });

  it('"Social care fair pay agreement" answers with care and pay, never transport', () => {
    const areas = topAreas("Social care fair pay agreement");
    expect(areas[0]).toBe("Health & Care");
    expect(areas).not.toContain("Transport & Travel");
  });

  it('"affordable housing" answers with homes, not the right to roam', () => {
    const result = offlineSearch(index, "affordable housing");
    const titles = result.results.slice(0, 3).map((entry) => entry.data.title.toLowerCase());
    expect(titles.some((title) => title.includes("roam"))).toBe(false);
    expect(topAreas("affordable housing")).toEqual([
      "Housing & Land",
      "Housing & Land",
      "Housing & Land",
    ]);
  });

  it('a longer phrase wins: "House of Lords" is about how laws are made, not housing', () => {
    expect(topAreas("House of Lords reform")[0]).toBe("How Laws Are Made");
    expect(topAreas("onshore wind farms")).not.toContain("Farming & Food");
  });
});
