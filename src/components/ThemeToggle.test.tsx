/**
 * The theme button (spec 2.2, issue 42): a plain button until first opened, so the menu's
 * code (Radix's dropdown menu) is not fetched before a page's first paint; opening it by
 * pointer or by keyboard draws the menu, open, and a choice is stored under 'theme'.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeToggle } from "./ThemeToggle";

/** Whether the menu's module has been asked for. */
const menu = vi.hoisted(() => ({ imported: false }));
vi.mock("./ThemeMenu", async (importOriginal) => {
  menu.imported = true;
  return importOriginal();
});

describe("ThemeToggle", () => {
  beforeEach(() => localStorage.clear());

  it("is a plain button, with the menu's name and popup, whose menu code is not fetched", () => {
    render(<ThemeToggle />);
    const button = screen.getByRole("button", { name: "Theme: system" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(menu.imported).toBe(false);
  });

  it("opens its menu on a click and stores the choice", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole("button", { name: "Theme: system" }));
    const dark = await screen.findByRole("menuitemradio", { name: "Dark" });
    expect(menu.imported).toBe(true);
    await user.click(dark);
    expect(localStorage.getItem("theme")).toBe("dark");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(screen.getByRole("button", { name: "Theme: dark" })).toBeInTheDocument();
  });

  it("opens its menu from the keyboard, with focus inside it", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    screen.getByRole("button", { name: "Theme: system" }).focus();
    await user.keyboard("{ArrowDown}");
    const menuBox = await screen.findByRole("menu");
    await waitFor(() => expect(menuBox.contains(document.activeElement)).toBe(true));
  });
});
