import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { ManualAreaCard } from "./ManualAreaCard";

describe("an area card in the manual build", () => {
  it("counts the chosen policies and opens the dialog", async () => {
    const onOpen = vi.fn();
    const { user } = renderWithRouter(
      <ManualAreaCard areaId="health" name="Health & Care" chosenCount={2} onOpen={onOpen} />,
    );
    expect(screen.getByText("2 policies selected")).toBeInTheDocument();
    // Directly under the page's h1 (axe heading-order on /policy-areas).
    expect(screen.getByRole("heading", { level: 2, name: "Health & Care" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose policies for Health & Care" }));
    expect(onOpen).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Default policy for Health & Care" })).toHaveAttribute(
      "href",
      "/policy-area/health",
    );
  });

  it("falls back to the community default when nothing is chosen", () => {
    renderWithRouter(
      <ManualAreaCard areaId="housing" name="Housing" chosenCount={0} onOpen={vi.fn()} />,
    );
    expect(screen.getByText("Community default")).toBeInTheDocument();
  });
});
