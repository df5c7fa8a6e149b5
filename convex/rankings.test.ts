import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  expectAppError,
  expectValidationError,
  narrativeByKey,
  policyIds,
  setupWithCatalogue,
  signIn,
} from "./test.helpers";

async function setup() {
  const t = await setupWithCatalogue();
  const narrative = await narrativeByKey(t, "leap-narrative-1");
  const health = await policyIds(t, [
    "leap-health-care-1",
    "leap-health-care-2",
    "rewild-health-care-1",
    "rewild-health-care-2",
  ]);
  return { t, narrativeId: narrative._id, health };
}

describe("rankings", () => {
  test("a signed-out visitor cannot save rankings", async () => {
    const { t, narrativeId, health } = await setup();
    await expectAppError(
      t.mutation(api.rankings.save, {
        narrativeId,
        category: "Health & Care",
        policyIds: health.slice(0, 1),
      }),
      "NOT_SIGNED_IN",
      "Please sign in to save your policy preferences",
    );
    expect(await t.query(api.rankings.listMine, {})).toEqual([]);
  });

  test("saves up to 3 policies with ranks 1 to 3 in order, replacing the earlier ranking", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    const saved = await as.mutation(api.rankings.save, {
      narrativeId,
      category: "Healthcare",
      policyIds: [health[2], health[0], health[1]],
    });
    expect(saved).toEqual({
      category: "Health & Care",
      policyIds: [health[2], health[0], health[1]],
    });
    let rows = await as.query(api.rankings.listMine, { narrativeId });
    expect(rows.map((row) => [row.rank, row.policyId, row.category])).toEqual([
      [1, health[2], "Health & Care"],
      [2, health[0], "Health & Care"],
      [3, health[1], "Health & Care"],
    ]);
    expect(rows[0].policyTitle).toBe("rewild health-care policy 1");

    await as.mutation(api.rankings.save, {
      narrativeId,
      category: "Health & Care",
      policyIds: [health[1]],
    });
    rows = await as.query(api.rankings.listMine, {});
    expect(rows.map((row) => [row.rank, row.policyId])).toEqual([[1, health[1]]]);
  });

  test("refuses more than 3 rankings with the spec's message", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    await expectAppError(
      as.mutation(api.rankings.save, { narrativeId, category: "Health & Care", policyIds: health }),
      "TOO_MANY_RANKED",
      "Maximum 3 policies can be ranked",
    );
  });

  test("refuses an empty list, unknown or malformed ids, other categories' policies, unknown categories", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    const save = (category: string, ids: string[]) =>
      as.mutation(api.rankings.save, { narrativeId, category, policyIds: ids });
    await expectAppError(save("Health & Care", []), "INVALID_INPUT");
    await expectAppError(save("Health & Care", ["junk"]), "INVALID_INPUT");
    await expectAppError(save("Health & Care", [narrativeId]), "INVALID_INPUT");
    await expectAppError(save("Farming & Food", [health[0]]), "INVALID_INPUT");
    await expectAppError(
      save("Astrology", [health[0]]),
      "INVALID_INPUT",
      "Unknown policy category",
    );
    await expectValidationError(
      as.mutation(api.rankings.save, {
        narrativeId: "junk" as typeof narrativeId,
        category: "Health & Care",
        policyIds: [health[0]],
      }),
    );
  });

  test("repeated ids count once", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    const saved = await as.mutation(api.rankings.save, {
      narrativeId,
      category: "Health & Care",
      policyIds: [health[0], health[0], health[1], health[1]],
    });
    expect(saved.policyIds).toEqual([health[0], health[1]]);
  });

  test("saveMany saves several categories at once; a user sees only their own rankings", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    const farming = await policyIds(t, ["leap-farming-food-1"]);
    await as.mutation(api.rankings.saveMany, {
      narrativeId,
      rankings: [
        { category: "Health & Care", policyIds: health.slice(0, 2) },
        { category: "Food", policyIds: farming },
      ],
    });
    const rows = await as.query(api.rankings.listMine, { narrativeId });
    expect(rows).toHaveLength(3);
    const { as: other } = await signIn(t);
    expect(await other.query(api.rankings.listMine, {})).toEqual([]);
    await expectAppError(
      as.mutation(api.rankings.saveMany, {
        narrativeId,
        rankings: Array.from({ length: 14 }, () => ({ category: "Food", policyIds: farming })),
      }),
      "INVALID_INPUT",
    );
  });

  test("a ranking for a deleted narrative is refused", async () => {
    const { t, narrativeId, health } = await setup();
    const { as } = await signIn(t);
    await t.run(async (ctx) => ctx.db.delete("narratives", narrativeId));
    await expectAppError(
      as.mutation(api.rankings.save, {
        narrativeId,
        category: "Health & Care",
        policyIds: [health[0]],
      }),
      "NOT_FOUND",
      "Narrative not found",
    );
  });
});
