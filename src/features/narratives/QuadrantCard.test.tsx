import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuadrantCard } from "./QuadrantCard";

describe("a quadrant card", () => {
  it("is one button named by its quadrant and action", async () => {
    const onChoose = vi.fn();
    render(
      <QuadrantCard
        quadrant="rewild"
        highlighted={false}
        actionLabel="Explore"
        onChoose={onChoose}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Rewild: Explore" }));
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
