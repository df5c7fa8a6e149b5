import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { PolicyText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { AreaName, useAreaName } from "@/i18n/data/AreaName";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";
import { useT } from "@/i18n/react";

/** 'Community Policies': the most chosen policies in active votes. */
export function CommunityPoliciesList({ term }: { term: string }) {
  const t = useT(policyPickerMessages);
  const text = useCatalogueText();
  const areaName = useAreaName();
  const top = useQuery(api.community.topPolicies, { limit: 20 });
  if (top === undefined)
    return (
      <div className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  const needle = term.trim().toLowerCase();
  const rows = top.filter(
    (p) =>
      !needle ||
      // The words shown (the Welsh on a Welsh page) as well as the English.
      [p.title, p.category, text.policy(p).title, areaName(p.category)].some((words) =>
        words.toLowerCase().includes(needle),
      ),
  );
  if (rows.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">{t("policyPicker.area.noMatch")}</p>;
  return (
    <ol className="space-y-2">
      {rows.map((policy, index) => (
        <li
          key={policy.id}
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="w-6 text-right text-sm font-bold text-slate-600 dark:text-slate-300">
            {index + 1}
          </span>
          <div className="flex-1">
            <p className="font-medium">
              <PolicyText item={policy} field="title" />
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <AreaName category={policy.category} />
            </p>
          </div>
          <QuadrantBadge quadrant={policy.quadrant} />
          <span className="w-14 text-right text-sm font-semibold tabular-nums">
            {policy.percentage}%
          </span>
        </li>
      ))}
    </ol>
  );
}
