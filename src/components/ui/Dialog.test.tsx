import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent } from "./Dialog";

/** A dialog opened by state, with no DialogTrigger (as the policy dialog is). */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose policies
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Housing">
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("returns focus to the button that opened it when closed with Escape", async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole("button", { name: "Choose policies" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Housing" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("returns focus to the opener when a button inside closes it", async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole("button", { name: "Choose policies" });
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
