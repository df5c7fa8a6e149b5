import { useState } from "react";
import { useLocation } from "react-router-dom";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { Button, PageContainer, PageHeader } from "../../components/ui";
import { SegmentedTabs, tabPanelProps } from "../../components/ui/SegmentedTabs";
import { CommunityView } from "./CommunityView";
import { YourVoteView } from "./YourVoteView";

type View = "yours" | "community";
const TABS = [
  { value: "yours" as const, label: "Your Vote" },
  { value: "community" as const, label: "Community" },
];

/** /community-comparison (spec 2.3): live community results and the user's own vote. */
export default function CommunityPage() {
  const location = useLocation();
  const initial = (location.state as { view?: View } | null)?.view ?? "community";
  const [view, setView] = useState<View>(initial);
  const [refreshKey, setRefreshKey] = useState(0);
  const { isAuthenticated } = useConvexAuth();
  const overview = useQuery(api.community.overview);
  const vote = useQuery(api.votes.myActive, isAuthenticated ? {} : "skip");
  const progress = useQuery(api.progress.summary, isAuthenticated ? {} : "skip");

  return (
    <PageContainer>
      <PageHeader
        title="Community comparison"
        description="See how your budget compares with everyone who has bound a vote. Figures update live as votes come in."
        actions={
          <Button variant="outline" onClick={() => setRefreshKey((key) => key + 1)}>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Refresh
          </Button>
        }
      />
      {progress?.isFlowComplete && (
        <p className="mb-4 rounded-lg bg-green-50 px-4 py-2 text-sm font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
          ✓ Your complete vote has been recorded
        </p>
      )}
      <SegmentedTabs tabs={TABS} value={view} onChange={setView} label="Comparison view" idPrefix="compare" className="mb-6" />
      <div key={refreshKey} {...tabPanelProps("compare", view)} className="focus-visible:outline-none">
        {view === "community" ? (
          <CommunityView overview={overview} />
        ) : (
          <YourVoteView signedIn={isAuthenticated} vote={vote} overview={overview} />
        )}
      </div>
    </PageContainer>
  );
}
