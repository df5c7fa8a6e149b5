import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  defaultVoteArgs,
  expectAppError,
  expectValidationError,
  narrativeByKey,
  policyByKey,
  setupWithCatalogue,
  signIn,
  type TestConvex,
  foldTallies,
} from "./test.helpers";

describe("policies", () => {
  // Read-only tests share one loaded catalogue; tests that vote use their own.
  let shared: TestConvex;
  beforeAll(async () => {
    shared = await setupWithCatalogue();
  });

  test("listAll returns every policy ordered by title", async () => {
    const t = shared;
    const all = await t.query(api.policies.listAll, {});
    expect(all).toHaveLength(104);
    const titles = all.map((policy) => policy.title);
    expect(titles).toEqual([...titles].sort());
  });

  test("listByCategory accepts older spellings and gives [] for unknown categories", async () => {
    const t = shared;
    const jobs = await t.query(api.policies.listByCategory, { category: "Jobs and Work" });
    expect(jobs).toHaveLength(8);
    expect(jobs.every((policy) => policy.category === "Jobs & Economy")).toBe(true);
    expect(await t.query(api.policies.listByCategory, { category: "Healthcare" })).toHaveLength(8);
    expect(await t.query(api.policies.listByCategory, { category: "Space" })).toEqual([]);
  });

  test("listByNarrative returns the narrative's policies by category, defaults marked", async () => {
    const t = shared;
    const narrative = await narrativeByKey(t, "rewild-narrative-2");
    const policies = await t.query(api.policies.listByNarrative, { narrativeId: narrative._id });
    expect(policies).toHaveLength(26);
    const categories = policies.map((policy) => policy.category);
    expect(categories).toEqual([...categories].sort());
    expect(policies.filter((policy) => policy.isDefault)).toHaveLength(13);
    expect(policies[0]).toMatchObject({
      rank: 1,
      isDefault: true,
      catalogueKey: "rewild-climate-environment-2",
    });
    expect(await t.query(api.policies.listByNarrative, { narrativeId: "junk" })).toEqual([]);
  });

  test("listByNarrativeAndCategory lists one category, the default first", async () => {
    const t = shared;
    const narrative = await narrativeByKey(t, "scale-narrative-2");
    const policies = await t.query(api.policies.listByNarrativeAndCategory, {
      narrativeId: narrative._id,
      category: "Healthcare",
    });
    expect(policies.map((policy) => policy.catalogueKey)).toEqual([
      "scale-health-care-2",
      "scale-health-care-1",
    ]);
    expect(
      await t.query(api.policies.listByNarrativeAndCategory, {
        narrativeId: narrative._id,
        category: "general",
      }),
    ).toEqual([]);
  });

  test("categoriesForNarrative lists the 13 distinct categories ordered by name", async () => {
    const t = shared;
    const narrative = await narrativeByKey(t, "leap-narrative-1");
    const categories = await t.query(api.policies.categoriesForNarrative, {
      narrativeId: narrative._id,
    });
    expect(categories).toHaveLength(13);
    const names = categories.map((c) => c.category);
    expect(names).toEqual([...names].sort());
    expect(categories.find((c) => c.category === "How Laws Are Made")?.areaId).toBe(
      "laws-governance",
    );
  });

  test("defaultsForNarrative gives the first policy of each area's list", async () => {
    const t = shared;
    const narrative = await narrativeByKey(t, "steady-narrative-2");
    const defaults = await t.query(api.policies.defaultsForNarrative, {
      narrativeId: narrative._id,
    });
    expect(defaults).toHaveLength(13);
    expect(defaults.every((policy) => policy.catalogueKey.endsWith("-2"))).toBe(true);
  });

  test("defaultForCategory: the narrative's default, else the community's or catalogue's favourite", async () => {
    const t = await setupWithCatalogue();
    const narrative = await narrativeByKey(t, "leap-narrative-2");
    await foldTallies(t);
    const own = await t.query(api.policies.defaultForCategory, {
      category: "Farming and Food",
      narrativeId: narrative._id,
    });
    expect(own?.catalogueKey).toBe("leap-farming-food-2");

    await foldTallies(t);
    const catalogueFavourite = await t.query(api.policies.defaultForCategory, {
      category: "farming-food",
    });
    expect(catalogueFavourite?.category).toBe("Farming & Food");
    expect(catalogueFavourite?.popularityScore).toBe(52);

    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "scale-narrative-1");
    await as.mutation(api.votes.bind, args);
    await foldTallies(t);
    const communityFavourite = await t.query(api.policies.defaultForCategory, {
      category: "Farming & Food",
    });
    expect(communityFavourite?.catalogueKey).toBe("scale-farming-food-1");
    await foldTallies(t);
    expect(await t.query(api.policies.defaultForCategory, { category: "Nope" })).toBeNull();
  });

  test("search matches title or description, case-insensitive; blank returns everything", async () => {
    const t = shared;
    const byTitle = await t.query(api.policies.search, { term: "  LEAP Health-Care " });
    expect(byTitle.map((policy) => policy.catalogueKey).sort()).toEqual([
      "leap-health-care-1",
      "leap-health-care-2",
    ]);
    const byDescription = await t.query(api.policies.search, { term: "farming-food, OPTION 2" });
    expect(byDescription).toHaveLength(4);
    expect(await t.query(api.policies.search, { term: "" })).toHaveLength(104);
    const inCategory = await t.query(api.policies.search, { term: "option 1", category: "Jobs" });
    expect(inCategory).toHaveLength(4);
    expect(await t.query(api.policies.search, { term: "zzz-no-match" })).toEqual([]);
  });

  test("getMany keeps order, skips malformed, unknown and repeated ids", async () => {
    const t = shared;
    const a = await policyByKey(t, "rewild-culture-media-1");
    const b = await policyByKey(t, "leap-culture-media-2");
    const narrative = await narrativeByKey(t, "leap-narrative-1");
    const result = await t.query(api.policies.getMany, {
      ids: [b._id, "junk", narrative._id, a._id, b._id],
    });
    expect(result.map((policy) => policy._id)).toEqual([b._id, a._id]);
    expect(await t.query(api.policies.get, { id: a._id })).toMatchObject({ title: a.title });
    expect(await t.query(api.policies.get, { id: "junk" })).toBeNull();
  });

  test("getMany refuses more than 200 ids and non-string ids", async () => {
    const t = shared;
    await expectAppError(
      t.query(api.policies.getMany, { ids: Array.from({ length: 201 }, (_, i) => `id${i}`) }),
      "INVALID_INPUT",
    );
    await expectValidationError(t.query(api.policies.getMany, { ids: [1 as unknown as string] }));
  });
});
