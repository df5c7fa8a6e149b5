/**
 * /narrative/{id} is drawn in one piece (issue 42): the narrative's description (four to six
 * lines, not known before it arrives) sits above the categories' grid, so neither is drawn
 * before both are there, and nothing below the header moves when the text lands.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { patterns } from "@/app/paths";
import { setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import NarrativeDetailPage from "./NarrativeDetailPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

/** A Convex-shaped id (32 base-32 characters), as useNarrativeRoute checks. */
const NARRATIVE_ID = "k57a1b2c3d4e5f6g7h8j9k0m1n2p3q4r";

const narrative: Doc<"narratives"> = {
  _id: NARRATIVE_ID as Id<"narratives">,
  _creationTime: 0,
  catalogueKey: "green-growth",
  title: "Green Growth",
  description: "A description of a length no skeleton can know in advance.",
  type: "anchor",
  quadrant: "rewild",
  popularityScore: 40,
};

function renderPage() {
  renderWithRouter(<NarrativeDetailPage />, {
    url: `/narrative/${NARRATIVE_ID}`,
    path: patterns.narrative,
  });
}

describe("a narrative's page", () => {
  it("waits for its categories before drawing the narrative above them", () => {
    setQueryResult(api.narratives.get, narrative, { id: NARRATIVE_ID });
    renderPage();
    expect(screen.queryByRole("heading", { name: "Green Growth" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Policy Categories" })).toBeNull();
  });

  it("waits for the narrative before drawing its categories", () => {
    setQueryResult(
      api.policies.categoriesForNarrative,
      [{ category: "Health & Care", areaId: "health-care" }],
      {
        narrativeId: NARRATIVE_ID,
      },
    );
    renderPage();
    expect(screen.queryByRole("heading", { name: "Policy Categories" })).toBeNull();
    expect(screen.queryByRole("link", { name: "View policies" })).toBeNull();
  });

  it("draws the narrative and its categories together once both are there", () => {
    setQueryResult(api.narratives.get, narrative, { id: NARRATIVE_ID });
    setQueryResult(
      api.policies.categoriesForNarrative,
      [{ category: "Health & Care", areaId: "health-care" }],
      { narrativeId: NARRATIVE_ID },
    );
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Green Growth");
    expect(screen.getByRole("heading", { name: "Policy Categories" })).toBeVisible();
    expect(screen.getByRole("link", { name: "View policies" })).toBeVisible();
  });
});
