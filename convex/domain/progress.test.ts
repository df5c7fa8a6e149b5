import { describe, expect, test } from "vitest";
import { summariseProgress, type ProgressVote } from "./progress";

const vote = (overrides: Partial<ProgressVote> = {}): ProgressVote => ({
  taxRate: 1.2,
  dividend: 2000,
  isActive: true,
  selectedPolicyCount: 5,
  ...overrides,
});

describe("progress summary", () => {
  test("signed out, everything is false and nothing is reachable", () => {
    const summary = summariseProgress({
      signedIn: false,
      activeVote: vote(),
      recentVotes: [vote()],
      hasManifestos: true,
    });
    expect(summary.completedSteps).toBe(0);
    expect(summary.percentage).toBe(0);
    expect(summary.steps.every((step) => !step.complete && !step.reachable)).toBe(true);
  });

  test("a new user can reach only the first step", () => {
    const summary = summariseProgress({
      signedIn: true,
      activeVote: null,
      recentVotes: [],
      hasManifestos: false,
    });
    expect(summary.steps.map((step) => step.reachable)).toEqual([true, false, false, false, false]);
    expect(summary.percentage).toBe(0);
  });

  test("active vote, manifesto and tax settings complete the whole flow (5 of 5)", () => {
    const summary = summariseProgress({
      signedIn: true,
      activeVote: vote(),
      recentVotes: [vote()],
      hasManifestos: true,
    });
    expect(summary).toMatchObject({
      hasVotes: true,
      hasManifestos: true,
      hasActiveTaxSettings: true,
      hasCompletedBudgetReview: true,
      isFlowComplete: true,
      completedSteps: 5,
      percentage: 100,
    });
  });

  test("tax needs both rate and dividend on the latest vote, or both in the session", () => {
    const base = { signedIn: true, activeVote: vote(), hasManifestos: true };
    expect(
      summariseProgress({ ...base, recentVotes: [vote({ dividend: 0 }), vote()] })
        .hasActiveTaxSettings,
    ).toBe(false);
    expect(
      summariseProgress({
        ...base,
        recentVotes: [vote({ dividend: 0 })],
        sessionTaxRate: 0.5,
        sessionDividend: 500,
      }).hasActiveTaxSettings,
    ).toBe(true);
    expect(
      summariseProgress({ ...base, recentVotes: [], sessionTaxRate: 0.5, sessionDividend: 0 })
        .hasActiveTaxSettings,
    ).toBe(false);
  });

  test("a complete step stays reachable even when an earlier one is not; percentage is n/5", () => {
    const summary = summariseProgress({
      signedIn: true,
      activeVote: null,
      recentVotes: [vote({ isActive: false })],
      hasManifestos: true,
    });
    expect(summary.steps.map((step) => [step.id, step.complete, step.reachable])).toEqual([
      ["policies", false, true],
      ["manifesto", true, true],
      ["tax", true, true],
      ["budget", true, true],
      ["community", false, false],
    ]);
    expect(summary.percentage).toBe(60);
  });
});
