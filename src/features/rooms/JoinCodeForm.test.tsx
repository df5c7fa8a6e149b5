import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/test/render";
import { JoinCodeForm } from "./JoinCodeForm";

describe("the room code form", () => {
  it("explains a code that cannot be a room code, and stays", async () => {
    const { user } = renderWithRouter(<JoinCodeForm />, { url: "/join" });
    await user.click(screen.getByRole("button", { name: "Join room" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the room code.");
    await user.type(screen.getByLabelText("Room code"), "AB1");
    await user.click(screen.getByRole("button", { name: "Join room" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Room codes are 6 letters and numbers");
    expect(screen.getByLabelText("Room code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("current-path")).toHaveTextContent("/join");
  });

  it("tidies a typed code (case, spaces, dashes) and opens its page", async () => {
    const { user } = renderWithRouter(<JoinCodeForm />, { url: "/join" });
    await user.type(screen.getByLabelText("Room code"), "kxb-47q");
    await user.click(screen.getByRole("button", { name: "Join room" }));
    expect(screen.getByTestId("current-path")).toHaveTextContent("/join/KXB47Q");
  });
});
