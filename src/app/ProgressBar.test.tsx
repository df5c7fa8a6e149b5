import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { summariseProgress, type ProgressVote } from "@convex/domain/progress";
import { setQueryResult, setSignedIn } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import { ProgressBar } from "./ProgressBar";

vi.mock("convex/react", () => import("@/test/convexReact"));

const steps = () => within(screen.getByRole("list", { name: "Progress" })).getAllByRole("button");
const vote: ProgressVote = {
  taxRate: 1.3,
  dividend: 9_000,
  isActive: true,
  selectedPolicyCount: 4,
};

describe("the progress bar", () => {
  it("keeps every step closed to a visitor who is not signed in", () => {
    renderWithRouter(<ProgressBar />, { url: "/quiz" });
    expect(steps()).toHaveLength(5);
    for (const step of steps()) expect(step).toBeDisabled();
    expect(screen.getByText("Progress: 0/5")).toBeInTheDocument();
    expect(steps()[0]).toHaveAttribute("aria-current", "step");
  });

  it("opens the completed steps and the next one, and no further", async () => {
    setSignedIn(true);
    // A bound vote with policies and tax settings, no manifesto: policies done,
    // manifesto next.
    const summary = summariseProgress({
      signedIn: true,
      activeVote: vote,
      recentVotes: [vote],
      hasManifestos: false,
    });
    setQueryResult(api.progress.summary, { ...summary, lastUpdated: null });
    const { user } = renderWithRouter(<ProgressBar />, { url: "/tax-simulator" });

    const reachable = summary.steps.map((step) => step.reachable);
    expect(steps().map((step) => !step.hasAttribute("disabled"))).toEqual(reachable);
    expect(reachable.slice(0, 2)).toEqual([true, true]);
    expect(reachable).toContain(false);
    expect(screen.getByText(`Progress: ${summary.completedSteps}/5`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Tax/ })).toHaveAttribute("aria-current", "step");

    // Manifesto, signed in, goes to the account page.
    await user.click(screen.getByRole("button", { name: /^Manifesto/ }));
    expect(screen.getByTestId("current-path")).toHaveTextContent("/account");
  });

  it("marks complete steps for screen readers", () => {
    setSignedIn(true);
    const summary = summariseProgress({
      signedIn: true,
      activeVote: vote,
      recentVotes: [vote],
      hasManifestos: true,
    });
    setQueryResult(api.progress.summary, { ...summary, lastUpdated: null });
    renderWithRouter(<ProgressBar />, { url: "/" });
    const complete = summary.steps.filter((step) => step.complete).length;
    expect(screen.getAllByText("(complete)")).toHaveLength(complete);
    expect(screen.getAllByText(`${summary.percentage}%`).length).toBeGreaterThan(0);
  });
});
