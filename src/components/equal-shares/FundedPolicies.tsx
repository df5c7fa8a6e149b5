import { QUADRANTS } from "@/lib/quadrants";
import { formatBn, formatCount, type ManifestoEntry } from "./manifestoTypes";
import { PolicyText } from "@/i18n/data/useCatalogueText";
import { useT, type MessageId, type Translate } from "@/i18n/react";
import { equalSharesMessages } from "@/i18n/messages/equalShares";

/** Which quadrants a policy's supporters come from, largest first ("Leap 60, Steady 4"). */
function describeQuadrants(t: Translate<MessageId>, entry: ManifestoEntry): string {
  return QUADRANTS.filter((q) => entry.byQuadrant[q] > 0)
    .sort((a, b) => entry.byQuadrant[b] - entry.byQuadrant[a])
    .map((q) => `${t(`quadrant.${q}.name`)} ${formatCount(entry.byQuadrant[q])}`)
    .join(", ");
}

/** The funded policies: cost, voters served and the quadrants they come from. */
export function FundedPolicies({
  policies,
  label,
}: {
  policies: readonly ManifestoEntry[];
  label: string;
}) {
  const t = useT(equalSharesMessages);
  if (policies.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("equalShares.funded.none")}</p>
    );
  }
  return (
    <ol aria-label={label} className="space-y-2 text-sm">
      {policies.map((entry) => (
        <li
          key={entry.policyId}
          className="rounded-md border border-slate-200 p-2 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">
              <PolicyText item={entry} field="title" />
            </span>
            <span className="tabular-nums">
              {entry.costBn > 0
                ? formatBn(entry.costBn)
                : t("equalShares.funded.saves", { amount: formatBn(-entry.costBn) })}
            </span>
          </div>
          <p className="text-slate-700 dark:text-slate-200">
            {t("equalShares.funded.serves", {
              category: entry.category,
              count: entry.supporters,
              quadrants: describeQuadrants(t, entry),
            })}
            {entry.phase === "fill" ? t("equalShares.funded.leftOver") : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
