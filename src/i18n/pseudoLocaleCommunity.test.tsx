/**
 * The pseudo-locale (docs/i18n.md "Guards") on the community view, /methods, the presenter
 * and their components (issue 40): rendered with every message's letters
 * accented, they show no plain ASCII word but the data they are given (narrative titles, a
 * room's name). PriceFigureNote is another area's and is left out here.
 */
import type { Messages } from "@lingui/core";
import { act } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { setQueryResult } from "@/test/convexReact";
import { communityResults } from "@/test/fixtures";
import { renderWithRouter } from "@/test/render";
import { CommunityFigures } from "@/features/community/CommunityFigures";
import { RoomVsNation } from "@/features/community/RoomVsNation";
import { VoteComparison } from "@/features/community/VoteComparison";
import { SampleDataToggle } from "@/features/community/SampleDataToggle";
import MethodsPage from "@/features/community/MethodsPage";
import { PresenterHeader } from "@/features/presenter/PresenterHeader";
import { Averages, TotalVotes } from "@/features/presenter/PresenterFigures";
import { ConsensusPanels } from "@/features/presenter/ConsensusPanels";
import { HiddenCurtain, ThresholdCurtain } from "@/features/presenter/ResultsCurtain";
import { ThresholdNotice } from "@/features/community/ThresholdNotice";
import { QuadrantBars } from "@/features/presenter/QuadrantBars";
import { VoterMap } from "@/features/presenter/VoterMap";
import { EqualSharesExplainer } from "@/components/equal-shares/EqualSharesExplainer";
import { NationsView } from "@/components/nations/NationsView";
import { PopularityLabel } from "@/components/PopularityLabel";
import { compileCatalogue, pseudoText } from "./compile";
import { activateLanguage, i18n } from "./i18n";
import { SOURCES } from "./sources";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@/components/PriceFigureNote", () => ({ PriceFigureNote: () => null }));

/** Text people read or hear in `root`: its text nodes and labelling attributes. */
function visibleTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of root.querySelectorAll("*")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value.trim());
    }
  }
  return texts;
}

/** The texts holding a plain ASCII word (two letters or more), less the allowed data. */
function untranslated(root: HTMLElement, data: string[] = []): string[] {
  return visibleTexts(root).filter((text) => {
    // Money from the shared formatters ("£2.5bn") is written the same in both languages.
    let rest = text.replace(/£[\d.,]+(bn|m)\b/g, " ");
    for (const value of data) rest = rest.split(value).join(" ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

const NARRATIVES = ["Green Commons", "Moonshot Britain"];
const results = communityResults();
const room = communityResults({ scope: "room", counting: null, threshold: 3 });
/** The room against the nation on the presenter, each with one occupied cell on the map. */
const map = [{ x: 0.5, y: 0.5, count: 4 }];
const series = [
  { label: pseudoText("Room"), results: { ...room, map } },
  { label: pseudoText("Nation"), results: { ...results, map } },
];

beforeAll(() => {
  for (const area of Object.values(SOURCES)) {
    i18n.load("pseudo", compileCatalogue(area["en-GB"], pseudoText) as Messages);
  }
  i18n.activate("pseudo");
  // /methods reads only the count and whose votes it counts.
  setQueryResult(api.community.overview, { ...results, counting: "accounts" } as never);
  setQueryResult(api.nations.view, {
    totalVotes: 30,
    verifiedOnly: false,
    threshold: 10,
    cells: [
      {
        cell: "wales",
        name: "Wales",
        shown: true,
        totalVotes: 12,
        leadingQuadrant: "rewild",
        averageTaxRate: 1.2,
        averageDividend: 8000,
      },
      { cell: "scotland", name: "Scotland", shown: false },
    ],
  } as never);
});

afterAll(async () => {
  await activateLanguage("en-GB", false);
});

describe("the community's and presenter's screens in the pseudo-locale", () => {
  it.each([
    ["the community figures", () => <CommunityFigures results={results} />],
    ["room vs nation", () => <RoomVsNation room={room} roomName="Workshop" nation={results} />],
    [
      "your vote against the community",
      () => (
        <VoteComparison vote={{ taxRate: 1, dividend: 8000 }} averages={results.averageEconomics} />
      ),
    ],
    [
      "the sample data switch",
      () => <SampleDataToggle checked={false} onCheckedChange={() => {}} sampleVotes={150} />,
    ],
    ["/methods", () => <MethodsPage />],
    ["a held room", () => <ThresholdNotice totalVotes={1} threshold={3} />],
    [
      "the presenter's header",
      () => (
        <PresenterHeader
          title="Workshop"
          subtitle="Workshop"
          closed
          showTabs
          view="room"
          onViewChange={() => {}}
          hidden={false}
          onToggleHidden={() => {}}
          largeText={false}
          onToggleLargeText={() => {}}
          exitTo="/"
          fullscreen={{ supported: true, isFullscreen: false, toggle: () => {} }}
          wakeLock="on"
        />
      ),
    ],
    [
      "the presenter's figures",
      () => (
        <>
          <TotalVotes series={series} />
          <Averages series={series} />
          <QuadrantBars series={series} />
          <VoterMap series={series} />
          <HiddenCurtain />
          <ThresholdCurtain totalVotes={1} threshold={3} closed={false} />
          <ConsensusPanels consensus={{ groups: ["rewild"], agrees: [], divides: [] }} limit={3} />
        </>
      ),
    ],
    ["the equal shares explainer", () => <EqualSharesExplainer />],
    ["the nations and regions", () => <NationsView />],
    [
      "a popularity label",
      () => (
        <>
          <PopularityLabel catalogueScore={40} share={undefined} />
          <PopularityLabel catalogueScore={40} share={{ count: 3, percentage: 30 }} />
        </>
      ),
    ],
  ])("%s shows no string outside the catalogues", async (_name, ui) => {
    let container: HTMLElement | undefined;
    // The areas' catalogues may suspend their first render.
    await act(() => {
      container = renderWithRouter(ui()).container;
      return Promise.resolve();
    });
    expect(untranslated(container!, [...NARRATIVES, "Workshop"])).toEqual([]);
  });
});
