/**
 * The dialog's rows word themselves through `useTranslate` (issue 42): they follow a
 * language switch on their own, not only when the dialog or the page around them happens to
 * render again (the layout's page element is memoised, so a page is drawn again only by its
 * own subscriptions). Each part is rendered here with no parent that would re-render it.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "@/i18n/i18n";
import "@/i18n/messages/policyPicker";
import { PolicyOption } from "./PolicyOption";
import { RankingList } from "./RankingList";

afterEach(async () => {
  await act(() => activateLanguage("en-GB", false));
});

const switchToWelsh = () => act(() => activateLanguage("cy", false));

describe("the policy dialog's rows on a language switch", () => {
  it("the ranked list re-words its label and its rows' buttons", async () => {
    render(<RankingList items={[{ id: "p1", title: "Alpha" }]} onChange={() => undefined} />);
    expect(screen.getByRole("list", { name: "Your ranking" })).toBeInTheDocument();
    await switchToWelsh();
    expect(screen.getByRole("list", { name: "Eich rhestr" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tynnu Alpha" })).toHaveTextContent("Tynnu");
  });

  it("a policy option re-words its narrative-default badge", async () => {
    render(
      <PolicyOption
        title="Alpha"
        description="Alpha policy"
        cost="£1bn"
        isDefault
        rank={null}
        disabled={false}
        onToggle={() => undefined}
      />,
    );
    expect(screen.getByText("Narrative default")).toBeInTheDocument();
    await switchToWelsh();
    expect(screen.getByText("Dewis diofyn y naratif")).toBeInTheDocument();
  });
});
