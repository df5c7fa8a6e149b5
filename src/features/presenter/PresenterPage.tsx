import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/Skeleton";
import { tabPanelProps } from "@/components/ui/SegmentedTabs";
import { ConnectionBanner } from "./ConnectionBanner";
import { PresenterEqualShares } from "@/components/equal-shares/PresenterEqualShares";
import { ConsensusPanels } from "./ConsensusPanels";
import { FacilitatorTools } from "./FacilitatorTools";
import { JoinPanel } from "./JoinPanel";
import { PresenterHeader } from "./PresenterHeader";
import { Averages, Panel, TopNarratives, TotalVotes } from "./PresenterFigures";
import { RoomVoters } from "./RoomVoters";
import type { PresenterView, Series } from "./presenterTypes";
import { QuadrantBars } from "./QuadrantBars";
import { HiddenCurtain, ThresholdCurtain } from "./ResultsCurtain";
import { usePresenterControls, useViewportScaledType } from "./usePresenterControls";
import { useFullscreen, useScreenWakeLock } from "./useProjectorScreen";
import { VoterMap } from "./VoterMap";
import { paths } from "@/app/paths";

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
  useViewportScaledType(controls.largeText);
  const fullscreen = useFullscreen();
  const wakeLock = useScreenWakeLock();
  const nation = useQuery(api.community.presenter, view === "room" ? "skip" : {});
  const room = useQuery(api.community.presenter, roomCode ? { roomCode } : "skip");
  const roomInfo = room?.room ?? null;
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

  return (
    <main id="main" className="flex min-h-screen flex-col gap-[1em] p-[1.2em]">
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
        <div
          {...(roomInfo ? tabPanelProps("present", view) : {})}
          className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] items-start gap-[1em] focus-visible:outline-none lg:grid-cols-[minmax(0,0.95fr)_minmax(0,1.5fr)_minmax(0,1.15fr)]"
        >
          <div className="flex min-h-0 flex-col gap-[1em]">
            <Panel title="Total votes">
              <TotalVotes series={series} />
              {room && view !== "nation" && (
                <p className="mt-auto pt-[0.5em] text-[0.95em] text-slate-700 dark:text-slate-200">
                  Room results show from {room.threshold} votes.
                </p>
              )}
              {roomInfo && view !== "nation" && (
                <RoomVoters
                  pendingGuestVotes={roomInfo.pendingGuestVotes}
                  burst={room?.guestBurst ?? null}
                />
              )}
            </Panel>
            <Panel title="Join in">
              <JoinPanel roomCode={roomInfo?.isOpen ? roomInfo.code : null} />
              {roomInfo?.isOpen && <FacilitatorTools roomId={roomInfo.id} code={roomInfo.code} />}
            </Panel>
            {/* Beside the map, not under it: the map keeps the screen's height (issue 27). */}
            {!withheld && !hidden && series[0].results.consensus && (
              <ConsensusPanels consensus={series[0].results.consensus} />
            )}
            {roomInfo && !withheld && !hidden && <PresenterEqualShares roomCode={roomInfo.code} />}
          </div>
          {withheld && room ? (
            <div className="lg:col-span-2">
              <ThresholdCurtain
                totalVotes={room.thresholdVotes}
                threshold={room.threshold}
                closed={roomInfo?.isOpen === false}
              />
            </div>
          ) : hidden ? (
            <div className="lg:col-span-2">
              <HiddenCurtain />
            </div>
          ) : (
            <Results series={series} />
          )}
        </div>
      )}
    </main>
  );
}

/** The map (the screen's full height on a projector) and the figures beside it. */
function Results({ series }: { series: Series[] }) {
  return (
    <>
      <div className="flex min-h-0 flex-col gap-[1em]">
        {/* The first screen's full height: other panels stack below rather than shrink it. */}
        <Panel title="Where voters landed" className="h-[min(100vw,36em)] lg:h-[calc(100vh-8.5em)]">
          <VoterMap series={series} />
        </Panel>
      </div>
      <div className="flex min-h-0 flex-col gap-[1em]" data-testid="present-results">
        <Panel title="Quadrants">
          <QuadrantBars series={series} />
        </Panel>
        <Panel title="Averages">
          <Averages series={series} />
        </Panel>
        <Panel title={series.length > 1 ? `Top narratives (${series[0].label})` : "Top narratives"}>
          <TopNarratives series={series} />
        </Panel>
      </div>
    </>
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
