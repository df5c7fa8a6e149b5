import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { FairnessTable } from "./FairnessTable";
import { FundedPolicies } from "./FundedPolicies";
import { formatBn, formatCount, type CommunityManifestos } from "./manifestoTypes";
import { useT } from "@/i18n/react";
import { equalSharesMessages } from "@/i18n/messages/equalShares";

/**
 * The proportional community manifesto (Method of Equal Shares, docs/equal-shares.md) for
 * the nation or a room, with its fairness figures beside the popular list's. Live: the
 * result is recomputed on the server after the tallies fold.
 */
export function ProportionalManifesto({ roomCode }: { roomCode?: string }) {
  const t = useT(equalSharesMessages);
  const view = useQuery(api.equalShares.manifesto, roomCode ? { roomCode } : {});
  return (
    <section aria-labelledby="proportional-manifesto" data-testid="proportional-manifesto">
      <h2 id="proportional-manifesto" className="text-xl font-semibold">
        {t("equalShares.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("equalShares.intro")}</p>
      {view === undefined ? (
        <div role="status" aria-label={t("equalShares.loading")} className="mt-4">
          <Skeleton className="h-40" />
        </div>
      ) : view.status === "withheld" ? (
        <p className="mt-4">{t("equalShares.withheld")}</p>
      ) : view.status === "pending" ? (
        <p className="mt-4">{t("equalShares.pending")}</p>
      ) : (
        <ManifestoBody manifestos={view.manifestos} />
      )}
    </section>
  );
}

function ManifestoBody({ manifestos }: { manifestos: CommunityManifestos }) {
  const t = useT(equalSharesMessages);
  const { proportional, popular } = manifestos;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Card className="space-y-3 p-4">
        <p className="text-sm" data-testid="equal-shares-budget">
          {t("equalShares.budget", {
            budget: formatBn(manifestos.budgetBn),
            basis: manifestos.budgetBasis,
            count: manifestos.voters,
            spent: formatBn(proportional.spentBn),
          })}
        </p>
        <FundedPolicies policies={proportional.policies} label={t("equalShares.fundedLabel")} />
        {manifestos.noCost.length > 0 && (
          <>
            <h3 className="text-sm font-semibold">{t("equalShares.noCostTitle")}</h3>
            <FundedPolicies policies={manifestos.noCost} label={t("equalShares.noCostLabel")} />
          </>
        )}
      </Card>
      <Card className="space-y-3 p-4">
        <FairnessTable manifestos={manifestos} />
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {t("equalShares.compare", {
            popularCount: formatCount(popular.policies.length),
            popularCost: formatBn(popular.spentBn),
            proportionalCount: formatCount(proportional.policies.length),
            proportionalCost: formatBn(proportional.spentBn),
          })}
        </p>
      </Card>
    </div>
  );
}
