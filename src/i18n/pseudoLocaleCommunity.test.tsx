/**
 * The pseudo-locale (docs/i18n.md "Guards") on the community view, /methods, the presenter
 * and their components (issue 40): rendered with every message's letters
 * accented, they show no plain ASCII word but the data they are given (narrative titles, a
 * room's name). PriceFigureNote is another area's and is left out here.
 */
import { act } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
import { pseudoText } from "./compile";
import { inPseudoLocale, untranslated } from "@/test/pseudoLocale";

vi.mock("convex/react", () => import("@/test/convexReact"));
vi.mock("@/components/PriceFigureNote", () => ({ PriceFigureNote: () => null }));

inPseudoLocale();

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
    expect(untranslated(container!, [...NARRATIVES, "Workshop"], { money: true })).toEqual([]);
  });
});
