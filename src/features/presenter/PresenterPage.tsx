import { lazy, Suspense } from "react";
import { useQuery } from "convex/react";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/Skeleton";
import { ConnectionBanner } from "./ConnectionBanner";
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
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";
import { useRoomLanguage } from "@/i18n/useRoomLanguage";

/** Shown on request only (`?show=nations`, a room's folded manifesto): chunks of their own. */
const NationsView = lazy(() =>
  import("@/components/nations/NationsView").then((module) => ({ default: module.NationsView })),
);
const PresenterEqualShares = lazy(() =>
  import("@/components/equal-shares/PresenterEqualShares").then((module) => ({
    default: module.PresenterEqualShares,
  })),
);

const SUBTITLES = {
  nation: "presenter.subtitle.nation",
  room: "presenter.subtitle.room",
  compare: "presenter.subtitle.compare",
} as const satisfies Record<PresenterView, string>;

/**
 * /present (docs/rooms.md): a full-screen, read-only projector page, no sign-in. It
 * subscribes to community:presenter for the nation and/or the room, so every figure moves
 * as votes are bound, without a reload. Built for a projector: full screen, the screen kept
 * awake, and "Reconnecting…" while the live connection is down.
 */
export default function PresenterPage() {
  const t = useT(presenterMessages);
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

  const nationLabel = t("presenter.series.nation");
  const roomLabel = t("presenter.series.room");
  const series: Series[] | undefined =
    view === "nation"
      ? nation && [{ label: nationLabel, results: nation }]
      : view === "room"
        ? room && [{ label: roomLabel, results: room }]
        : room &&
          nation && [
            { label: roomLabel, results: room },
            { label: nationLabel, results: nation },
          ];
  const withheld = view !== "nation" && room?.withheld === true;

  const results = series && !withheld && !hidden ? series : null;
  const consensus = results?.[0].results.consensus ?? null;
  const large = controls.largeText;
  // The lists show as many whole items as their panels hold (WHOLE_ITEMS_LIST), up to these.
  const narrativesPanel = results && (
    <Panel
      key="narratives"
      title={
        results.length > 1
          ? t("presenter.topNarrativesOf", { series: results[0].label })
          : t("presenter.topNarratives")
      }
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
        title={roomInfo ? roomInfo.name : roomLoading ? "\u00a0" : t("presenter.title.nation")}
        subtitle={
          roomInfo || roomLoading
            ? t("presenter.subtitle.withRoom", {
                view: t(SUBTITLES[view]),
                code: roomInfo ? roomInfo.code : roomCode,
              })
            : t(SUBTITLES.nation)
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
            <Panel key="total" title={t("presenter.totalVotes")}>
              <TotalVotes series={series} />
              {withheld && room && (
                <p className="pt-[0.3em] text-[0.9em] text-slate-700 dark:text-slate-200">
                  {t("presenter.roomShowsFrom", { threshold: room.threshold })}
                </p>
              )}
              {roomInfo && view !== "nation" && (
                <RoomVoters
                  pendingGuestVotes={roomInfo.pendingGuestVotes}
                  burst={room?.guestBurst ?? null}
                />
              )}
            </Panel>,
            <Panel key="join" title={t("presenter.joinIn")}>
              <JoinPanel
                roomCode={roomInfo?.isOpen ? roomInfo.code : null}
                language={roomInfo?.language ?? "en-GB"}
              />
              {roomInfo?.isOpen && <FacilitatorTools roomId={roomInfo.id} code={roomInfo.code} />}
            </Panel>,
            results && !large && (
              <Panel key="quadrants" title={t("presenter.quadrants")}>
                <QuadrantBars series={results} />
              </Panel>
            ),
            // The room's own view only: beside the nation's figures it would not fit the screen.
            roomInfo && results && view === "room" && (
              <Suspense key="equal-shares" fallback={null}>
                <PresenterEqualShares roomCode={roomInfo.code} />
              </Suspense>
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
              <Panel title={t("presenter.nations")} className="lg:h-full">
                <Suspense fallback={<Skeleton className="h-64" />}>
                  <NationsView variant="presenter" />
                </Suspense>
              </Panel>
            ) : (
              <Panel
                title={t("presenter.map")}
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
                  <Panel key="averages" title={t("presenter.averages")}>
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
  const t = useT(presenterMessages);
  return (
    <section role="alert" className="mx-auto mt-[3em] max-w-[40em] text-center text-[1.2em]">
      <h2 className="text-[1.5em] font-bold">{t("presenter.unknownRoom.title", { code })}</h2>
      <p className="mt-[0.5em]">{t("presenter.unknownRoom.body")}</p>
      <Link
        to={paths.present}
        className="mt-[1em] inline-block font-semibold text-teal-800 underline dark:text-teal-300"
      >
        {t("presenter.unknownRoom.link")}
      </Link>
    </section>
  );
}

function LoadingGrid() {
  const t = useT(presenterMessages);
  return (
    <div className="grid flex-1 gap-[1em] lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t("presenter.loading")}
      </span>
      <Skeleton className="h-[20em]" />
      <Skeleton className="h-[20em]" />
      <Skeleton className="h-[20em]" />
    </div>
  );
}
