/**
 * An older category name in the URL (issue 37 item 8): /narrative/{id}/category/Healthcare
 * shows and asks for today's area, "Health & Care", never the raw URL segment.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { patterns } from "@/app/paths";
import { queryArgsOf, setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import NarrativeCategoryPage from "./NarrativeCategoryPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

/** A Convex-shaped id (32 base-32 characters), as useNarrativeRoute checks. */
const NARRATIVE_ID = "k57a1b2c3d4e5f6g7h8j9k0m1n2p3q4r";

describe("a narrative's area page", () => {
  it("shows an older category name in the URL as today's area name and asks for it", () => {
    setQueryResult(api.policies.listByCategory, [], { category: "Health & Care" });
    renderWithRouter(<NarrativeCategoryPage />, {
      url: `/narrative/${NARRATIVE_ID}/category/Healthcare`,
      path: patterns.narrativeCategory,
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Health & Care");
    expect(screen.queryByText("Healthcare")).toBeNull();
    expect(queryArgsOf(api.policies.listByCategory)).toContainEqual({ category: "Health & Care" });
  });

  it("keeps a name it does not know as it is (the server finds no policies for it)", () => {
    setQueryResult(api.policies.listByCategory, [], { category: "Astrology" });
    renderWithRouter(<NarrativeCategoryPage />, {
      url: `/narrative/${NARRATIVE_ID}/category/Astrology`,
      path: patterns.narrativeCategory,
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Astrology");
  });
});
