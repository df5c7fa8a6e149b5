import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  expectValidationError,
  narrativeByKey,
  setupWithCatalogue,
  type TestConvex,
} from "./test.helpers";

describe("narratives", () => {
  // Read-only tests share one loaded catalogue; the one that deletes uses its own.
  let shared: TestConvex;
  beforeAll(async () => {
    shared = await setupWithCatalogue();
  });

  test("listAll returns every anchor narrative, most popular first, to anonymous visitors", async () => {
    const t = shared;
    const all = await t.query(api.narratives.listAll, {});
    expect(all).toHaveLength(8);
    expect(all.every((narrative) => narrative.type === "anchor")).toBe(true);
    const scores = all.map((narrative) => narrative.popularityScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  test("listByQuadrant returns the quadrant's narratives with three card policies in area order", async () => {
    const t = shared;
    const leap = await t.query(api.narratives.listByQuadrant, { quadrant: "leap" });
    expect(leap.map((narrative) => narrative.catalogueKey)).toEqual([
      "leap-narrative-1",
      "leap-narrative-2",
    ]);
    expect(leap[0].previewPolicies.map((policy) => policy.category)).toEqual([
      "Health & Care",
      "Education & Training",
      "Jobs & Economy",
    ]);
    expect(leap[1].previewPolicies[0].title).toBe("leap health-care policy 2");
  });

  test("listByQuadrant refuses an unknown quadrant", async () => {
    const t = shared;
    await expectValidationError(
      t.query(api.narratives.listByQuadrant, { quadrant: "north" as "leap" }),
    );
  });

  test("get finds a narrative by id and returns null for malformed, foreign or deleted ids", async () => {
    const t = await setupWithCatalogue();
    const narrative = await narrativeByKey(t, "steady-narrative-1");
    expect((await t.query(api.narratives.get, { id: narrative._id }))?.title).toBe(
      "steady narrative 1",
    );
    expect(await t.query(api.narratives.get, { id: "not-an-id" })).toBeNull();
    expect(await t.query(api.narratives.get, { id: "" })).toBeNull();
    const policy = await t.run(async (ctx) => ctx.db.query("policies").first());
    expect(await t.query(api.narratives.get, { id: policy!._id })).toBeNull();
    await t.run(async (ctx) => ctx.db.delete("narratives", narrative._id));
    expect(await t.query(api.narratives.get, { id: narrative._id })).toBeNull();
  });

  test("get refuses a non-string id", async () => {
    const t = shared;
    await expectValidationError(t.query(api.narratives.get, { id: 42 as unknown as string }));
  });
});
