import { lazy } from "react";
import { Link } from "react-router-dom";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { CommunityPageData } from "./communityTypes";
import { CommunitySkeleton, CommunityView, NationView } from "./CommunityView";
import { RoomScopeBar, scopePanelProps } from "./RoomScopeBar";
import { RoomVsNation } from "./RoomVsNation";
import type { CommunityScope } from "./useRoomScope";
import { tabPanelFocusClass } from "@/components/ui/SegmentedTabs";
import { Card } from "@/components/ui/Card";
import { WhenVisible } from "@/components/WhenVisible";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * The nations and regions, below the national results: their own chunk, with their catalogue,
 * loaded (and their query and render) only when the card nears the window (issue 42).
 */
const NationsView = lazy(() =>
  import("@/components/nations/NationsView").then((module) => ({ default: module.NationsView })),
);

interface Props {
  page: CommunityPageData | undefined;
  roomCode: string | null;
  scope: CommunityScope;
  onScopeChange: (scope: CommunityScope) => void;
}

/** The Community view: the scope switch (with a room), the chosen results and the workshop link. */
export function CommunityTab({ page, roomCode, scope, onScopeChange }: Props) {
  const { isAuthenticated } = useConvexAuth();
  const signedInWithRoom = isAuthenticated && roomCode !== null;
  const isOwner = useQuery(api.rooms.isOwner, signedInWithRoom ? { code: roomCode } : "skip");
  return (
    <>
      <RoomScopeBar
        roomCode={roomCode}
        roomName={page?.kind === "room" ? page.room.name : null}
        isOwner={isOwner === true}
        scope={scope}
        onScopeChange={onScopeChange}
      />
      <div {...scopePanelProps(roomCode, scope)} className={tabPanelFocusClass}>
        <ScopedResults page={page} scope={scope} />
      </div>
      {page !== undefined && <WorkshopLink />}
    </>
  );
}

/**
 * The workshop link under the results, drawn with them: under the skeleton it moved down when
 * the room's comparison (taller than the skeleton) arrived (issue 42: desktop CLS 0.006).
 */
function WorkshopLink() {
  return (
    <p className="mt-8 text-sm text-slate-700 dark:text-slate-200">
      <T
        id="community.workshop"
        components={{
          0: (
            <Link
              to={paths.rooms}
              className="font-medium text-teal-800 underline dark:text-teal-300"
            />
          ),
        }}
      />
    </p>
  );
}

/** What the chosen scope shows of the page: the nation, the room, both, or an unknown code. */
function ScopedResults({
  page,
  scope,
}: {
  page: CommunityPageData | undefined;
  scope: CommunityScope;
}) {
  if (page === undefined) return <CommunitySkeleton />;
  if (scope === "nation" || page.kind === "nation")
    return (
      <>
        <NationView nation={page.nation} sample={page.sample} />
        <NationsCard />
      </>
    );
  switch (page.kind) {
    case "unknownRoom":
      return <UnknownRoomNotice code={page.code} />;
    case "room":
      return scope === "room" ? (
        <CommunityView results={page.roomResults} roomName={page.room.name} />
      ) : (
        <RoomVsNation room={page.roomResults} roomName={page.room.name} nation={page.nation} />
      );
  }
}

function UnknownRoomNotice({ code }: { code: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <T
        id="community.unknownRoom"
        values={{ code }}
        components={{ 0: <Link to={paths.join} className="underline" /> }}
      />
    </p>
  );
}

/**
 * The nations and regions under the national results (docs/nations.md), with the presenter's
 * link. Below a phone's first screen: drawn when it nears the window, in a box of its height.
 */
function NationsCard() {
  const t = useT(communityMessages);
  return (
    <Card className="mt-6 p-5" data-testid="nations-card">
      <WhenVisible className="min-h-[30rem]">
        <NationsView />
      </WhenVisible>
      <p className="mt-3 text-sm">
        <Link
          to={paths.presentNations}
          className="font-medium text-teal-800 underline dark:text-teal-300"
        >
          {t("community.nationsOnProjector")}
        </Link>
      </p>
    </Card>
  );
}
