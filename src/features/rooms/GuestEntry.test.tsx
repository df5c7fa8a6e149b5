import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { GuestEntry } from "./GuestEntry";

const signIn = vi.fn();
vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signIn }) }));

describe("Vote as a guest", () => {
  it("shows the guest throttle's wait and lets the visitor try again", async () => {
    const message = "Too many new guests from your network. Please wait 2 minutes and try again.";
    signIn.mockRejectedValueOnce(
      new ConvexError({ code: "TOO_MANY_GUESTS", message, retryAfterMs: 90_000 }),
    );
    render(
      <MemoryRouter>
        <GuestEntry code="KXB47Q" accountsOnly={false} />
      </MemoryRouter>,
    );
    const button = screen.getByRole("button", { name: "Vote as a guest" });
    await userEvent.setup().click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Vote as a guest" })).toBeEnabled();
  });
});
