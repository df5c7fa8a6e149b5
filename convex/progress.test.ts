import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { defaultVoteArgs, setupWithCatalogue, signIn } from "./test.helpers";

describe("progress:summary", () => {
  test("all false when signed out", async () => {
    const t = await setupWithCatalogue();
    const summary = await t.query(api.progress.summary, {});
    expect(summary).toMatchObject({
      hasVotes: false,
      hasManifestos: false,
      hasActiveTaxSettings: false,
      hasCompletedBudgetReview: false,
      isFlowComplete: false,
      completedSteps: 0,
      percentage: 0,
      lastUpdated: null,
    });
  });

  test("follows the user through the flow to 100%", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    let summary = await as.query(api.progress.summary, {});
    expect(summary.steps.map((step) => step.reachable)).toEqual([true, false, false, false, false]);

    await as.mutation(api.votes.bind, await defaultVoteArgs(t, "leap-narrative-1", 2));
    summary = await as.query(api.progress.summary, {});
    expect(summary).toMatchObject({
      hasVotes: true,
      hasActiveTaxSettings: true,
      hasCompletedBudgetReview: true,
      hasManifestos: false,
      isFlowComplete: false,
      completedSteps: 3,
      percentage: 60,
    });
    expect(summary.lastUpdated).not.toBeNull();

    await as.mutation(api.manifestos.create, { manifestoTitle: "Mine" });
    summary = await as.query(api.progress.summary, {});
    expect(summary).toMatchObject({ isFlowComplete: true, completedSteps: 5, percentage: 100 });
  });

  test("the session's tax settings count for the tax step", async () => {
    const t = await setupWithCatalogue();
    const { as } = await signIn(t);
    await as.mutation(
      api.votes.bind,
      await defaultVoteArgs(t, "leap-narrative-1", 2, { dividend: 0 }),
    );
    expect((await as.query(api.progress.summary, {})).hasActiveTaxSettings).toBe(false);
    const withSession = await as.query(api.progress.summary, {
      sessionTaxRate: 0.5,
      sessionDividend: 500,
    });
    expect(withSession.hasActiveTaxSettings).toBe(true);
  });
});
