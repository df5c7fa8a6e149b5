import { useState } from "react";
import { Skeleton } from "@/components/ui/Skeleton";
import type { CommunityResults } from "./communityTypes";
import { CommunityFigures } from "./CommunityFigures";
import { offersSampleData } from "@convex/domain/syntheticVotes";
import { SampleDataPanel } from "./SampleDataPanel";
import { SampleDataToggle } from "./SampleDataToggle";
import { ThresholdNotice } from "./ThresholdNotice";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/** A room's results, or only the count while the room is below its threshold. */
export function CommunityView({
  results,
  roomName,
}: {
  results: CommunityResults;
  roomName: string;
}) {
  if (results.withheld)
    return <ThresholdNotice totalVotes={results.thresholdVotes} threshold={results.threshold} />;
  return <CommunityFigures results={results} roomName={roomName} />;
}

/**
 * The nation's results. While there are no real votes, any visitor can generate sample
 * data (SampleDataPanel); once it exists, a toggle (off by default) shows it instead,
 * labelled as synthetic throughout, until the first real vote.
 */
export function NationView({
  nation,
  sample,
}: {
  nation: CommunityResults;
  sample: CommunityResults | null;
}) {
  const [showSample, setShowSample] = useState(false);
  return (
    <div className="space-y-6">
      {offersSampleData(nation.totalVotes) && sample === null && <SampleDataPanel />}
      {sample && (
        <SampleDataToggle
          checked={showSample}
          onCheckedChange={setShowSample}
          sampleVotes={sample.totalVotes}
        />
      )}
      <CommunityFigures results={showSample && sample ? sample : nation} />
    </div>
  );
}

export function CommunitySkeleton() {
  const t = useT(communityMessages);
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t("community.loading")}
      </span>
      <div className="grid gap-4 md:grid-cols-4">
        <Skeleton className="h-28" />
        <Skeleton className="h-28 md:col-span-3" />
      </div>
      <Skeleton className="h-64" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
