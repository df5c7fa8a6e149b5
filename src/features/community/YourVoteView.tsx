import { useNavigate } from "react-router-dom";
import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";
import {
  PACKAGE_BALANCE_LABEL,
  PRICE_FIGURE_LABEL,
  describePriceRise,
  estimatePriceRise,
  formatMoney,
} from "@convex/domain/economy";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { Button } from "@/components/ui/Button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { PolicyCostList } from "@/components/PolicyCostList";
import { policyCount } from "@/lib/format";
import { setPendingRedirect } from "@/lib/storage";
import { toneClass, type Tone } from "@/lib/tone";
import type { CommunityResults } from "./communityTypes";
import { oneDecimal, pounds } from "./communityFormat";
import { VoteComparison } from "./VoteComparison";
import { UnboundChanges } from "./UnboundChanges";
import { YourVoteSummary } from "./YourVoteSummary";
import { VerifyToCount } from "./VerifyToCount";
import { paths } from "@/app/paths";

export type ActiveVote = FunctionReturnType<typeof api.votes.myActive>;

interface Props {
  signedIn: boolean;
  vote: ActiveVote | undefined;
  /** The nation's averages to compare with; undefined while they load. */
  averages: CommunityResults["averageEconomics"] | undefined;
}

/** Your Vote: the signed-in user's active vote, its policies, and how it compares. */
export function YourVoteView({ signedIn, vote, averages }: Props) {
  const navigate = useNavigate();
  if (!signedIn) {
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700 dark:text-slate-200">
          Sign in to see your vote and compare it with the community.
        </p>
        <Button
          className="mt-4"
          onClick={() => {
            setPendingRedirect(paths.communityComparison);
            void navigate(paths.auth);
          }}
        >
          Sign in
        </Button>
      </Card>
    );
  }
  if (vote === undefined) return <Skeleton className="h-72" />;
  if (vote === null) {
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700 dark:text-slate-200">You have not bound a vote yet.</p>
        <Button className="mt-4" onClick={() => navigate(paths.taxSimulator)}>
          Go to the budget simulator
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <VerifyToCount verified={vote.verified === true || vote.isGuest === true} />
      <UnboundChanges narrativeId={vote.narrativeId} policyIds={vote.selectedPolicyIds} />
      <YourVoteSummary vote={vote} />
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">Your narrative</p>
          <CardTitle className="text-xl">{vote.narrative?.title ?? "Unknown narrative"}</CardTitle>
          {vote.narrative && (
            <QuadrantBadge quadrant={vote.narrative.quadrant} className="self-start" />
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <Figure label="Transaction tax" value={`${oneDecimal(vote.taxRate)}%`} />
            <Figure label="Citizen dividend" value={pounds(vote.dividend)} />
            <Figure
              label={PRICE_FIGURE_LABEL}
              value={describePriceRise(estimatePriceRise(vote.taxRate))}
            />
            <Figure
              label={`${PACKAGE_BALANCE_LABEL} (central)`}
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
          <CardTitle>Policy breakdown ({policyCount(vote.policies.length)})</CardTitle>
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
