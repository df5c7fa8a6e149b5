import { describe, expect, test } from "vitest";
import {
  GENERAL_CATEGORY,
  NINE_CATEGORIES,
  POLICY_AREAS,
  findArea,
  isAreaId,
  isQuadrant,
  normaliseCategory,
} from "./areas";

describe("policy areas", () => {
  test("there are 13 areas with the manual list's ids, from health-care to laws-governance", () => {
    expect(POLICY_AREAS).toHaveLength(13);
    expect(POLICY_AREAS[0]).toEqual({ id: "health-care", name: "Health & Care" });
    expect(POLICY_AREAS[12]).toEqual({ id: "laws-governance", name: "How Laws Are Made" });
    expect(new Set(POLICY_AREAS.map((area) => area.id)).size).toBe(13);
  });

  test("every area name and id normalises to itself", () => {
    for (const area of POLICY_AREAS) {
      expect(normaliseCategory(area.name)).toBe(area.name);
      expect(normaliseCategory(area.id)).toBe(area.name);
      expect(normaliseCategory(area.name.toUpperCase())).toBe(area.name);
    }
  });

  test("the nine older categories are all areas", () => {
    for (const category of NINE_CATEGORIES) expect(normaliseCategory(category)).toBe(category);
  });

  test.each([
    "Work",
    "Jobs & Work",
    "Jobs and Work",
    "Jobs and Economy",
    "Jobs",
    "jobs  and economy",
  ])('"%s" maps to Jobs & Economy (spec 3)', (spelling) => {
    expect(normaliseCategory(spelling)).toBe("Jobs & Economy");
  });

  test.each([
    ["Land Reform", "Housing & Land"],
    ["Public Services", "Welfare & Pensions"],
    ["Carbon Pricing", "Climate & Environment"],
    ["Education", "Education & Training"],
    ["Healthcare", "Health & Care"],
    ["Housing", "Housing & Land"],
    ["Transport", "Transport & Travel"],
    ["Energy", "Climate & Environment"],
    ["Food", "Farming & Food"],
    ["Finance", "Jobs & Economy"],
    ["Democracy", "How Laws Are Made"],
    ["Technology", "Tech & Innovation"],
    ["Taxation", "Jobs & Economy"],
    ["International", "Defence & Foreign Affairs"],
    ["Defence & Foreign", "Defence & Foreign Affairs"],
    ["Defence and Foreign Affairs", "Defence & Foreign Affairs"],
    ["Health and Care", "Health & Care"],
    ["  climate & environment ", "Climate & Environment"],
  ])('the older name "%s" maps to %s', (spelling, area) => {
    expect(normaliseCategory(spelling)).toBe(area);
  });

  test("unknown categories and the rankings' 'general' are not areas", () => {
    expect(normaliseCategory(GENERAL_CATEGORY)).toBeNull();
    expect(normaliseCategory("")).toBeNull();
    expect(normaliseCategory("Space Travel")).toBeNull();
    expect(findArea("Jobs & Economy")?.id).toBe("jobs-economy");
  });

  test("id and quadrant guards", () => {
    expect(isAreaId("farming-food")).toBe(true);
    expect(isAreaId("Farming & Food")).toBe(false);
    expect(isQuadrant("leap")).toBe(true);
    expect(isQuadrant("north")).toBe(false);
  });
});
