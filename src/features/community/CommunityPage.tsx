import { useState } from "react";
import { useLocation } from "react-router-dom";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { SegmentedTabs, tabPanelProps, tabPanelFocusClass } from "@/components/ui/SegmentedTabs";
import type { RoomVoteNote } from "@/lib/roomVoteNote";
import { CommunityTab } from "./CommunityTab";
import { useRoomScope } from "./useRoomScope";
import { YourVoteView } from "./YourVoteView";
import { BoundNote, type BoundVote } from "./BoundNote";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

type View = "yours" | "community";

/**
 * /community-comparison (spec 2.3): live community results and the user's own vote; with
 * a workshop room (joined, or `?room=CODE`) also the room's results and Room vs Nation.
 */
export default function CommunityPage() {
  const t = useT(communityMessages);
  const tabs = [
    { value: "yours" as const, label: t("community.tabs.yours") },
    { value: "community" as const, label: t("community.tabs.community") },
  ];
  const location = useLocation();
  const state = location.state as {
    view?: View;
    roomNote?: RoomVoteNote | null;
    bound?: BoundVote;
  } | null;
  const [view, setView] = useState<View>(state?.view ?? "community");
  const [refreshKey, setRefreshKey] = useState(0);
  const { isAuthenticated } = useConvexAuth();
  const { roomCode, scope, setScope } = useRoomScope();
  // One identity-free subscription for every figure on the page (shared by all viewers);
  // the caller's own vote and progress are separate.
  const page = useQuery(api.community.page, roomCode ? { roomCode } : {});
  const vote = useQuery(api.votes.myActive, isAuthenticated ? {} : "skip");
  const progress = useQuery(api.progress.summary, isAuthenticated ? {} : "skip");

  return (
    <PageContainer>
      <PageHeader
        title={t("community.title")}
        description={t("community.description")}
        actions={
          <Button variant="outline" onClick={() => setRefreshKey((key) => key + 1)}>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path
                d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t("community.refresh")}
          </Button>
        }
      />
      {progress?.isFlowComplete && (
        <p className="mb-4 rounded-lg bg-green-50 px-4 py-2 text-sm font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("community.flowComplete")}
        </p>
      )}
      {state?.roomNote && (
        <p
          role="status"
          data-testid="room-vote-note"
          className={`mb-4 rounded-lg px-4 py-2 text-sm font-medium ${state.roomNote.counted ? "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100" : "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50"}`}
        >
          {state.roomNote.text}
        </p>
      )}
      {state?.bound && (
        <BoundNote
          bound={state.bound}
          total={page?.nation.totalVotes}
          onShowCommunity={() => setView("community")}
        />
      )}
      <SegmentedTabs
        tabs={tabs}
        value={view}
        onChange={setView}
        label={t("community.tabs.label")}
        idPrefix="compare"
        className="mb-6"
      />
      <div key={refreshKey} {...tabPanelProps("compare", view)} className={tabPanelFocusClass}>
        {view === "community" ? (
          <CommunityTab page={page} roomCode={roomCode} scope={scope} onScopeChange={setScope} />
        ) : (
          <YourVoteView
            signedIn={isAuthenticated}
            vote={vote}
            averages={page?.nation.averageEconomics}
          />
        )}
      </div>
    </PageContainer>
  );
}
