import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CatalogueCosting } from "@convex/domain/costing";
import { CATALOGUE_CY } from "@convex/domain/cy";
import { activateLanguage } from "@/i18n/i18n";
import { provideCatalogueText } from "@/i18n/data/catalogueText";
import { translate } from "@/i18n/react";
import { PolicyDialog, type DialogPolicy } from "./PolicyDialog";

const BASIS = { baseline: "obr-efo-2025-11", priceYear: "2025-26", relation: "new" } as const;
const NHS_CAPITAL: CatalogueCosting = {
  ...BASIS,
  extent: "england",
  spendingType: "capital",
  territorialCostBn: 2.8,
  barnett: "health",
};
const GB_BENEFIT: CatalogueCosting = { ...BASIS, extent: "gb", spendingType: "resource" };

const POLICIES: DialogPolicy[] = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map(
  (title, index) => ({
    _id: `p${index + 1}`,
    title,
    description: `${title} policy`,
    costEstimate: "£1bn",
  }),
);

/**
 * jsdom lays nothing out, and dnd-kit's keyboard moves go to the nearest row below or
 * above: each list row gets a box 60 px under the one before.
 */
function stackRows() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const row = this.closest("li");
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 50,
      width: 300,
      height: 50,
      toJSON: () => ({}),
    };
  });
}

function renderDialog(props: Partial<Parameters<typeof PolicyDialog>[0]> = {}) {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(
    <PolicyDialog
      open
      onOpenChange={() => {}}
      category="Health"
      policies={POLICIES}
      defaultPolicyId="p1"
      onSave={onSave}
      {...props}
    />,
  );
  return { user, onSave, dialog: screen.getByRole("dialog", { name: "Health" }) };
}

const option = (dialog: HTMLElement, title: string) =>
  within(dialog).getByRole("button", { name: new RegExp(`^\\d? ?${title}`) });

/** The dialog's own status line (dnd-kit adds a live region with the same role). */
const modeLine = (dialog: HTMLElement) => within(dialog).getAllByRole("status")[0];

const rankedTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByTestId("ranked-title")
    .map((node) => node.textContent);

describe("the ranking dialog", () => {
  beforeEach(stackRows);
  afterEach(() => vi.restoreAllMocks());

  it("opens on the narrative's default, confirmed", async () => {
    const { user, dialog, onSave } = renderDialog();
    expect(modeLine(dialog)).toHaveTextContent("Default confirmed.");
    expect(option(dialog, "Alpha")).toHaveAttribute("aria-pressed", "true");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(onSave).toHaveBeenCalledWith(["p1"]);
  });

  it("ranks at most 3 policies and disables the others once full", async () => {
    const { user, dialog } = renderDialog();
    await user.click(option(dialog, "Bravo"));
    await user.click(option(dialog, "Charlie"));
    await user.click(option(dialog, "Delta"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Maximum 3 policies can be ranked");
    expect(rankedTitles(dialog)).toEqual(["Bravo", "Charlie", "Delta"]);
    expect(option(dialog, "Echo")).toBeDisabled();
    expect(option(dialog, "Alpha")).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Remove Charlie" }));
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(option(dialog, "Echo")).toBeEnabled();
  });

  it("choosing the default alone goes back to 'Default confirmed'", async () => {
    const { user, dialog } = renderDialog();
    await user.click(option(dialog, "Bravo"));
    expect(modeLine(dialog)).toHaveTextContent("Custom ranking (1 of 3)");
    await user.click(within(dialog).getByRole("button", { name: "Use the default again" }));
    expect(modeLine(dialog)).toHaveTextContent("Default confirmed.");
  });

  it("reorders with the keyboard: Space picks up, ArrowDown moves, Space drops", async () => {
    const { user, dialog, onSave } = renderDialog({ initialRanked: ["p2", "p3", "p4"] });
    expect(rankedTitles(dialog)).toEqual(["Bravo", "Charlie", "Delta"]);

    const handle = within(dialog).getByRole("button", { name: "Reorder Bravo, rank 1" });
    handle.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(handle).toHaveAttribute("aria-pressed", "true"));
    await user.keyboard("{ArrowDown}");
    await user.keyboard(" ");

    await waitFor(() => expect(rankedTitles(dialog)).toEqual(["Charlie", "Bravo", "Delta"]));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(["p3", "p2", "p4"]);
  });

  it("shows each cost with its costing basis, and a saving as 'saves'", () => {
    const { dialog } = renderDialog({
      policies: [
        {
          ...POLICIES[0],
          costEstimate: "£3.3bn",
          costing: NHS_CAPITAL,
        },
        { ...POLICIES[1], costEstimate: "-£3bn", costing: GB_BENEFIT },
        {
          ...POLICIES[2],
          costEstimate: "£0bn",
          costing: { ...GB_BENEFIT, relation: "already-policy", baselineNote: "Budget 2025" },
        },
      ],
    });
    expect(option(dialog, "Alpha")).toHaveTextContent(
      "£3.3bn · England £2.8bn + £500m Barnett consequentials · capital, yearly average",
    );
    expect(option(dialog, "Bravo")).toHaveTextContent("saves £3bn · Great Britain");
    expect(option(dialog, "Charlie")).toHaveTextContent("already government policy");
    expect(dialog).toHaveTextContent(
      "Costs are the UK's yearly cost against the OBR Economic and fiscal outlook, November 2025 (Budget 2025; the latest OBR forecast this catalogue has read, so later changes are not in it), in 2025-26 prices.",
    );
  });

  it("shows skeletons while the policies load", () => {
    const { dialog } = renderDialog({ policies: undefined, defaultPolicyId: null });
    expect(within(dialog).queryByRole("list", { name: "Health policies" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeDisabled();
  });
});

describe("the ranking dialog in Welsh (issue 40)", () => {
  beforeEach(() => provideCatalogueText(CATALOGUE_CY));
  afterEach(async () => {
    await act(async () => activateLanguage("en-GB", false));
  });

  it("names its area and ranks the policies by their Welsh names, the English nowhere", async () => {
    await act(async () => activateLanguage("cy", false));
    const entries = [...CATALOGUE_CY.policies.values()].slice(0, 3);
    const policies = entries.map(([english], index) => ({
      _id: `w${index}`,
      title: english,
      description: `${english}.`,
      costEstimate: "£1bn",
    }));
    render(
      <PolicyDialog
        open
        onOpenChange={() => {}}
        category="Health & Care"
        policies={policies}
        defaultPolicyId="w0"
        initialRanked={["w1", "w0"]}
        onSave={vi.fn()}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Iechyd a Gofal" });
    expect(
      within(dialog).getByRole("list", {
        name: translate("policyPicker.dialog.listLabel", { category: "Iechyd a Gofal" }),
      }),
    ).toBeInTheDocument();
    const [first, second] = [entries[0][1], entries[1][1]];
    expect(rankedTitles(dialog)).toEqual([second, first]);
    for (const [title, rank] of [
      [second, 1],
      [first, 2],
    ] as const) {
      expect(
        within(dialog).getByRole("button", {
          name: translate("policyPicker.ranking.reorder", { title, rank }),
        }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole("button", {
          name: translate("policyPicker.ranking.removeLabel", { title }),
        }),
      ).toBeInTheDocument();
    }
    const labels = within(dialog)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label") ?? "");
    for (const [english] of entries) {
      expect(dialog.textContent).not.toContain(english);
      expect(labels.filter((label) => label.includes(english))).toEqual([]);
    }
  });
});
