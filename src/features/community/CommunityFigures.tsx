import { Link } from "react-router-dom";
import { paths } from "@/app/paths";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { AnimatedNumber } from "@/components/AnimatedNumber";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { formatPercent } from "@convex/domain/economy/format";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, percent, pounds, summaryText, wholeNumber } from "./communityFormat";
import { QuadrantDistribution } from "./QuadrantDistribution";
import { NarrativeText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";
import type { CommunityMessageId } from "@/i18n/messages/community/en-GB";

/**
 * How many votes the figures rest on and whose they are (the nation: accounts, or verified
 * accounts only; self-selected), and for a room from how many they are shown.
 */
export function basedOnText(
  t: Translate<MessageId | CommunityMessageId>,
  results: CommunityResults,
  roomName: string | null,
): string {
  const count = Math.round(results.totalVotes);
  if (results.scope === "national")
    return t("community.basedOn.nation", { count, counting: results.counting });
  if (results.scope === "sample")
    return t("community.basedOn.sample", { count: wholeNumber(count) });
  return t("community.basedOn.room", {
    count,
    room: roomName ?? t("community.basedOn.thisRoom"),
    threshold: results.threshold,
  });
}

/** Total votes, the summary, quadrant distribution, top narratives and averages. */
export function CommunityFigures({
  results,
  roomName = null,
}: {
  results: CommunityResults;
  roomName?: string | null;
}) {
  const t = useT(communityMessages);
  const text = useCatalogueText();
  const sample = results.scope === "sample";
  // The summary names the favourite narrative in the page's language.
  const summary = summaryText({
    ...results,
    topNarratives: results.topNarratives.map((narrative) => text.narrative(narrative)),
  });
  return (
    <div
      className={`space-y-6 ${sample ? "rounded-xl border-2 border-dashed border-amber-500 p-3" : ""}`}
      data-testid={sample ? "sample-figures" : undefined}
    >
      {sample && (
        <p className="rounded-lg bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50">
          {t("community.sampleBanner")}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-4">
        <Card className="p-5 md:col-span-1">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t("community.totalVotes")}
          </h2>
          <p className="mt-2 text-4xl font-bold" aria-live="polite">
            <AnimatedNumber value={results.totalVotes} format={wholeNumber} testId="total-votes" />
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="based-on">
            {basedOnText(t, results, roomName)}{" "}
            {!sample && (
              <Link to={paths.methods} className="underline">
                {t("community.howWeCount")}
              </Link>
            )}
          </p>
        </Card>
        <Card className="p-5 md:col-span-3">
          <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t("community.summaryTitle")}
          </h2>
          <p className="mt-2 text-slate-800 dark:text-slate-100">{summary}</p>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("community.distribution")}</CardTitle>
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
  const t = useT(communityMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("community.topNarratives")}</CardTitle>
      </CardHeader>
      <CardContent>
        {narratives.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t("community.noNarratives")}
          </p>
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
  const t = useT(communityMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("community.averagesTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {totalVotes === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="averages-empty">
            {t("community.averagesEmpty")}
          </p>
        ) : (
          <AverageFigures averages={averages} />
        )}
      </CardContent>
    </Card>
  );
}

function AverageFigures({ averages }: { averages: CommunityResults["averageEconomics"] }) {
  const t = useT(communityMessages);
  return (
    <>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Average
          label={t("community.taxRate")}
          value={averages.taxRate}
          format={(v) => `${oneDecimal(v)}%`}
          testId="average-tax"
        />
        <Average
          label={t("community.dividend")}
          value={averages.dividend}
          format={pounds}
          testId="average-dividend"
        />
        <Average
          label={t("community.priceFigure")}
          value={averages.priceRise.central}
          format={(v) => `${oneDecimal(v)}%`}
          testId="average-price-rise"
          detail={t("community.range", {
            low: formatPercent(averages.priceRise.low),
            high: formatPercent(averages.priceRise.high),
          })}
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
