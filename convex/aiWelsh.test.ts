/**
 * AI answers in the visitor's language (docs/i18n.md): with no model, a Welsh page's
 * manifesto, search and summaries come back from the offline engine written in Welsh,
 * naming the catalogue by its Welsh titles, with the same picks as the English; the model
 * is asked for Welsh and shown the Welsh titles.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue";
import {
  communitySummaryFromEngines,
  manifestoFromEngines,
  personalSummaryFromEngines,
  searchFromEngines,
} from "./model/aiEngines";
import { catalogueFromSection } from "./domain/ai/fromSection";
import { manifestoPrompt, personalSummaryPrompt, searchPrompt } from "./domain/ai/prompts";

const catalogue = catalogueFromSection(CATALOGUE);
/** Words only English prose uses, so a Welsh answer holding one slipped through untranslated. */
const ENGLISH = /\b(the|your|matches|found|closest|policies|manifesto for)\b/i;
const economics = { taxRate: 1.3, dividend: 2000, inflation: 0 };

describe("the offline engine answers in Welsh", () => {
  it("builds the same manifesto, with its title, description and reasons in Welsh", async () => {
    const vision = "Cut NHS waiting lists and build council homes";
    const english = await manifestoFromEngines(catalogue, vision, null);
    const welsh = await manifestoFromEngines(catalogue, vision, null, "cy");
    expect(welsh.selectedPolicies.map((p) => p.id)).toEqual(
      english.selectedPolicies.map((p) => p.id),
    );
    expect(welsh.matchedNarrative.id).toBe(english.matchedNarrative.id);
    const prose = [
      welsh.manifestoTitle,
      welsh.manifestoDescription,
      welsh.matchedNarrative.reason,
      ...welsh.selectedPolicies.map((p) => p.reason),
    ];
    expect(prose.filter((text) => ENGLISH.test(text))).toEqual([]);
    expect(welsh.manifestoDescription).toContain('"waiting lists"');
  });

  it("answers a search in Welsh, naming the closest policy by its Welsh title", async () => {
    const welsh = await searchFromEngines(catalogue, "free buses for young people", null, "cy");
    expect(welsh.results.length).toBeGreaterThan(0);
    expect(welsh.response).toMatch(/^Daethpwyd o hyd i /);
    expect(welsh.response).not.toContain(welsh.results[0].data.title);
    expect(welsh.results.map((r) => r.relevance).filter((text) => ENGLISH.test(text))).toEqual([]);
  });

  it("finds for a Welsh question what its English twin finds, quoting the Welsh words", async () => {
    const english = await searchFromEngines(catalogue, "How can we cut NHS waiting lists?", null);
    const welsh = await searchFromEngines(
      catalogue,
      "Sut gallwn ni gwtogi rhestrau aros y GIG?",
      null,
      "cy",
    );
    expect(english.results.length).toBeGreaterThan(0);
    expect(welsh.results.map((r) => r.id)).toEqual(english.results.map((r) => r.id));
    expect(welsh.response).toContain('"rhestrau aros y gig"');
    expect(welsh.response).not.toMatch(/"(cut|nhs|waiting lists)"/);
  });

  it("says in Welsh when nothing matched", async () => {
    const welsh = await searchFromEngines(catalogue, "zzqx", null, "cy");
    expect(welsh.results).toEqual([]);
    expect(welsh.response).toMatch(/^Doedd dim yn y catalog/);
  });

  it("summarises a vote in Welsh with the English's quadrant and confidence", async () => {
    const policies = CATALOGUE.policies.slice(0, 3).map((p) => ({
      title: p.title,
      category: p.area,
      quadrant: p.quadrant,
      costEstimate: p.costEstimate,
    }));
    const narrative = { title: "Commons Reclaimed", quadrant: "rewild" as const };
    const english = await personalSummaryFromEngines(policies, narrative, economics, null);
    const welsh = await personalSummaryFromEngines(policies, narrative, economics, null, "cy");
    expect(welsh.dominantQuadrant).toBe(english.dominantQuadrant);
    expect(welsh.confidenceScore).toBe(english.confidenceScore);
    expect(welsh.title).toBe("Adennill y Comin: Eich Maniffesto Ailwylltio");
    expect(welsh.reasoning).toContain("treth trafodion o 1.3%");
  });

  it("summarises the community in Welsh, and says so when nobody has voted", async () => {
    const data = {
      totalVotes: 0,
      quadrantDistribution: { rewild: 0, leap: 0, steady: 0, scale: 0 },
      topNarratives: [],
      topPolicies: [],
      economicAverages: economics,
    };
    const welsh = await communitySummaryFromEngines(data, null, "cy");
    expect(welsh.title).toBe("Dim pleidleisiau cymunedol eto");
  });

  it("keeps English answers as they were when no language is given", async () => {
    const english = await searchFromEngines(catalogue, "rent", null);
    expect(english.response).toMatch(/^Found /);
  });
});

describe("the model is asked for Welsh", () => {
  it("asks for Welsh and lists the catalogue by its Welsh titles under the same ids", () => {
    const prompt = searchPrompt(catalogue, "buses", "cy");
    expect(prompt.system).toContain("Write every text field in Welsh (Cymraeg)");
    expect(prompt.system).toContain("Teithio ar fws am ddim i bobl dan 22 oed");
    expect(prompt.system).toContain("id=rewild-transport-travel-free-buses-under-22");
    expect(prompt.system).not.toContain("Free bus travel for under-22s");
    // The areas by their Welsh names (docs/glossary-cy.md), not the English.
    expect(prompt.system).toContain("| Trafnidiaeth a Theithio |");
    expect(prompt.system).not.toContain("| Transport & Travel |");
    expect(manifestoPrompt(catalogue, "x", "cy").system).toContain("Adennill y Comin");
  });

  it("names the vote's narrative in Welsh in a summary prompt, English by default", () => {
    const narrative = { title: "Prevention Pays", quadrant: "steady" as const };
    expect(personalSummaryPrompt([], narrative, economics, "cy").user).toContain(
      "Mae Atal yn Talu",
    );
    const english = personalSummaryPrompt([], narrative, economics);
    expect(english.system).toContain("British English");
    expect(english.user).toContain("Prevention Pays");
  });
});
