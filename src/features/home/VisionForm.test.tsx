import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { VisionForm } from "./VisionForm";

describe("the vision form", () => {
  it("only submits some words, trimmed", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<VisionForm building={false} onSubmit={onSubmit} />);
    const go = screen.getByRole("button", { name: "Let's Go →" });
    expect(go).toBeDisabled();
    await user.type(screen.getByLabelText("Your vision"), "   ");
    expect(go).toBeDisabled();
    await user.type(screen.getByLabelText("Your vision"), "rivers, commons  ");
    await user.click(go);
    expect(onSubmit).toHaveBeenCalledWith("rivers, commons");
  });

  it("is locked while the manifesto is being built", () => {
    renderWithRouter(<VisionForm building onSubmit={vi.fn()} />);
    expect(screen.getByLabelText("Your vision")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Building..." })).toBeDisabled();
  });

  it("links to the narratives and the quiz instead", () => {
    renderWithRouter(<VisionForm building={false} onSubmit={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Browse Political Narratives" })).toHaveAttribute(
      "href",
      "/narratives",
    );
    expect(screen.getByRole("link", { name: "Take the quiz instead" })).toHaveAttribute(
      "href",
      "/quiz",
    );
  });
});
