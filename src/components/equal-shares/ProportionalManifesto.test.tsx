import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { setQueryResult } from "@/test/convexReact";
import { ProportionalManifesto } from "./ProportionalManifesto";
import type { CommunityManifestos, ManifestoEntry } from "./manifestoTypes";

vi.mock("convex/react", () => import("@/test/convexReact"));

const zero = { rewild: 0, leap: 0, steady: 0, scale: 0 };
const entry = (
  id: string,
  supporters: ManifestoEntry["byQuadrant"],
  cost = 10,
): ManifestoEntry => ({
  policyId: id,
  title: `Policy ${id}`,
  category: "Housing & Land",
  costBn: cost,
  supporters: Object.values(supporters).reduce((a, b) => a + b, 0),
  byQuadrant: supporters,
  phase: "shares",
});

const manifestos: CommunityManifestos = {
  voters: 100,
  budgetBn: 57.2,
  budgetBasis: "settings",
  averageTaxRate: 2,
  averageDividend: 0,
  proportional: {
    policies: [entry("a", { ...zero, leap: 60 }), entry("b", { ...zero, rewild: 30, leap: 2 })],
    spentBn: 20,
    sharePerVoter: 5.7e8,
    budgetSteps: 3,
  },
  popular: { policies: [entry("a", { ...zero, leap: 60 })], spentBn: 10 },
  noCost: [entry("s", { ...zero, leap: 60, rewild: 20 }, -3)],
  quadrants: {
    rewild: { voters: 30, proportionalServed: 30, popularServed: 0 },
    leap: { voters: 70, proportionalServed: 62, popularServed: 60 },
    steady: { voters: 0, proportionalServed: 0, popularServed: 0 },
    scale: { voters: 0, proportionalServed: 0, popularServed: 0 },
  },
};

describe("the proportional manifesto", () => {
  it("lists the funded policies with the voters and quadrants each serves", () => {
    setQueryResult(api.equalShares.manifesto, { status: "ready", computedAt: 1, manifestos });
    render(<ProportionalManifesto />);
    const funded = screen.getByRole("list", { name: "Funded by equal shares" });
    expect(within(funded).getAllByRole("listitem")).toHaveLength(2);
    expect(within(funded).getByText(/serves 32 voters \(Rewild 30, Leap 2\)/)).toBeInTheDocument();
    expect(screen.getByTestId("equal-shares-budget")).toHaveTextContent(
      "Budget £57.2bn a year (what the average settings leave for policies), shared by 100 voters: £20.0bn funded.",
    );
    expect(screen.getByText("saves £3.0bn")).toBeInTheDocument();
  });

  it("shows each quadrant's share served beside the popular list's, leaving out empty quadrants", () => {
    setQueryResult(api.equalShares.manifesto, { status: "ready", computedAt: 1, manifestos });
    render(<ProportionalManifesto />);
    const table = screen.getByRole("table", { name: /at least one of their picks/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Rewild30100%0%", "Leap7089%86%"]);
  });

  it("says so while a room is below its threshold", () => {
    setQueryResult(api.equalShares.manifesto, { status: "withheld" }, { roomCode: "ABC234" });
    render(<ProportionalManifesto roomCode="ABC234" />);
    expect(screen.getByText(/once the room reaches its threshold/)).toBeInTheDocument();
  });
});
