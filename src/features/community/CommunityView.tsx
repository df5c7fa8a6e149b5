import { useState } from "react";
import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { AnimatedNumber } from "@/components/AnimatedNumber";
import { oneDecimal, percent, pounds, summaryText, wholeNumber } from "./communityFormat";
import { QuadrantDistribution } from "./QuadrantDistribution";
import { SampleDataToggle } from "./SampleDataToggle";
import { ThresholdNotice } from "./ThresholdNotice";

export type Overview = FunctionReturnType<typeof api.community.overview>;

/** How many votes the figures rest on, and for a room from how many they are shown. */
function basedOnText(overview: Overview): string {
  const votes = `${wholeNumber(overview.totalVotes)} active ${overview.totalVotes === 1 ? "vote" : "votes"}`;
  if (overview.scope === "national") return `Based on ${votes} across the nation.`;
  if (overview.scope === "sample")
    return `Based on ${wholeNumber(overview.totalVotes)} synthetic sample votes, not real ones.`;
  return `Based on ${votes} in ${overview.room?.name ?? "this room"}; shown from ${overview.threshold} votes.`;
}

/** The nation's or one room's results; a room below its threshold shows only the count. */
export function CommunityView({ overview }: { overview: Overview | undefined }) {
  if (overview === undefined) return <CommunitySkeleton />;
  if (overview.withheld)
    return <ThresholdNotice totalVotes={overview.totalVotes} threshold={overview.threshold} />;
  if (overview.scope === "national") return <NationalView overview={overview} />;
  return <CommunityFigures overview={overview} />;
}

/**
 * The nation's results. While there are no real votes and an operator has loaded sample
 * data, a toggle (off by default) shows it instead, labelled as synthetic throughout.
 */
function NationalView({ overview }: { overview: Overview }) {
  const sample = useQuery(api.community.sampleOverview, {});
  const [showSample, setShowSample] = useState(false);
  const shown = showSample && sample ? sample : overview;
  return (
    <div className="space-y-6">
      {sample && (
        <SampleDataToggle
          checked={showSample}
          onCheckedChange={setShowSample}
          sampleVotes={sample.totalVotes}
        />
      )}
      <CommunityFigures overview={shown} />
    </div>
  );
}

function CommunityFigures({ overview }: { overview: Overview }) {
  const { averageEconomics: averages } = overview;
  const sample = overview.scope === "sample";
  return (
    <div
      className={`space-y-6 ${sample ? "rounded-xl border-2 border-dashed border-amber-500 p-3" : ""}`}
      data-testid={sample ? "sample-figures" : undefined}
    >
      {sample && (
        <p className="rounded-lg bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50">
          Sample data: synthetic voters made up to show how this page works. Not real votes.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-4">
        <Card className="p-5 md:col-span-1">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">Total votes</h2>
          <p className="mt-2 text-4xl font-bold" aria-live="polite">
            <AnimatedNumber value={overview.totalVotes} format={wholeNumber} testId="total-votes" />
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="based-on">
            {basedOnText(overview)}
          </p>
        </Card>
        <Card className="p-5 md:col-span-3">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
            Community summary
          </h2>
          <p className="mt-2 text-slate-800 dark:text-slate-100">{summaryText(overview)}</p>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Quadrant distribution</CardTitle>
        </CardHeader>
        <CardContent>
          <QuadrantDistribution distribution={overview.quadrantDistribution} />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Top narratives</CardTitle>
          </CardHeader>
          <CardContent>
            {overview.topNarratives.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                No narratives chosen yet.
              </p>
            ) : (
              <ol className="space-y-3">
                {overview.topNarratives.map((narrative, index) => (
                  <li key={narrative.id} className="flex items-center gap-3">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold dark:bg-slate-800">
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{narrative.title}</span>
                      <QuadrantBadge quadrant={narrative.quadrant} className="mt-1" />
                    </span>
                    <AnimatedNumber
                      value={narrative.percentage}
                      format={percent}
                      className="font-semibold"
                    />
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Community averages</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <Average
                label="Tax rate"
                value={averages.taxRate}
                format={(v) => `${oneDecimal(v)}%`}
                testId="average-tax"
              />
              <Average
                label="Dividend"
                value={averages.dividend}
                format={pounds}
                testId="average-dividend"
              />
              <Average
                label="Inflation"
                value={averages.inflation}
                format={(v) => `${oneDecimal(v)}%`}
                testId="average-inflation"
              />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Average(props: {
  label: string;
  value: number;
  format: (v: number) => string;
  testId: string;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{props.label}</dt>
      <dd className="mt-1 text-lg font-bold">
        <AnimatedNumber value={props.value} format={props.format} testId={props.testId} />
      </dd>
    </div>
  );
}

function CommunitySkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading community results...
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
