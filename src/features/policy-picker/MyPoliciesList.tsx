import { Link } from "react-router-dom";
import { formatCost } from "@convex/domain/economy/costs";
import { Badge } from "@/components/ui/Badge";
import { paths } from "@/app/paths";
import { PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName, useAreaName } from "@/i18n/data/AreaName";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

export interface CategoryRow {
  category: string;
  customised: boolean;
  policies: Array<{ _id: string; title: string; description: string; costEstimate: string }>;
}

/** The expandable category list of 'My Policies'. */
export function MyPoliciesList({
  rows,
  narrativeId,
}: {
  rows: CategoryRow[];
  narrativeId: string | null;
}) {
  const t = useT(policyPickerMessages);
  const areaName = useAreaName();
  if (rows.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">{t("policyPicker.area.noMatch")}</p>;
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li key={row.category}>
          <details className="group rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
              <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-90">
                ▸
              </span>
              <span className="font-medium">
                <AreaName category={row.category} />
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t("policyPicker.mine.count", { count: row.policies.length })}
              </span>
              {row.customised ? (
                <Badge tone="success" className="ml-auto">
                  {t("policyPicker.mine.customised")}
                </Badge>
              ) : (
                <Badge className="ml-auto">{t("policyPicker.mine.default")}</Badge>
              )}
            </summary>
            <ol className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
              {row.policies.map((policy, index) => (
                <li key={policy._id} className="flex gap-3">
                  <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold dark:bg-slate-800">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium">
                      <PolicyText item={policy} field="title" />
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      <PolicyText item={policy} field="description" />
                    </p>
                    <p className="mt-1 text-xs font-medium">{formatCost(policy.costEstimate)}</p>
                  </div>
                </li>
              ))}
              {narrativeId && (
                <li>
                  <Link
                    className="text-sm font-medium text-teal-800 hover:underline dark:text-teal-300"
                    to={paths.narrativeCategory(narrativeId, row.category)}
                  >
                    {t("policyPicker.mine.change", { area: areaName(row.category) })}
                  </Link>
                </li>
              )}
            </ol>
          </details>
        </li>
      ))}
    </ul>
  );
}
