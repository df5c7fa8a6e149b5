import { Link } from "react-router-dom";
import type { Doc } from "@convex/_generated/dataModel";
import { formatCost } from "@convex/domain/economy/costs";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { clearPolicies, type SelectedNarrative } from "@/lib/selection";
import { paths } from "@/app/paths";
import { NarrativeText, PolicyText } from "@/i18n/data/useCatalogueText";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { T, useT } from "@/i18n/react";

const linkClass = "font-medium text-teal-800 underline dark:text-teal-300";

/**
 * The simulator's line under its title: the narrative and how many policies count, or,
 * without a narrative, the policies that still count in the budget, named, with a way to
 * clear them (never a figure that includes policies it does not show).
 */
export function SelectionLine({
  narrative,
  policies,
}: {
  narrative: SelectedNarrative | null;
  policies: Doc<"policies">[] | undefined;
}) {
  const t = useT(simulatorMessages);
  if (narrative) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-300">
        <span>
          <NarrativeText item={narrative} field="title" />
        </span>
        <QuadrantBadge quadrant={narrative.quadrant} />
        <span>
          ·{" "}
          {policies
            ? t("simulator.policyCount", { count: policies.length })
            : t("simulator.policiesLoading")}
        </span>
      </p>
    );
  }
  if (!policies || policies.length === 0) {
    return (
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        <T
          id="simulator.noNarrative"
          components={{ 0: <Link className={linkClass} to={paths.narratives} /> }}
        />
      </p>
    );
  }
  return (
    <div data-testid="leftover-policies" className="mt-1 text-slate-600 dark:text-slate-300">
      <p>{t("simulator.leftover", { count: policies.length })}</p>
      <ul className="mt-1 list-inside list-disc text-sm">
        {policies.map((policy) => (
          <li key={policy._id}>
            <PolicyText item={policy} field="title" /> ({formatCost(policy.costEstimate)})
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        <T
          id="simulator.leftoverActions"
          components={{
            0: <Link className={linkClass} to={paths.narratives} />,
            1: <button type="button" className={linkClass} onClick={clearPolicies} />,
          }}
        />
      </p>
    </div>
  );
}
