/**
 * The email step where the vote was just bound (issue 37), through the shared
 * `useEmailVerification` hook: send a code, type it, Verify; a refusal and a failure each
 * say what happened, and nothing is sent without a press.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { callsOf, setQueryResult } from "@/test/convexReact";
import { VerifyInline } from "./VerifyInline";

vi.mock("convex/react", () => import("@/test/convexReact"));

const EMAIL = "voter@example.org";

async function renderStep(codePending = false) {
  setQueryResult(api.verification.status, { email: EMAIL, verified: false, codePending });
  await act(() => {
    render(<VerifyInline />);
    return Promise.resolve();
  });
}

/** Presses a button and lets the action's promise settle. */
const press = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
    return Promise.resolve();
  });

describe("the inline verification step", () => {
  it("sends a code on the press, says where it went, then confirms the typed code", async () => {
    callsOf(api.verification.sendCode).mockResolvedValue({ delivery: "email", sentTo: EMAIL });
    callsOf(api.verification.confirm).mockResolvedValue({ verified: true, message: null });
    await renderStep();
    expect(callsOf(api.verification.sendCode)).not.toHaveBeenCalled();
    await press(screen.getByRole("button", { name: `Send a code to ${EMAIL}` }));
    expect(callsOf(api.verification.sendCode)).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent(/code to voter@example\.org\./);
    fireEvent.change(screen.getByLabelText(/-digit code$/), { target: { value: "123456" } });
    await press(screen.getByRole("button", { name: "Verify" }));
    expect(callsOf(api.verification.confirm)).toHaveBeenCalledWith({ code: "123456" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's refusal of a wrong code", async () => {
    callsOf(api.verification.confirm).mockResolvedValue({
      verified: false,
      message: "That code is not right. 4 tries left.",
    });
    await renderStep(true);
    fireEvent.change(screen.getByLabelText(/-digit code$/), { target: { value: "000000" } });
    await press(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("That code is not right. 4 tries left.")).toBeInTheDocument();
  });

  it("says a code could not be sent when sending fails", async () => {
    callsOf(api.verification.sendCode).mockRejectedValue(new Error(""));
    await renderStep();
    await press(screen.getByRole("button", { name: `Send a code to ${EMAIL}` }));
    expect(screen.getByText("We could not send a code. Please try again.")).toBeInTheDocument();
  });
});
