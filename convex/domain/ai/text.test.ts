import { describe, expect, it } from "vitest";
import { analyseText, normaliseText, quoteList, stem, titleCase } from "./text";
import { SYNONYM_CONCEPTS, QUADRANT_CUES } from "./synonyms";

describe("text analysis", () => {
  it("stems plural and -ing forms to meet their roots", () => {
    expect(stem("rewilding")).toBe(stem("rewild"));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("housing")).toBe(stem("house"));
    expect(stem("renters")).toBe(stem("renter"));
  });

  it("normalises '&', apostrophes and punctuation", () => {
    expect(normaliseText("A&E, the NHS's waiting-lists!")).toBe("a and e the nhs waiting lists");
  });

  it('"NHS waiting lists" adds health words and points to Health & Care, quoting the phrase', () => {
    const analysed = analyseText("NHS waiting lists are too long");
    expect(analysed.areaHints.map((hint) => hint.areaId)).toContain("health-care");
    const stems = analysed.terms.map((term) => term.stem);
    expect(stems).toEqual(expect.arrayContaining(["health", "hospital", "nhs"]));
    expect(analysed.terms.find((term) => term.stem === stem("waiting"))?.quote).toBe(
      "waiting lists",
    );
    expect(analysed.knownPhrases).toEqual(["nhs", "waiting lists"]);
  });

  it('"rent" points to Housing & Land', () => {
    expect(analyseText("my rent is too high").areaHints[0]?.areaId).toBe("housing-land");
  });

  it("finds quadrant cue words", () => {
    const cues = analyseText("a bold, fast plan").quadrantCues;
    expect(cues).toEqual([
      { quadrant: "leap", quote: "bold" },
      { quadrant: "leap", quote: "fast" },
    ]);
  });

  it("drops stop words and is deterministic", () => {
    expect(analyseText("the and of").terms).toEqual([]);
    expect(analyseText("Better buses for rural towns")).toEqual(
      analyseText("Better buses for rural towns"),
    );
  });

  it("every synonym trigger and cue is already in normalised form", () => {
    const phrases = [
      ...SYNONYM_CONCEPTS.flatMap((concept) => concept.triggers),
      ...Object.values(QUADRANT_CUES).flat(),
    ];
    for (const phrase of phrases) expect(normaliseText(phrase)).toBe(phrase);
  });

  it("formats quotes and titles", () => {
    expect(quoteList(["a", "b", "c"])).toBe('"a", "b" and "c"');
    expect(titleCase("nhs waiting lists")).toBe("NHS Waiting Lists");
  });
});
