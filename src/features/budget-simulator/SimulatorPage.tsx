import { Link, useNavigate } from "react-router-dom";
import { parseCostEstimate } from "../../../convex/domain/economy";
import { Button, PageContainer, QuadrantBadge } from "../../components/ui";
import { buttonClass } from "../../components/ui/Button";
import { useChosenPolicies } from "../../lib/useChosenPolicies";
import { useSelection } from "../../lib/selection";
import { useTaxSettings } from "../../lib/taxSettings";
import { buildVoteArgs } from "../../lib/voteArgs";
import { BudgetChart } from "./BudgetChart";
import { Dashboard } from "./Dashboard";
import { DistributionChart } from "./DistributionChart";
import { PersonalImpactCalculator } from "./PersonalImpactCalculator";
import { TaxControls } from "./TaxControls";
import { useSimulation } from "./useSimulation";
import { useSubmitVote } from "./useSubmitVote";

/** /tax-simulator (spec 2.3): dashboard, sliders, gauge, personal impact and submit. */
export default function SimulatorPage() {
  const settings = useTaxSettings();
  const selection = useSelection();
  const navigate = useNavigate();
  const { policies } = useChosenPolicies();
  const simulation = useSimulation(settings.taxRate, settings.dividend, policies);
  const { submitting, run } = useSubmitVote();
  const policyCostBn = policies ? policies.reduce((sum, policy) => sum + parseCostEstimate(policy.costEstimate), 0) : null;
  const args = buildVoteArgs(selection, (policies ?? []).map((policy) => policy._id), settings);

  return (
    <PageContainer>
      <header className="mb-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Budget simulator</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-300">
            {selection.narrative ? (
              <>
                <span>{selection.narrative.title}</span>
                <QuadrantBadge quadrant={selection.narrative.quadrant} />
                <span>· {policies?.length ?? "…"} policies</span>
              </>
            ) : (
              <span>
                No narrative chosen yet. <Link className="font-medium text-teal-800 underline dark:text-teal-300" to="/narratives">Choose a narrative</Link> to add its policies.
              </span>
            )}
          </p>
        </div>
        <Button onClick={() => void run("budget", args)} disabled={submitting !== null}>
          {submitting === "budget" ? "Submitting..." : "Submit Budget"}
        </Button>
      </header>
      <div className="space-y-6">
        <Dashboard simulation={simulation} policyCostBn={policyCostBn} />
        <div className="grid gap-6 lg:grid-cols-2">
          <TaxControls settings={settings} simulation={simulation} />
          <BudgetChart simulation={simulation} />
        </div>
        <PersonalImpactCalculator taxRate={settings.taxRate} dividend={settings.dividend} />
        <DistributionChart taxRate={settings.taxRate} dividend={settings.dividend} />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="outline" size="sm" onClick={() => void run("vote", args)} disabled={submitting !== null}>
            {submitting === "vote" ? "Submitting..." : "Submit Complete Vote"}
          </Button>
          <button type="button" className={buttonClass("primary", "md")} onClick={() => navigate("/bind-vote")}>
            Review Complete Budget
          </button>
        </div>
      </div>
    </PageContainer>
  );
}
