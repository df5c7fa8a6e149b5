import { lazy } from "react";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { Deferred } from "@/components/Deferred";
import { useVoteConsent } from "@/lib/useVoteConsent";
import { useNavigate } from "react-router-dom";
import { parseCostEstimate } from "@convex/domain/economy/costs";
import { Button, buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { SelectionSourceNote } from "@/components/SelectionSourceNote";
import { useWorkingSelection } from "@/lib/useWorkingSelection";
import { useTaxSettings } from "@/lib/taxSettings";
import { buildVoteArgs } from "@/lib/voteArgs";
import { BudgetChart } from "./BudgetChart";
import { Dashboard } from "./Dashboard";
import { SelectionLine } from "./SelectionLine";
import { TaxControls } from "./TaxControls";
import { useSimulation } from "./useSimulation";
import { useSubmitVote } from "./useSubmitVote";
import { paths } from "@/app/paths";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT } from "@/i18n/react";

/** Below the first screen (the calculator, the distribution): its own chunk, after the paint. */
const SimulatorBelowFold = lazy(() => import("./SimulatorBelowFold"));

/** /tax-simulator (spec 2.3): dashboard, sliders, gauge, personal impact and submit. */
export default function SimulatorPage() {
  const t = useT(simulatorMessages);
  const settings = useTaxSettings();
  const navigate = useNavigate();
  const { selection, policies } = useWorkingSelection();
  const simulation = useSimulation(settings.taxRate, settings.dividend, policies);
  const { submitting, run } = useSubmitVote();
  const consent = useVoteConsent();
  // Both submit buttons store a vote: the consent box (by the lower one) must be ticked.
  const submitWith = (kind: "budget" | "vote") =>
    (args === null || consent.check()) &&
    void run(kind, args === null ? null : consent.withConsent(args));
  const policyCostBn = policies
    ? policies.reduce((sum, policy) => sum + parseCostEstimate(policy.costEstimate), 0)
    : null;
  const args = buildVoteArgs(
    selection,
    (policies ?? []).map((policy) => policy._id),
    settings,
  );

  return (
    <PageContainer>
      <header className="mb-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("simulator.title")}</h1>
          <SelectionLine narrative={selection.narrative} policies={policies} />
          <SelectionSourceNote source={selection.source} className="mt-2" />
        </div>
        <Button onClick={() => submitWith("budget")} disabled={submitting !== null}>
          {t(submitting === "budget" ? "simulator.submitting" : "simulator.submitBudget")}
        </Button>
      </header>
      <div className="space-y-6">
        <Dashboard simulation={simulation} policyCostBn={policyCostBn} />
        <div className="grid gap-6 lg:grid-cols-2">
          <TaxControls settings={settings} simulation={simulation} />
          <BudgetChart simulation={simulation} />
        </div>
        {/* Below the first screen: its code loaded and drawn just after the paint (issue 42). */}
        <Deferred className="min-h-screen">
          <SimulatorBelowFold
            policies={policies}
            taxRate={settings.taxRate}
            dividend={settings.dividend}
          />
        </Deferred>
        <ConsentCheckbox consent={consent} />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button
            variant="outline"
            size="sm"
            onClick={() => submitWith("vote")}
            disabled={submitting !== null}
          >
            {t(submitting === "vote" ? "simulator.submitting" : "simulator.submitVote")}
          </Button>
          <button
            type="button"
            className={buttonClass("primary", "md")}
            onClick={() => navigate(paths.bindVote)}
          >
            {t("simulator.review")}
          </button>
        </div>
      </div>
    </PageContainer>
  );
}
