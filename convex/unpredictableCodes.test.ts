/**
 * Issue 28, finding 3: share tokens and room codes come from Math.random in mutations,
 * which the embedded backend used to seed from a counter restarting at 1 with the process,
 * so two fresh backends running the same calls handed out the same codes, and a new share
 * could take an existing token (whose link then answered an error naming internal ids).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SqliteEngine } from "../server/engine/sqlite/engine";
import { SqliteTest } from "../server/engine/sqlite/testing";
import { api } from "./_generated/api";
import { loadCatalogue } from "./model/catalogue";
import schema from "./schema";
import { fixtureCatalogue, narrativeByKey, signIn, type TestConvex } from "./test.helpers";
import { modules } from "./test.setup";

/** A backend's engine on a data directory of its own, with the fixture catalogue. */
async function freshBackend(): Promise<TestConvex> {
  const path = join(mkdtempSync(join(tmpdir(), "codes-test-")), "engine.sqlite");
  const t = new SqliteTest(new SqliteEngine({ schema, modules, path })) as unknown as TestConvex;
  await t.run((ctx) => loadCatalogue(ctx, fixtureCatalogue()));
  return t;
}

/** The same calls on any backend: a room, then a published manifesto. */
async function sameCalls(t: TestConvex) {
  const { as } = await signIn(t, "facilitator@example.org");
  const room = await as.mutation(api.rooms.create, { name: "Workshop" });
  const narrative = await narrativeByKey(t, "rewild-narrative-1");
  const created = await as.mutation(api.manifestos.create, {
    manifestoTitle: "Green commons",
    matchedNarrativeId: narrative._id,
    selectedPolicyIds: [],
  });
  const published = await as.mutation(api.manifestos.setPublished, {
    id: created._id,
    published: true,
  });
  return { code: room.code, token: published.shareToken! };
}

describe("share tokens and room codes cannot be predicted", () => {
  test("two fresh backends running the same calls give different codes and tokens", async () => {
    const first = await sameCalls(await freshBackend());
    const second = await sameCalls(await freshBackend());
    expect(second.code).not.toBe(first.code);
    expect(second.token).not.toBe(first.token);
  });

  test("a link two manifestos share answers nothing, and no error naming ids", async () => {
    const t = await freshBackend();
    const { userId } = await signIn(t, "a@example.org");
    const { userId: otherId } = await signIn(t, "b@example.org");
    const token = "sharedtoken0123456789abc";
    await t.run(async (ctx) => {
      for (const owner of [userId, otherId]) {
        await ctx.db.insert("userManifestos", {
          userId: owner,
          manifestoTitle: "Mine",
          manifestoDescription: "",
          visionText: "",
          matchedNarrativeId: null,
          selectedPolicyIds: [],
          aiReasoning: null,
          confidenceScore: 0.5,
          fromVote: false,
          updatedAt: 1,
          publishedAt: 1,
          shareToken: token,
        });
      }
    });
    expect(await t.query(api.manifestos.getShared, { token })).toBeNull();
  });
});
