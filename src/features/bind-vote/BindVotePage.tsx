import { useEffect, useMemo, useRef, useState } from "react";
import { PRIVACY_NOTICE_VERSION } from "@convex/domain/privacy";
import { useConvexAuth } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { formatMoney } from "@convex/domain/economy/format";
import { parseCostEstimate, toBudgetPolicy } from "@convex/domain/economy/costs";
import { simulatePackageBalance } from "@convex/domain/economy/budget";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { ResidenceQuestion } from "@/components/ResidenceQuestion";
import { SelectionSourceNote } from "@/components/SelectionSourceNote";
import { useWorkingSelection } from "@/lib/useWorkingSelection";
import { useTaxSettings } from "@/lib/taxSettings";
import { buildVoteArgs } from "@/lib/voteArgs";
import { useRememberedRoom } from "@/lib/roomMembership";
import { useSignedOut } from "@/lib/useSignedOut";
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
import { T, useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";
import { balanceWords, priceRiseWords } from "./economyWords";

/** /bind-vote (spec 2.3, 4 "Vote binding"): review the whole choice and bind it. */
export default function BindVotePage() {
  const t = useT(bindMessages);
  const tax = useTaxSettings();
  const navigate = useNavigate();
  const { selection, policies } = useWorkingSelection();
  const { submitting, error, run } = useBindVote();
  const room = useRememberedRoom();
  const { isAuthenticated, isLoading } = useConvexAuth();
  // Signed out, the box is shown too: its tick is remembered across sign-up.
  const [pendingOnArrival] = useState(hasPendingVote);
  const consent = useVoteConsent({ askSignedOut: true, initiallyAgreed: pendingOnArrival });
  // Recalculated on load (and whenever the inputs change), without the slider debounce: the
  // balance and price figure only, not the recommended rates or the gauge (issue 42).
  const simulation = useMemo(
    () =>
      policies
        ? simulatePackageBalance({
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
  // Known at once without a stored session: the account card is drawn with the page, not
  // pushed in above it when the provider's check ends (issue 42).
  const signedOut = useSignedOut();

  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t("bind.title")} description={t("bind.description")} />
      <div className="space-y-6">
        {signedOut && <AccountNeeded room={room} />}
        <SelectionSourceNote source={selection.source} />
        <Card className="flex items-start gap-4 p-5">
          {narrative ? (
            <>
              <QuadrantIcon quadrant={narrative.quadrant} />
              <div>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t("bind.narrative.yours")}
                </p>
                <h2 className="text-xl font-semibold">
                  <NarrativeText item={narrative} field="title" />
                </h2>
                <QuadrantBadge quadrant={narrative.quadrant} className="mt-1" />
              </div>
            </>
          ) : (
            <p>
              <T
                id="bind.narrative.none"
                components={{
                  0: (
                    <Link
                      to={paths.narratives}
                      className="font-medium text-teal-800 underline dark:text-teal-300"
                    />
                  ),
                }}
              />
            </p>
          )}
        </Card>
        <EconomicSettings taxRate={tax.taxRate} dividend={tax.dividend} simulation={simulation} />
        <ChosenPolicies policies={policies} />
        <Card className="p-5">
          <h2 className="text-lg font-semibold">{t("bind.summary.title")}</h2>
          <p data-testid="bind-summary" className="mt-2 text-slate-700 dark:text-slate-200">
            {policies === undefined ? (
              t("bind.summary.calculating")
            ) : (
              <T
                id={simulation ? "bind.summary.full" : "bind.summary.plain"}
                values={{
                  count: policies.length,
                  cost: formatMoney(totalCostBn * 1e9),
                  rate: tax.taxRate.toFixed(1),
                  dividend: formatMoney(tax.dividend),
                  balance: simulation ? balanceWords(t, simulation.balance) : "",
                  priceRise: simulation ? priceRiseWords(t, simulation.priceRise) : "",
                }}
                components={{ 0: <span />, 1: <span /> }}
              />
            )}
          </p>
        </Card>
        {room && <RoomNotice room={room} />}
        <Card className="p-5">
          <ResidenceQuestion idPrefix="bind" hint={t("bind.residence.hint")} />
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
            {t("bind.back")}
          </Button>
          <Button onClick={bindNow} disabled={submitting || policies === undefined}>
            {submitting
              ? t("bind.submitting")
              : signedOut
                ? t("bind.signUpAndBind")
                : t("bind.bindOnly")}
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
