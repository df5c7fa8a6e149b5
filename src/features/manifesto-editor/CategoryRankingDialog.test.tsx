import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { setQueryResult } from "@/test/convexReact";
import { policyDoc } from "@/test/fixtures";
import { CategoryRankingDialog } from "./CategoryRankingDialog";

vi.mock("convex/react", () => import("@/test/convexReact"));

const POLICIES = ["p1", "p2", "p3"].map((id, index) =>
  policyDoc(id, { title: ["Clinics", "Nurses", "Care homes"][index] }),
);

function renderDialog() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <CategoryRankingDialog
      category="Health & Care"
      policies={POLICIES}
      selected={[]}
      narrativeId="n1"
      onClose={onClose}
      onSave={onSave}
    />,
  );
  return { onSave, onClose };
}

describe("the editor's ranking dialog for one area", () => {
  it("waits for the area's default before offering choices", () => {
    renderDialog();
    expect(screen.queryByRole("list", { name: "Health & Care policies" })).not.toBeInTheDocument();
  });

  it("saves the ranked policies as documents and closes", async () => {
    setQueryResult(api.policies.defaultForCategory, POLICIES[0], {
      category: "Health & Care",
      narrativeId: "n1",
    });
    const { onSave, onClose } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Health & Care" });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: /^Care homes/ }));
    await user.click(within(dialog).getByRole("button", { name: /^Nurses/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith([POLICIES[2], POLICIES[1]]);
    expect(onClose).toHaveBeenCalled();
  });
});
