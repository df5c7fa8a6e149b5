import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";

// The layout stands in for anything in the app failing to render.
vi.mock("./Layout", () => ({
  Layout: () => {
    throw new Error("The layout failed");
  },
}));

describe("the app", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("shows a friendly page, not a blank screen, when anything fails to render", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      reload,
    });
    render(<App />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload the page" }));
    expect(reload).toHaveBeenCalled();
  });
});
