import { useNavigate } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import { estimatePriceRise } from "@convex/domain/economy/priceFigure";
import { formatMoney, formatPercent } from "@convex/domain/economy/format";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { PolicyCostList } from "@/components/PolicyCostList";
import { setPendingRedirect } from "@/lib/storage";
import { toneClass, type Tone } from "@/lib/tone";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, pounds } from "./communityFormat";
import { VoteComparison } from "./VoteComparison";
import { UnboundChanges } from "./UnboundChanges";
import { YourVoteSummary } from "./YourVoteSummary";
import { VerifyToCount } from "./VerifyToCount";
import { paths } from "@/app/paths";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

export type ActiveVote = FunctionReturnType<typeof api.votes.myActive>;

interface Props {
  signedIn: boolean;
  vote: ActiveVote | undefined;
  /** The nation's averages to compare with; undefined while they load. */
  averages: CommunityResults["averageEconomics"] | undefined;
}

/** Your Vote: the signed-in user's active vote, its policies, and how it compares. */
export function YourVoteView({ signedIn, vote, averages }: Props) {
  const t = useT(communityMessages);
  const text = useCatalogueText();
  const navigate = useNavigate();
  if (!signedIn) {
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700 dark:text-slate-200">{t("community.yours.signIn")}</p>
        <Button
          className="mt-4"
          onClick={() => {
            setPendingRedirect(paths.communityComparison);
            void navigate(paths.auth);
          }}
        >
          {t("community.yours.signInButton")}
        </Button>
      </Card>
    );
  }
  if (vote === undefined) return <Skeleton className="h-72" />;
  if (vote === null) {
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700 dark:text-slate-200">{t("community.yours.none")}</p>
        <Button className="mt-4" onClick={() => navigate(paths.taxSimulator)}>
          {t("community.yours.toSimulator")}
        </Button>
      </Card>
    );
  }
  const priceRise = estimatePriceRise(vote.taxRate);
  return (
    <div className="space-y-6">
      <VerifyToCount verified={vote.verified === true || vote.isGuest === true} />
      <UnboundChanges narrativeId={vote.narrativeId} policyIds={vote.selectedPolicyIds} />
      <YourVoteSummary vote={vote} />
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t("community.yours.narrative")}
          </p>
          <CardTitle className="text-xl">
            {vote.narrative
              ? text.narrative(vote.narrative).title
              : t("community.yours.unknownNarrative")}
          </CardTitle>
          {vote.narrative && (
            <QuadrantBadge quadrant={vote.narrative.quadrant} className="self-start" />
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <Figure
              label={t("community.yours.transactionTax")}
              value={`${oneDecimal(vote.taxRate)}%`}
            />
            <Figure label={t("community.yours.dividend")} value={pounds(vote.dividend)} />
            <Figure
              label={t("community.priceFigure")}
              value={t("community.valueWithRange", {
                central: formatPercent(priceRise.central),
                low: formatPercent(priceRise.low),
                high: formatPercent(priceRise.high),
              })}
            />
            <Figure
              label={t("community.yours.balance")}
              value={formatMoney(vote.budgetBalance)}
              tone={vote.budgetBalance >= 0 ? "good" : "bad"}
            />
          </dl>
          <PriceFigureNote className="mt-3" />
        </CardContent>
      </Card>
      <VoteComparison vote={vote} averages={averages} />
      <Card>
        <CardHeader>
          <CardTitle>{t("community.yours.breakdown", { count: vote.policies.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          <PolicyCostList policies={vote.policies} />
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: Tone }) {
  const colour = toneClass(tone);
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={`mt-1 text-lg font-bold tabular-nums ${colour}`}>{value}</dd>
    </div>
  );
}
