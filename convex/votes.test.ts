import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { simulateVoteEconomics, toBudgetPolicy } from "./domain/economy";
import { computeVoteEconomics } from "./model/economy";
import { writePolicyCosts } from "./model/catalogue";
import {
  defaultVoteArgs,
  expectAppError,
  expectValidationError,
  narrativeByKey,
  policyByKey,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
} from "./test.helpers";

describe("votes:bind", () => {
  test("a signed-out visitor is refused with the spec's message", async () => {
    const t = await setupWithCatalogue();
    const args = await defaultVoteArgs(t, "leap-narrative-1");
    await expectAppError(
      t.mutation(api.votes.bind, args),
      "NOT_SIGNED_IN",
      "Please sign in to bind your vote",
    );
    await expectAppError(
      t.mutation(api.votes.submit, args),
      "NOT_SIGNED_IN",
      "Please sign in to submit your complete vote",
    );
  });

  test("a token for a user that no longer exists counts as signed out", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    await t.run(async (ctx) => ctx.db.delete("users", userId));
    await expectAppError(
      as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1")),
      "NOT_SIGNED_IN",
    );
  });

  test("stores the vote with the server's own economics, compass and quiz coordinates", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 5, { taxRate: 1.5, dividend: 4000 });
    const receipt = await as.mutation(api.votes.bind, {
      ...args,
      quizCoordinates: { x: 0.25, y: 0.5 },
    });
    const vote = await t.run(async (ctx) => ctx.db.get("userVotes", receipt.voteId));
    const policies = await Promise.all(
      [
        "health-care",
        "education-training",
        "jobs-economy",
        "housing-land",
        "climate-environment",
      ].map((area) => policyByKey(t, `leap-${area}-1`)),
    );
    const expected = computeVoteEconomics(policies, 1.5, 4000);
    expect(vote).toMatchObject({
      userId,
      narrativeId: args.narrativeId,
      quadrant: "leap",
      selectedPolicyIds: args.selectedPolicyIds,
      taxRate: 1.5,
      dividend: 4000,
      inflation: expected.inflation,
      budgetBalance: expected.budgetBalance,
      totalPolicyCost: expected.totalPolicyCost,
      inflationModifiers: expected.inflationModifiers,
      compassX: 1,
      compassY: 1,
      quadrantX: 0.25,
      quadrantY: 0.5,
      kind: "bind",
      isActive: true,
    });
    // 5 policies at £2bn each.
    expect(vote?.totalPolicyCost).toBe(10e9);
    expect(receipt.inflation).toBe(expected.inflation);
    expect(Date.parse(vote!.submittedAt)).toBeGreaterThan(0);
  });

  test("the stored inflation carries the policies' price pressure", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 1, { taxRate: 1.5, dividend: 4000 });
    // The one policy presses as hard as a policy can: demand and bottlenecks, felt at once.
    const strongest = {
      shortTermDemand: 1,
      shortTermSupply: 0,
      bottleneckRisk: 1,
      importLeakage: 0,
      timeLagMonths: 0,
    };
    const policyId = args.selectedPolicyIds[0] as Id<"policies">;
    const policy = await t.run(async (ctx) => {
      await ctx.db.patch("policies", policyId, { pressureModifiers: strongest });
      // As a catalogue load does: the votes' copy of the costs follows the policies.
      await writePolicyCosts(ctx);
      return (await ctx.db.get("policies", policyId))!;
    });
    const receipt = await as.mutation(api.votes.bind, args);

    // Worked with the domain model alone: pressure 2, weighted alone, × 0.3 = 0.6 points.
    const economics = (pressure: typeof strongest | null) =>
      simulateVoteEconomics({
        taxRatePercent: 1.5,
        dividend: 4000,
        policies: [{ ...toBudgetPolicy(policy), pressure }],
      });
    const withPressure = economics(strongest).inflation;
    expect(withPressure).toBeCloseTo(economics(null).inflation + 0.6, 6);
    expect(receipt.inflation).toBe(withPressure);
    const vote = await t.run(async (ctx) => ctx.db.get("userVotes", receipt.voteId));
    expect(vote?.inflation).toBe(withPressure);
  });

  test("without quiz coordinates the quadrant fields are null", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const receipt = await as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-2")),
      quizCoordinates: null,
    });
    const vote = await t.run(async (ctx) => ctx.db.get("userVotes", receipt.voteId));
    expect(vote).toMatchObject({ quadrantX: null, quadrantY: null, compassX: -1, compassY: -1 });
  });

  test("the client cannot send its own figures or a user id", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1");
    await expectValidationError(
      as.mutation(api.votes.bind, { ...args, inflation: 0 } as typeof args),
    );
    await expectValidationError(as.mutation(api.votes.bind, { ...args, userId } as typeof args));
  });

  test("malformed and unknown policy ids are dropped silently", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "scale-narrative-1", 2);
    const receipt = await as.mutation(api.votes.bind, {
      ...args,
      selectedPolicyIds: [
        "123e4567-e89b-42d3-a456-426614174000",
        ...args.selectedPolicyIds,
        args.narrativeId,
        "x",
      ],
    });
    expect(receipt.selectedPolicyIds).toEqual(args.selectedPolicyIds);
  });

  test("with no valid policy left the vote is refused", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "scale-narrative-1");
    const message = "Please complete all selections before binding your vote.";
    await expectAppError(
      as.mutation(api.votes.bind, { ...args, selectedPolicyIds: [] }),
      "INCOMPLETE_SELECTION",
      message,
    );
    await expectAppError(
      as.mutation(api.votes.bind, { ...args, selectedPolicyIds: ["junk", args.narrativeId] }),
      "INCOMPLETE_SELECTION",
      message,
    );
  });

  test("an unknown narrative is refused; a malformed one fails validation", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "steady-narrative-1");
    await t.run(async (ctx) => ctx.db.delete("narratives", args.narrativeId));
    await expectAppError(as.mutation(api.votes.bind, args), "NOT_FOUND", "Narrative not found");
    await expectValidationError(
      as.mutation(api.votes.bind, { ...args, narrativeId: "junk" as typeof args.narrativeId }),
    );
  });

  test.each([
    ["a tax rate above 5", { taxRate: 5.01 }],
    ["a negative tax rate", { taxRate: -0.1 }],
    ["a non-finite tax rate", { taxRate: Number.POSITIVE_INFINITY }],
    ["a dividend above £50,000", { dividend: 50_001 }],
    ["a negative dividend", { dividend: -1 }],
    ["quiz coordinates outside −1..1", { quizCoordinates: { x: 2, y: 0 } }],
  ])("refuses %s", async (_label, override) => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "steady-narrative-1");
    await expectAppError(as.mutation(api.votes.bind, { ...args, ...override }), "INVALID_INPUT");
  });

  test("refuses wrong types", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "steady-narrative-1");
    await expectValidationError(
      as.mutation(api.votes.bind, { ...args, taxRate: "1" as unknown as number }),
    );
    await expectValidationError(
      as.mutation(api.votes.bind, { ...args, selectedPolicyIds: "x" as unknown as string[] }),
    );
  });

  test("refuses more than 3 policies in one category", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 1);
    const more = await Promise.all(
      ["leap-health-care-2", "rewild-health-care-1", "rewild-health-care-2"].map((key) =>
        policyByKey(t, key),
      ),
    );
    await expectAppError(
      as.mutation(api.votes.bind, {
        ...args,
        selectedPolicyIds: [...args.selectedPolicyIds, ...more.map((policy) => policy._id)],
      }),
      "TOO_MANY_RANKED",
      "Maximum 3 policies can be ranked",
    );
  });

  test("many binds by the same user leave exactly one active vote, the latest", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const keys = [
      "leap-narrative-1",
      "rewild-narrative-2",
      "scale-narrative-1",
      "leap-narrative-2",
      "steady-narrative-1",
    ];
    let last = null;
    for (const key of keys)
      last = await as.mutation(api.votes.bind, await defaultVoteArgs(t, key, 3));
    const votes = await t.run(async (ctx) =>
      ctx.db
        .query("userVotes")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect(),
    );
    expect(votes).toHaveLength(5);
    const active = votes.filter((vote) => vote.isActive);
    expect(active.map((vote) => vote._id)).toEqual([last!.voteId]);
    const { stored, recount } = await tallySnapshot(t);
    expect(stored.totalVotes).toBe(1);
    expect(stored.quadrantCounts).toEqual({ rewild: 0, leap: 0, steady: 1, scale: 0 });
    expect(stored.narratives).toEqual(recount.narratives);
  });

  test("saves the first three policies as 'general' rankings, ranks 1 to 3 in order", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const args = await defaultVoteArgs(t, "rewild-narrative-1", 5);
    await as.mutation(api.votes.bind, args);
    await as.mutation(api.votes.bind, args);
    const rankings = await t.run(async (ctx) =>
      ctx.db
        .query("userPolicyRankings")
        .withIndex("by_user_narrative_category", (q) =>
          q.eq("userId", userId).eq("narrativeId", args.narrativeId).eq("category", "general"),
        )
        .collect(),
    );
    expect(rankings.map((row) => [row.rank, row.policyId])).toEqual(
      args.selectedPolicyIds.slice(0, 3).map((id, index) => [index + 1, id]),
    );
  });

  test("upserts one vote manifesto only when manifesto text is present", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-2", 2);
    await as.mutation(api.votes.bind, { ...args, manifesto: { text: "   " } });
    const none = await t.run(async (ctx) => ctx.db.query("userManifestos").collect());
    expect(none).toEqual([]);

    await as.mutation(api.votes.bind, {
      ...args,
      manifesto: { text: "Fairer towns", title: "Mine" },
    });
    await as.mutation(api.votes.bind, { ...args, manifesto: { text: "Fairer cities" } });
    const manifestos = await t.run(async (ctx) => ctx.db.query("userManifestos").collect());
    expect(manifestos).toHaveLength(1);
    expect(manifestos[0]).toMatchObject({
      userId,
      fromVote: true,
      manifestoTitle: "My Manifesto",
      manifestoDescription: "Fairer cities",
      visionText: "Fairer cities",
      matchedNarrativeId: args.narrativeId,
      selectedPolicyIds: args.selectedPolicyIds,
      confidenceScore: 0.95,
    });
  });

  test("records the vote cycle (date) and time on the profile", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t, "voter@example.com");
    const receipt = await as.mutation(
      api.votes.bind,
      await defaultVoteArgs(t, "scale-narrative-2", 1),
    );
    const profile = await t.run(async (ctx) =>
      ctx.db
        .query("profiles")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect(profile).toMatchObject({
      email: "voter@example.com",
      lastVoteAt: receipt.submittedAt,
      lastVoteCycle: receipt.submittedAt.slice(0, 10),
    });
    expect(profile?.lastVoteCycle).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("a later bind moves the profile's last vote time on and leaves its other fields", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t, "again@example.com");
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "scale-narrative-2", 1));
    // The second bind in a later millisecond than the first.
    const firstBoundBy = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstBoundBy));
    const second = await as.mutation(
      api.votes.bind,
      await defaultVoteArgs(t, "leap-narrative-1", 2),
    );
    const profiles = await t.run(async (ctx) =>
      ctx.db
        .query("profiles")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect(),
    );
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      email: "again@example.com",
      lastVoteAt: second.submittedAt,
      lastVoteCycle: second.submittedAt.slice(0, 10),
    });
  });
});

describe("votes:submit", () => {
  test("needs a tax rate and a dividend above 0", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1");
    const message = "Please complete all steps before submitting";
    await expectAppError(
      as.mutation(api.votes.submit, { ...args, taxRate: 0 }),
      "INCOMPLETE_STEPS",
      message,
    );
    await expectAppError(
      as.mutation(api.votes.submit, { ...args, dividend: 0 }),
      "INCOMPLETE_STEPS",
      message,
    );
    await expectAppError(
      as.mutation(api.votes.submit, { ...args, selectedPolicyIds: [] }),
      "INCOMPLETE_STEPS",
      message,
    );
  });

  test("stores a complete vote as the active one", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "rewild-narrative-1"));
    const receipt = await as.mutation(
      api.votes.submit,
      await defaultVoteArgs(t, "leap-narrative-1"),
    );
    const active = await as.query(api.votes.myActive, {});
    expect(active?._id).toBe(receipt.voteId);
    expect(active?.kind).toBe("submit");
  });

  test("takes a room code like bind: the vote counts in the open room and the receipt says so", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    const { code } = await as.mutation(api.rooms.create, { name: "Town hall" });
    const receipt = await as.mutation(api.votes.submit, {
      ...(await defaultVoteArgs(t, "leap-narrative-1")),
      roomCode: code.toLowerCase(),
    });
    expect(receipt.room).toEqual({ code, name: "Town hall", counted: true });
    const stored = await t.run(async (ctx) => ctx.db.get("userVotes", receipt.voteId));
    expect(stored?.roomId).toBeDefined();
    expect((await as.query(api.rooms.byCode, { code }))?.totalVotes).toBe(1);
  });
});

describe("votes:myActive", () => {
  test("null when signed out or without a vote; the vote with its narrative and policies otherwise", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.votes.myActive, {})).toBeNull();
    const { as } = await signIn(t);
    expect(await as.query(api.votes.myActive, {})).toBeNull();
    const args = await defaultVoteArgs(t, "steady-narrative-2", 2);
    await as.mutation(api.votes.bind, args);
    const active = await as.query(api.votes.myActive, {});
    const narrative = await narrativeByKey(t, "steady-narrative-2");
    expect(active?.narrative).toEqual({
      _id: narrative._id,
      title: "steady narrative 2",
      quadrant: "steady",
    });
    expect(active?.policies.map((policy) => policy._id)).toEqual(args.selectedPolicyIds);
    const { as: other } = await signIn(t);
    expect(await other.query(api.votes.myActive, {})).toBeNull();
  });
});
