import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "@/i18n/i18n";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { patterns } from "@/app/paths";
import { setQueryResult } from "@/test/convexReact";
import { renderWithRouter } from "@/test/render";
import SharedManifestoPage from "./SharedManifestoPage";

vi.mock("convex/react", () => import("@/test/convexReact"));

const renderPage = () =>
  renderWithRouter(<SharedManifestoPage />, { url: "/m/abc", path: patterns.sharedManifesto });

const shareSample = () =>
  setQueryResult(
    api.manifestos.getShared,
    {
      title: "Green Commons Plan",
      description: "Restore rivers and share the gains.",
      matchPercent: 87,
      publishedAt: "2026-03-01T12:00:00.000Z",
      narrative: {
        id: "n1" as Id<"narratives">,
        title: "Green Commons",
        quadrant: "rewild",
        description: "Land and water held in common.",
      },
      policies: [
        {
          id: "p1" as Id<"policies">,
          title: "River restoration",
          category: "Environment",
          description: "Clean rivers by 2035.",
          costEstimate: "£2bn",
        },
        {
          id: "p2" as Id<"policies">,
          title: "Community energy",
          category: "Energy",
          description: "Local power.",
          costEstimate: "£500m",
        },
      ],
    },
    { token: "abc" },
  );

describe("a shared manifesto", () => {
  it("says it is loading until the query answers", () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("explains a link that is wrong or no longer shared", () => {
    setQueryResult(api.manifestos.getShared, null, { token: "abc" });
    renderPage();
    expect(
      screen.getByRole("heading", { name: "This manifesto is not shared" }),
    ).toBeInTheDocument();
  });

  it("shows the title, narrative and policies with their total cost, read-only", () => {
    shareSample();
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Green Commons Plan");
    expect(screen.getByText("87% Match")).toBeInTheDocument();
    expect(screen.getByText(/published 1 March 2026/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /^Policies/ })).toHaveTextContent(
      "Policies (2 policies, £2.5bn a year)",
    );
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it("in Welsh, its own words and date are Welsh, its plural mutated", async () => {
    shareSample();
    renderPage();
    await act(() => activateLanguage("cy", false));
    expect(screen.getByText("87% yn cyfateb")).toBeInTheDocument();
    expect(screen.getByText(/cyhoeddwyd 1 Mawrth 2026/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /^Polisïau/ })).toHaveTextContent(
      "Polisïau (2 bolisi, £2.5bn y flwyddyn)",
    );
    expect(screen.getByRole("button", { name: "Argraffu neu gadw fel PDF" })).toBeVisible();
  });
});

afterEach(async () => {
  await activateLanguage("en-GB", false);
});
