import { useQuery } from "convex/react";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/Skeleton";
import { NationsView } from "@/components/nations/NationsView";
import { ConnectionBanner } from "./ConnectionBanner";
import { PresenterEqualShares } from "@/components/equal-shares/PresenterEqualShares";
import { ConsensusPanels } from "./ConsensusPanels";
import { FacilitatorTools } from "./FacilitatorTools";
import { JoinPanel } from "./JoinPanel";
import { PresenterHeader } from "./PresenterHeader";
import { PresenterLayout } from "./PresenterLayout";
import { Averages, Panel, TopNarratives, TotalVotes } from "./PresenterFigures";
import { RoomVoters } from "./RoomVoters";
import type { PresenterView, Series } from "./presenterTypes";
import { QuadrantBars } from "./QuadrantBars";
import { HiddenCurtain, ThresholdCurtain } from "./ResultsCurtain";
import { usePresenterControls, useViewportScaledType } from "./usePresenterControls";
import { useFullscreen, useScreenWakeLock } from "./useProjectorScreen";
import { VoterMap } from "./VoterMap";
import { paths } from "@/app/paths";
import { useRoomLanguage } from "@/i18n/useRoomLanguage";

const SUBTITLES: Record<PresenterView, string> = {
  nation: "Everyone who has bound a vote",
  room: "This room",
  compare: "Room vs Nation",
};

/**
 * /present (docs/rooms.md): a full-screen, read-only projector page, no sign-in. It
 * subscribes to community:presenter for the nation and/or the room, so every figure moves
 * as votes are bound, without a reload. Built for a projector: full screen, the screen kept
 * awake, and "Reconnecting…" while the live connection is down.
 */
export default function PresenterPage() {
  const controls = usePresenterControls();
  const { roomCode, view, setView, hidden, toggleHidden } = controls;
  useViewportScaledType();
  const fullscreen = useFullscreen();
  const wakeLock = useScreenWakeLock();
  const nation = useQuery(api.community.presenter, view === "room" ? "skip" : {});
  const room = useQuery(api.community.presenter, roomCode ? { roomCode } : "skip");
  const roomInfo = room?.room ?? null;
  useRoomLanguage(roomInfo?.language, "presenter");
  const unknownRoom = roomCode !== null && room !== undefined && roomInfo === null;
  // A room's header has its shape (tabs, no nation title) while the room loads, so its
  // buttons do not wrap onto a new line when it arrives (issue 42: no layout shift).
  const roomLoading = roomCode !== null && room === undefined;

  const series: Series[] | undefined =
    view === "nation"
      ? nation && [{ label: "Nation", results: nation }]
      : view === "room"
        ? room && [{ label: "Room", results: room }]
        : room &&
          nation && [
            { label: "Room", results: room },
            { label: "Nation", results: nation },
          ];
  const withheld = view !== "nation" && room?.withheld === true;

  const results = series && !withheld && !hidden ? series : null;
  const consensus = results?.[0].results.consensus ?? null;
  const large = controls.largeText;
  // The lists show as many whole items as their panels hold (WHOLE_ITEMS_LIST), up to these.
  const narrativesPanel = results && (
    <Panel
      key="narratives"
      title={results.length > 1 ? `Top narratives (${results[0].label})` : "Top narratives"}
      fill
      minHeight="lg:min-h-[4.6em]"
    >
      <TopNarratives series={results} limit={3} />
    </Panel>
  );
  // `?show=nations`: the national view's map gives way to the nations and regions.
  const [params] = useSearchParams();
  const showNations = view === "nation" && params.get("show") === "nations";

  return (
    <main
      id="main"
      className="flex min-h-screen flex-col gap-[0.7em] p-[0.9em] lg:h-dvh lg:min-h-0"
    >
      <PresenterHeader
        title={roomInfo ? roomInfo.name : roomLoading ? "\u00a0" : "Live community results"}
        subtitle={
          roomInfo
            ? `${SUBTITLES[view]} · room ${roomInfo.code}`
            : roomLoading
              ? `${SUBTITLES[view]} · room ${roomCode}`
              : SUBTITLES.nation
        }
        closed={roomInfo !== null && !roomInfo.isOpen}
        showTabs={roomInfo !== null || roomLoading}
        view={view}
        onViewChange={setView}
        hidden={hidden}
        onToggleHidden={toggleHidden}
        largeText={controls.largeText}
        onToggleLargeText={controls.toggleLargeText}
        exitTo={roomCode ? paths.roomCommunity(roomCode) : paths.communityComparison}
        fullscreen={fullscreen}
        wakeLock={wakeLock}
      />
      <ConnectionBanner />
      {unknownRoom ? (
        <UnknownRoom code={roomCode} />
      ) : series === undefined ? (
        <LoadingGrid />
      ) : (
        <PresenterLayout
          tabbed={roomInfo !== null}
          view={view}
          large={large}
          side={[
            <Panel key="total" title="Total votes">
              <TotalVotes series={series} />
              {withheld && room && (
                <p className="pt-[0.3em] text-[0.9em] text-slate-700 dark:text-slate-200">
                  Room results show from {room.threshold} votes.
                </p>
              )}
              {roomInfo && view !== "nation" && (
                <RoomVoters
                  pendingGuestVotes={roomInfo.pendingGuestVotes}
                  burst={room?.guestBurst ?? null}
                />
              )}
            </Panel>,
            <Panel key="join" title="Join in">
              <JoinPanel roomCode={roomInfo?.isOpen ? roomInfo.code : null} />
              {roomInfo?.isOpen && <FacilitatorTools roomId={roomInfo.id} code={roomInfo.code} />}
            </Panel>,
            results && !large && (
              <Panel key="quadrants" title="Quadrants">
                <QuadrantBars series={results} />
              </Panel>
            ),
            // The room's own view only: beside the nation's figures it would not fit the screen.
            roomInfo && results && view === "room" && (
              <PresenterEqualShares key="equal-shares" roomCode={roomInfo.code} />
            ),
          ]}
          main={
            withheld && room ? (
              <ThresholdCurtain
                totalVotes={room.thresholdVotes}
                threshold={room.threshold}
                closed={roomInfo?.isOpen === false}
              />
            ) : hidden ? (
              <HiddenCurtain />
            ) : showNations ? (
              <Panel title="Nations and regions" className="lg:h-full">
                <NationsView variant="presenter" />
              </Panel>
            ) : (
              <Panel
                title="Where voters landed"
                titleHidden={large}
                className="h-[min(100vw,36em)] lg:h-full"
              >
                <VoterMap series={series} showShares={large} />
              </Panel>
            )
          }
          aside={
            results === null
              ? null
              : [
                  <Panel key="averages" title="Averages">
                    <Averages series={results} large={large} />
                  </Panel>,
                  narrativesPanel,
                  consensus && <ConsensusPanels key="consensus" consensus={consensus} limit={3} />,
                ]
          }
        />
      )}
    </main>
  );
}

function UnknownRoom({ code }: { code: string }) {
  return (
    <section role="alert" className="mx-auto mt-[3em] max-w-[40em] text-center text-[1.2em]">
      <h2 className="text-[1.5em] font-bold">No room has the code {code}</h2>
      <p className="mt-[0.5em]">
        Check the code with the facilitator, or show the national results.
      </p>
      <Link
        to={paths.present}
        className="mt-[1em] inline-block font-semibold text-teal-800 underline dark:text-teal-300"
      >
        Show national results
      </Link>
    </section>
  );
}

function LoadingGrid() {
  return (
    <div className="grid flex-1 gap-[1em] lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading results...
      </span>
      <Skeleton className="h-[20em]" />
      <Skeleton className="h-[20em]" />
      <Skeleton className="h-[20em]" />
    </div>
  );
}
