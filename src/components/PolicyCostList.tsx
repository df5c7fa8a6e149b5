import { formatCost } from "@convex/domain/economy/costs";
import { PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

interface CostedPolicy {
  _id: string;
  title: string;
  category: string;
  costEstimate: string;
}

/** Policies with their category and cost estimate, one row each. */
export function PolicyCostList({ policies, label }: { policies: CostedPolicy[]; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
      {policies.map((policy) => (
        <li key={policy._id} className="flex items-start justify-between gap-3 py-3">
          <span className="min-w-0">
            <span className="block font-medium">
              <PolicyText item={policy} field="title" />
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              <AreaName category={policy.category} />
            </span>
          </span>
          <span className="shrink-0 font-semibold tabular-nums">
            {formatCost(policy.costEstimate)}
          </span>
        </li>
      ))}
    </ul>
  );
}
