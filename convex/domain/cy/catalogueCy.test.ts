/**
 * The catalogue's Welsh is complete and current: every policy has a Welsh title and a
 * one-line summary, every narrative a Welsh title and description, every quiz question its
 * Welsh; each entry still translates today's English title; the narrative titles are in the
 * glossary so every screen uses one Welsh name (docs/i18n.md, docs/glossary-cy.md).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../catalogue";
import { QUIZ_QUESTIONS, QUIZ_OPTION_COUNT } from "../quiz";
import { POLICY_AREAS } from "../areas";
import { CATALOGUE_CY } from "./index";

/** A one-line summary fits a card line or two: the English first sentences run to ~300. */
const SUMMARY_MAX_CHARS = 240;

function sorted(keys: Iterable<string>): string[] {
  return [...keys].sort();
}

describe("the catalogue in Welsh", () => {
  it("has exactly the catalogue's policies and narratives, by key", () => {
    expect(sorted(CATALOGUE_CY.policies.keys())).toEqual(
      sorted(CATALOGUE.policies.map((p) => p.key)),
    );
    expect(sorted(CATALOGUE_CY.narratives.keys())).toEqual(
      sorted(CATALOGUE.narratives.map((n) => n.key)),
    );
  });

  it("translates today's English title of each policy and narrative (else it is stale)", () => {
    const stale = [
      ...CATALOGUE.policies.filter((p) => CATALOGUE_CY.policies.get(p.key)?.[0] !== p.title),
      ...CATALOGUE.narratives.filter((n) => CATALOGUE_CY.narratives.get(n.key)?.[0] !== n.title),
    ].map((item) => item.key);
    expect(stale).toEqual([]);
  });

  it("gives every policy a Welsh title and a one-line summary that are not the English", () => {
    const bad = CATALOGUE.policies.filter((policy) => {
      const [, title, summary] = CATALOGUE_CY.policies.get(policy.key)!;
      return (
        title.trim() === "" ||
        title === policy.title ||
        summary.trim() === "" ||
        summary.includes("\n") ||
        summary.length > SUMMARY_MAX_CHARS ||
        !/[.!?]$/.test(summary) ||
        policy.description.startsWith(summary)
      );
    });
    expect(bad.map((p) => p.key)).toEqual([]);
  });

  it("gives every narrative a Welsh title and description that are not the English", () => {
    const bad = CATALOGUE.narratives.filter((narrative) => {
      const [, title, description] = CATALOGUE_CY.narratives.get(narrative.key)!;
      return (
        title === narrative.title ||
        description.length < 100 ||
        description === narrative.description
      );
    });
    expect(bad.map((n) => n.key)).toEqual([]);
  });

  it("looks a policy or narrative up by its English title as well as by key", () => {
    for (const policy of CATALOGUE.policies) {
      expect(CATALOGUE_CY.policiesByTitle.get(policy.title)).toBe(
        CATALOGUE_CY.policies.get(policy.key),
      );
    }
    for (const narrative of CATALOGUE.narratives) {
      expect(CATALOGUE_CY.narrativesByTitle.get(narrative.title)).toBe(
        CATALOGUE_CY.narratives.get(narrative.key),
      );
    }
  });

  it("names every narrative in the glossary with its Welsh title", () => {
    const glossary = readFileSync(new URL("../../../docs/glossary-cy.md", import.meta.url), "utf8");
    const missing = [...CATALOGUE_CY.narratives.values()]
      .filter(([en, cy]) => !glossary.includes(`| ${en} `) || !glossary.includes(` ${cy} `))
      .map(([en]) => en);
    expect(missing).toEqual([]);
  });
});

describe("the policy areas in Welsh", () => {
  it("names each of the 13 areas, translating today's English name, none left in English", () => {
    for (const area of POLICY_AREAS) {
      const [en, cy] = CATALOGUE_CY.areas[area.id];
      expect(en, area.id).toBe(area.name);
      expect(cy.trim(), area.id).not.toBe("");
      expect(cy, area.id).not.toBe(area.name);
    }
    const names = POLICY_AREAS.map((area) => CATALOGUE_CY.areas[area.id][1]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("names every area in the glossary with its Welsh name", () => {
    const glossary = readFileSync(new URL("../../../docs/glossary-cy.md", import.meta.url), "utf8");
    const missing = Object.values(CATALOGUE_CY.areas)
      .filter(([en, cy]) => !glossary.includes(`| ${en} `) || !glossary.includes(` ${cy} `))
      .map(([en]) => en);
    expect(missing).toEqual([]);
  });
});

describe("the quiz in Welsh", () => {
  it("has every question with a label, both ends and ten options, none left in English", () => {
    for (const question of QUIZ_QUESTIONS) {
      const cy = CATALOGUE_CY.quiz[question.id];
      expect(cy.options).toHaveLength(QUIZ_OPTION_COUNT);
      expect(cy.label).not.toBe(question.label);
      expect([cy.lowLabel, cy.highLabel].every((label) => label.trim() !== "")).toBe(true);
      cy.options.forEach(([text, description], value) => {
        expect(text.trim()).not.toBe("");
        expect(description).not.toBe(question.options[value].description);
      });
    }
  });

  it("names the slider's ends as its first and last options, as the English does", () => {
    for (const question of QUIZ_QUESTIONS) {
      const cy = CATALOGUE_CY.quiz[question.id];
      expect(question.lowLabel === question.options[0].text).toBe(cy.lowLabel === cy.options[0][0]);
    }
  });
});
