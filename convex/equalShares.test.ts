/**
 * The proportional community manifesto, live (docs/equal-shares.md "Live"): a fold asks for
 * a recompute, the run writes one result per scope, and the query shows the nation's and a
 * room's once past its threshold.
 */
import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { NATIONAL_SCOPE, roomScope } from "./domain/rooms";
import {
  defaultVoteArgs,
  foldTallies,
  policyIds,
  setupWithCatalogue,
  signIn,
  type TestConvex,
} from "./test.helpers";

async function requestRow(t: TestConvex) {
  return await t.run(async (ctx) => await ctx.db.query("equalSharesRequests").first());
}

/** `count` voters of a narrative, each choosing its defaults in the first `areas` areas. */
async function castVotes(
  t: TestConvex,
  count: number,
  narrativeKey: string,
  areas: number,
  roomCode?: string,
) {
  for (let i = 0; i < count; i++) {
    const voter = await signIn(t);
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, narrativeKey, areas, { taxRate: 2, dividend: 0 })),
      ...(roomCode ? { roomCode } : {}),
    });
  }
}

describe("the proportional manifesto after folds", () => {
  test("a fold asks for the scopes it changed; a vote alone does not", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const room = await owner.as.mutation(api.rooms.create, { name: "Shares", threshold: 3 });
    // Votes in a room below its threshold are held from the nation (docs/rooms.md).
    await castVotes(t, 2, "leap-narrative-1", 3, room.code);
    await castVotes(t, 1, "leap-narrative-1", 3);
    expect(await requestRow(t)).toBeNull();
    await foldTallies(t);
    const request = await requestRow(t);
    expect(request?.pending).toBe(true);
    expect(new Set(request?.scopes)).toEqual(new Set([NATIONAL_SCOPE, roomScope(room.roomId)]));
  });

  test("the run writes the nation's manifestos; the query shows them", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.equalShares.manifesto, {})).toEqual({ status: "pending" });
    await castVotes(t, 6, "leap-narrative-1", 4);
    await castVotes(t, 4, "steady-narrative-1", 4);
    await foldTallies(t);
    const ran = await t.action(internal.equalShares.recompute, {});
    expect(ran.map((r) => [r.scope, r.voters])).toEqual([[NATIONAL_SCOPE, 10]]);
    expect((await requestRow(t))?.pending).toBe(false);

    const view = await t.query(api.equalShares.manifesto, {});
    if (view.status !== "ready") throw new Error(`not ready: ${view.status}`);
    const { manifestos } = view;
    expect(manifestos.voters).toBe(10);
    expect(manifestos.budgetBasis).toBe("settings");
    // Both groups get something: the 4 steady voters are 40% of the budget's owners.
    const funded = new Set(manifestos.proportional.policies.map((p) => p.policyId));
    const steady = await policyIds(t, ["steady-health-care-1", "steady-education-training-1"]);
    expect(steady.some((id) => funded.has(id))).toBe(true);
    expect(manifestos.quadrants.steady).toMatchObject({ voters: 4, proportionalServed: 4 });
    expect(manifestos.proportional.spentBn).toBeLessThanOrEqual(manifestos.budgetBn + 1e-9);
  });

  test("a room's manifesto waits for its threshold", async () => {
    const t = await setupWithCatalogue();
    const owner = await signIn(t);
    const room = await owner.as.mutation(api.rooms.create, { name: "Shares", threshold: 3 });
    await castVotes(t, 2, "rewild-narrative-1", 3, room.code);
    await foldTallies(t);
    await t.action(internal.equalShares.recompute, {});
    expect(await t.query(api.equalShares.manifesto, { roomCode: room.code })).toEqual({
      status: "withheld",
    });
    expect(
      await t.run(async (ctx) =>
        ctx.db
          .query("equalSharesResults")
          .withIndex("by_scope", (q) => q.eq("scope", roomScope(room.roomId)))
          .first(),
      ),
    ).toBeNull();

    await castVotes(t, 2, "scale-narrative-1", 3, room.code);
    await foldTallies(t);
    await t.action(internal.equalShares.recompute, {});
    const view = await t.query(api.equalShares.manifesto, { roomCode: room.code });
    expect(view.status).toBe("ready");
    if (view.status === "ready") expect(view.manifestos.voters).toBe(4);
  });
});
