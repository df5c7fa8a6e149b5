import { useEffect, useMemo, useRef, useState } from "react";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { useConvexAuth } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import {
  describeBalance,
  describePriceRise,
  formatMoney,
  parseCostEstimate,
  simulateBudget,
  toBudgetPolicy,
} from "@convex/domain/economy";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { ResidenceQuestion } from "@/components/ResidenceQuestion";
import { SelectionSourceNote } from "@/components/SelectionSourceNote";
import { policyCount } from "@/lib/format";
import { useWorkingSelection } from "@/lib/useWorkingSelection";
import { useTaxSettings } from "@/lib/taxSettings";
import { buildVoteArgs } from "@/lib/voteArgs";
import { useRememberedRoom } from "@/lib/roomMembership";
import { useVoteConsent } from "@/lib/useVoteConsent";
import { hasPendingVote, takePendingVote } from "@/lib/pendingVote";
import { AccountNeeded } from "./AccountNeeded";
import { ChosenPolicies } from "./ChosenPolicies";
import { EconomicSettings } from "./EconomicSettings";
import { QuadrantIcon } from "./QuadrantIcon";
import { RoomNotice } from "./RoomNotice";
import { useBindVote } from "./useBindVote";
import { paths } from "@/app/paths";
import { NarrativeText } from "@/i18n/data/useCatalogueText";

/** /bind-vote (spec 2.3, 4 "Vote binding"): review the whole choice and bind it. */
export default function BindVotePage() {
  const tax = useTaxSettings();
  const navigate = useNavigate();
  const { selection, policies } = useWorkingSelection();
  const { submitting, error, run } = useBindVote();
  const room = useRememberedRoom();
  const { isAuthenticated, isLoading } = useConvexAuth();
  // Signed out, the box is shown too: its tick is remembered across sign-up.
  const [pendingOnArrival] = useState(hasPendingVote);
  const consent = useVoteConsent({ askSignedOut: true, initiallyAgreed: pendingOnArrival });
  // Recalculated on load (and whenever the inputs change), without the slider debounce.
  const simulation = useMemo(
    () =>
      policies
        ? simulateBudget({
            taxRatePercent: tax.taxRate,
            dividend: tax.dividend,
            policies: policies.map(toBudgetPolicy),
          })
        : null,
    [policies, tax.taxRate, tax.dividend],
  );
  const totalCostBn = (policies ?? []).reduce(
    (sum, policy) => sum + parseCostEstimate(policy.costEstimate),
    0,
  );
  const narrative = selection.narrative;
  const args = buildVoteArgs(
    selection,
    (policies ?? []).map((policy) => policy._id),
    tax,
  );
  const bindNow = () =>
    // An incomplete vote says so first; a complete one needs the consent box.
    (args === null || consent.check()) &&
    void run(args === null ? null : consent.withConsent(args), consent.agreed);

  // Back from signing up with a press remembered: bind at once, with the remembered tick.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || isLoading || !isAuthenticated) return;
    if (consent.loading || policies === undefined) return;
    resumed.current = true;
    const pending = takePendingVote();
    if (pending === null || args === null) return;
    if (consent.needed && !pending.agreed) return;
    void run(consent.needed ? { ...args, consentVersion: PRIVACY_NOTICE_VERSION } : args);
    // Runs once, when sign-in, the consent and the policies are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoading, isAuthenticated, consent.loading, policies]);
  const signedOut = !isLoading && !isAuthenticated;

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Review and bind your vote"
        description="Check your narrative, policies and budget before you bind your vote."
      />
      <div className="space-y-6">
        {signedOut && <AccountNeeded room={room} />}
        <SelectionSourceNote source={selection.source} />
        <Card className="flex items-start gap-4 p-5">
          {narrative ? (
            <>
              <QuadrantIcon quadrant={narrative.quadrant} />
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-300">Your narrative</p>
                <h2 className="text-xl font-semibold">
                  <NarrativeText item={narrative} field="title" />
                </h2>
                <QuadrantBadge quadrant={narrative.quadrant} className="mt-1" />
              </div>
            </>
          ) : (
            <p>
              No narrative chosen yet.{" "}
              <Link
                to={paths.narratives}
                className="font-medium text-teal-800 underline dark:text-teal-300"
              >
                Choose a narrative
              </Link>{" "}
              to build your vote.
            </p>
          )}
        </Card>
        <EconomicSettings taxRate={tax.taxRate} dividend={tax.dividend} simulation={simulation} />
        <ChosenPolicies policies={policies} />
        <Card className="p-5">
          <h2 className="text-lg font-semibold">Summary</h2>
          <p data-testid="bind-summary" className="mt-2 text-slate-700 dark:text-slate-200">
            {policies === undefined
              ? "Calculating…"
              : `${policyCount(policies.length)} costing ${formatMoney(totalCostBn * 1e9)} a year, funded by a ${tax.taxRate.toFixed(1)}% transaction tax with a ${formatMoney(tax.dividend)} citizen dividend${
                  simulation
                    ? `, leaving a package balance of ${describeBalance(simulation.balance)}; the cost of living rises ${describePriceRise(simulation.priceRise)}.`
                    : "."
                }`}
          </p>
        </Card>
        {room && <RoomNotice room={room} />}
        <Card className="p-5">
          <ResidenceQuestion
            idPrefix="bind"
            hint="Your vote then counts in the results for your nation and region, shown only when enough people there have voted. Stored with your vote, under the consent below; never a postcode."
          />
        </Card>
        <ConsentCheckbox consent={consent} />
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => navigate(paths.taxSimulator)}>
            Back to Tax Simulator
          </Button>
          <Button onClick={bindNow} disabled={submitting || policies === undefined}>
            {submitting
              ? "Submitting..."
              : signedOut
                ? "Sign up and bind my vote"
                : "Bind Vote Only"}
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
