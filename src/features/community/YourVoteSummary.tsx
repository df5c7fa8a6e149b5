import type { SummaryResult } from "@convex/domain/ai/types";
import { AiEngineNote } from "@/components/AiEngineNote";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { matchPercent } from "@/lib/format";
import { useManifestoSummary } from "./ManifestoSummaryRequest";
import type { ActiveVote } from "./YourVoteView";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * Your Vote's AI-written manifesto summary (spec 2.3): title, description, dominant
 * quadrant, confidence as a rounded percent and the analysis, with the engine that wrote it.
 */
export function YourVoteSummary({ vote }: { vote: NonNullable<ActiveVote> }) {
  const t = useT(communityMessages);
  const { state, retry } = useManifestoSummary(vote);
  return (
    <Card aria-busy={state.status === "loading"}>
      <CardHeader>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {t("community.summaryCard.title")}
        </p>
        {state.status === "ready" ? (
          <SummaryBody summary={state.summary} />
        ) : (
          <p
            role="status"
            className="animate-pulse text-lg font-semibold text-slate-700 motion-reduce:animate-none dark:text-slate-200"
          >
            {t("community.summaryCard.loading")}
          </p>
        )}
      </CardHeader>
      {state.status === "error" && (
        <CardContent>
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <span>{state.message}</span>
            <Button variant="outline" size="sm" onClick={retry}>
              {t("community.summaryCard.retry")}
            </Button>
          </div>
        </CardContent>
      )}
    </Card>
  );
}

function SummaryBody({ summary }: { summary: SummaryResult }) {
  const t = useT(communityMessages);
  return (
    <>
      <h2 className="text-xl font-semibold leading-tight" data-testid="summary-title">
        {summary.title}
      </h2>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="inline-flex items-center gap-2">
          <span className="text-slate-600 dark:text-slate-300">
            {t("community.summaryCard.dominant")}
          </span>
          <QuadrantBadge quadrant={summary.dominantQuadrant} />
        </span>
        <span>
          <span className="text-slate-600 dark:text-slate-300">
            {t("community.summaryCard.confidence")}{" "}
          </span>
          <strong data-testid="summary-confidence">{matchPercent(summary.confidenceScore)}</strong>
        </span>
      </div>
      <p className="text-slate-800 dark:text-slate-100">{summary.description}</p>
      <h3 className="mt-2 text-sm font-semibold">{t("community.summaryCard.analysis")}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-200 whitespace-pre-line">
        {summary.reasoning}
      </p>
      <AiEngineNote engine={summary.engine} notice={summary.notice} className="mt-2" />
    </>
  );
}
