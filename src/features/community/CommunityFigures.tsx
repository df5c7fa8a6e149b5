import { Link } from "react-router-dom";
import { paths } from "@/app/paths";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { AnimatedNumber } from "@/components/AnimatedNumber";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { PRICE_FIGURE_LABEL, formatPercent } from "@convex/domain/economy";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, percent, pounds, summaryText, wholeNumber } from "./communityFormat";
import { QuadrantDistribution } from "./QuadrantDistribution";
import { NarrativeText } from "@/i18n/data/useCatalogueText";

/**
 * How many votes the figures rest on and whose they are (the nation: accounts, or verified
 * accounts only; self-selected), and for a room from how many they are shown.
 */
export function basedOnText(results: CommunityResults, roomName: string | null): string {
  const votes = `${wholeNumber(results.totalVotes)} active ${results.totalVotes === 1 ? "vote" : "votes"}`;
  if (results.scope === "national") {
    const from = results.counting === "verified" ? "verified accounts" : "accounts";
    return `Based on ${votes} from ${from} across the nation: self-selected, not a poll weighted to the population.`;
  }
  if (results.scope === "sample")
    return `Based on ${wholeNumber(results.totalVotes)} synthetic sample votes, not real ones.`;
  return `Based on ${votes} in ${roomName ?? "this room"}; shown from ${results.threshold} votes.`;
}

/** Total votes, the summary, quadrant distribution, top narratives and averages. */
export function CommunityFigures({
  results,
  roomName = null,
}: {
  results: CommunityResults;
  roomName?: string | null;
}) {
  const sample = results.scope === "sample";
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
            <AnimatedNumber value={results.totalVotes} format={wholeNumber} testId="total-votes" />
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="based-on">
            {basedOnText(results, roomName)}{" "}
            {!sample && (
              <Link to={paths.methods} className="underline">
                How we count
              </Link>
            )}
          </p>
        </Card>
        <Card className="p-5 md:col-span-3">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
            Community summary
          </h2>
          <p className="mt-2 text-slate-800 dark:text-slate-100">{summaryText(results)}</p>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Quadrant distribution</CardTitle>
        </CardHeader>
        <CardContent>
          <QuadrantDistribution distribution={results.quadrantDistribution} />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <TopNarratives narratives={results.topNarratives} />
        <Averages averages={results.averageEconomics} totalVotes={results.totalVotes} />
      </div>
    </div>
  );
}

function TopNarratives({ narratives }: { narratives: CommunityResults["topNarratives"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top narratives</CardTitle>
      </CardHeader>
      <CardContent>
        {narratives.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No narratives chosen yet.</p>
        ) : (
          <ol className="space-y-3">
            {narratives.map((narrative, index) => (
              <li key={narrative.id} className="flex items-center gap-3">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold dark:bg-slate-800">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">
                    <NarrativeText item={narrative} field="title" />
                  </span>
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
  );
}

/**
 * Average tax rate and dividend, and the model's price figure at the average rate; with no
 * vote yet there is nothing to average, so it says so rather than showing zeros (issue 37).
 */
function Averages({
  averages,
  totalVotes,
}: {
  averages: CommunityResults["averageEconomics"];
  totalVotes: number;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Community averages</CardTitle>
      </CardHeader>
      <CardContent>
        {totalVotes === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="averages-empty">
            No votes yet. The average tax rate, dividend and cost of living appear with the first
            vote.
          </p>
        ) : (
          <AverageFigures averages={averages} />
        )}
      </CardContent>
    </Card>
  );
}

function AverageFigures({ averages }: { averages: CommunityResults["averageEconomics"] }) {
  return (
    <>
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
          label={PRICE_FIGURE_LABEL}
          value={averages.priceRise.central}
          format={(v) => `${oneDecimal(v)}%`}
          testId="average-price-rise"
          detail={`range ${formatPercent(averages.priceRise.low)} to ${formatPercent(averages.priceRise.high)}`}
        />
      </dl>
      <PriceFigureNote average className="mt-3" />
    </>
  );
}

function Average(props: {
  label: string;
  value: number;
  format: (v: number) => string;
  testId: string;
  detail?: string;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{props.label}</dt>
      <dd className="mt-1 text-lg font-bold">
        <AnimatedNumber value={props.value} format={props.format} testId={props.testId} />
      </dd>
      {props.detail && (
        <dd
          data-testid={`${props.testId}-range`}
          className="text-xs text-slate-600 dark:text-slate-400"
        >
          {props.detail}
        </dd>
      )}
    </div>
  );
}
