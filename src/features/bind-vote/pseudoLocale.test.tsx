/**
 * The bind page and the residence question in the pseudo-locale (docs/i18n.md "Guards"):
 * every word they show goes through the catalogues; only the data named here (the room's
 * name and code, amounts) is allowed as plain text.
 */
import type { ReactElement } from "react";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { simulateBudget } from "@convex/domain/economy";
import { ResidenceQuestion } from "@/components/ResidenceQuestion";
import { setResidenceAnswer } from "@/lib/residence";
import { forgetRoom, rememberRoom } from "@/lib/roomMembership";
import { resetConvex, setQueryResult, setSignedIn } from "@/test/convexReact";
import { inPseudoLocale, untranslated } from "@/test/pseudoLocale";
import { renderWithRouter } from "@/test/render";
import BindVotePage from "./BindVotePage";
import { ChosenPolicies } from "./ChosenPolicies";
import { EconomicSettings } from "./EconomicSettings";
import { RoomNotice } from "./RoomNotice";

vi.mock("convex/react", () => import("@/test/convexReact"));

inPseudoLocale();

afterEach(() => {
  resetConvex();
  setResidenceAnswer(null);
  forgetRoom();
});

const ROOM = { code: "ABC123", name: "Cardiff" };

/** Renders `ui` once the areas' catalogues, which may suspend its first render, are there. */
async function renderSettled(ui: ReactElement): Promise<HTMLElement> {
  let container: HTMLElement | undefined;
  await act(() => {
    container = renderWithRouter(ui).container;
    return Promise.resolve();
  });
  return container!;
}

describe("the bind page in the pseudo-locale", () => {
  it("the page, signed out with a room, shows no string outside the catalogues", async () => {
    setSignedIn(false);
    rememberRoom(ROOM);
    const container = await renderSettled(<BindVotePage />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(untranslated(container, [ROOM.name, ROOM.code], { money: true })).toEqual([]);
  });

  it("the economic settings and the chosen policies show no string outside the catalogues", async () => {
    const simulation = simulateBudget({ taxRatePercent: 1.94, dividend: 1000, policies: [] });
    const container = await renderSettled(
      <>
        <EconomicSettings taxRate={1.94} dividend={1000} simulation={simulation} />
        <ChosenPolicies policies={[]} />
      </>,
    );
    expect(untranslated(container, [], { money: true })).toEqual([]);
  });

  it("the room notice of a closed room shows only the room's name and code", async () => {
    setQueryResult(api.rooms.byCode, null, { code: ROOM.code });
    const container = await renderSettled(<RoomNotice room={ROOM} />);
    expect(untranslated(container, [ROOM.name, ROOM.code])).toEqual([]);
  });

  it("the residence question, in England, shows no string outside the catalogues", async () => {
    setResidenceAnswer({ nation: "england" });
    const container = await renderSettled(<ResidenceQuestion idPrefix="test" hint="ĥíñţ" />);
    expect(screen.getByRole("combobox", { name: /.+/, description: /ĥíñţ/ })).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });
});
