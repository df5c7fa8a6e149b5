import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  QuadrantBadge,
  Skeleton,
} from "../../components/ui";
import { QUADRANT_INFO, QUADRANTS } from "../../lib/quadrants";
import { AnimatedNumber } from "../../components/AnimatedNumber";
import { oneDecimal, percent, pounds, poundsOneDecimal, wholeNumber } from "./communityFormat";
import { QuadrantDistribution } from "./QuadrantDistribution";
import { SeedDataPanel } from "./SeedDataPanel";
import { ThresholdNotice } from "./ThresholdNotice";

export type Overview = FunctionReturnType<typeof api.community.overview>;

/** Spec 9: the seed panel shows while total votes are below this. */
const SEED_THRESHOLD = 50;

function summaryText(overview: Overview): string {
  if (overview.totalVotes === 0)
    return "No votes have been bound yet. Be the first to shape the community's budget.";
  const leading = [...QUADRANTS].sort(
    (a, b) => overview.quadrantDistribution[b] - overview.quadrantDistribution[a],
  )[0];
  const top = overview.topNarratives[0];
  const { taxRate, dividend } = overview.averageEconomics;
  return `Most voters lean ${QUADRANT_INFO[leading].name} (${percent(overview.quadrantDistribution[leading])})${
    top ? `, and the favourite narrative is "${top.title}"` : ""
  }. On average the community sets a ${oneDecimal(taxRate)}% transaction tax and a ${pounds(dividend)} tax-free dividend.`;
}

/** How many votes the figures rest on, and for a room from how many they are shown. */
function basedOnText(overview: Overview): string {
  const votes = `${wholeNumber(overview.totalVotes)} active ${overview.totalVotes === 1 ? "vote" : "votes"}`;
  if (overview.scope === "national") return `Based on ${votes} across the nation.`;
  return `Based on ${votes} in ${overview.room?.name ?? "this room"}; shown from ${overview.threshold} votes.`;
}

/** The nation's or one room's results; a room below its threshold shows only the count. */
export function CommunityView({ overview }: { overview: Overview | undefined }) {
  if (overview === undefined) return <CommunitySkeleton />;
  if (overview.withheld)
    return <ThresholdNotice totalVotes={overview.totalVotes} threshold={overview.threshold} />;
  const { averageEconomics: averages } = overview;
  return (
    <div className="space-y-6">
      {overview.scope === "national" && (
        <SeedDataPanel showGenerator={overview.totalVotes < SEED_THRESHOLD} />
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
                format={poundsOneDecimal}
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
