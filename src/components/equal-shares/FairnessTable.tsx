import { QUADRANTS } from "@/lib/quadrants";
import { formatCount, formatShare, type CommunityManifestos } from "./manifestoTypes";
import { useT } from "@/i18n/react";
import { equalSharesMessages } from "@/i18n/messages/equalShares";

/**
 * Per quadrant: the share of its voters with at least one of their picks in each
 * manifesto (docs/equal-shares.md "Fairness figures").
 */
export function FairnessTable({ manifestos }: { manifestos: CommunityManifestos }) {
  const t = useT(equalSharesMessages);
  const rows = QUADRANTS.filter((q) => manifestos.quadrants[q].voters > 0);
  return (
    <table className="w-full text-left text-sm" data-testid="equal-shares-fairness">
      <caption className="mb-2 text-left font-semibold">
        {t("equalShares.fairness.caption")}
      </caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-600">
          <th scope="col" className="py-1 pr-3">
            {t("equalShares.fairness.quadrant")}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t("equalShares.fairness.voters")}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t("equalShares.fairness.proportional")}
          </th>
          <th scope="col" className="py-1 text-right">
            {t("equalShares.fairness.popular")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((q) => {
          const figures = manifestos.quadrants[q];
          return (
            <tr key={q} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-1 pr-3 font-medium">
                {t(`quadrant.${q}.name`)}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{formatCount(figures.voters)}</td>
              <td className="py-1 pr-3 text-right font-semibold tabular-nums">
                {formatShare(figures.proportionalServed, figures.voters)}
              </td>
              <td className="py-1 text-right tabular-nums">
                {formatShare(figures.popularServed, figures.voters)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
