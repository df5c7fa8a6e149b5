import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/domain/messages";
import { callsOf } from "@/test/convexReact";
import { CreateRoomForm } from "./CreateRoomForm";

vi.mock("convex/react", () => import("@/test/convexReact"));

describe("the create-room form", () => {
  it("shows the server's message when the facilitator has the most rooms allowed", async () => {
    callsOf(api.rooms.create).mockRejectedValue(
      new ConvexError({ code: "QUOTA_EXCEEDED", message: MESSAGES.roomCountLimit }),
    );
    const user = userEvent.setup();
    render(<CreateRoomForm />);
    await user.type(screen.getByLabelText("Room name"), "Year 10 civics");
    await user.click(screen.getByRole("button", { name: "Create room" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You have reached the limit of 200 workshop rooms for one account.",
    );
    expect(screen.getByLabelText("Room name")).toHaveAttribute("aria-invalid", "true");
  });
});
