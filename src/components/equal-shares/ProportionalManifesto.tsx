import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { FairnessTable } from "./FairnessTable";
import { FundedPolicies } from "./FundedPolicies";
import { formatBn, formatCount, type CommunityManifestos } from "./manifestoTypes";

/**
 * The proportional community manifesto (Method of Equal Shares, docs/equal-shares.md) for
 * the nation or a room, with its fairness figures beside the popular list's. Live: the
 * result is recomputed on the server after the tallies fold.
 */
export function ProportionalManifesto({ roomCode }: { roomCode?: string }) {
  const view = useQuery(api.equalShares.manifesto, roomCode ? { roomCode } : {});
  return (
    <section aria-labelledby="proportional-manifesto" data-testid="proportional-manifesto">
      <h2 id="proportional-manifesto" className="text-xl font-semibold">
        Proportional manifesto
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Every voter gets an equal share of the budget; a policy is funded when the voters who chose
        it can pay for it together (the Method of Equal Shares).
      </p>
      {view === undefined ? (
        <div role="status" aria-label="Loading the proportional manifesto" className="mt-4">
          <Skeleton className="h-40" />
        </div>
      ) : view.status === "withheld" ? (
        <p className="mt-4">
          The proportional manifesto shows once the room reaches its threshold.
        </p>
      ) : view.status === "pending" ? (
        <p className="mt-4">The proportional manifesto is being worked out from the votes.</p>
      ) : (
        <ManifestoBody manifestos={view.manifestos} />
      )}
    </section>
  );
}

function ManifestoBody({ manifestos }: { manifestos: CommunityManifestos }) {
  const { proportional, popular } = manifestos;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      <Card className="space-y-3 p-4">
        <p className="text-sm" data-testid="equal-shares-budget">
          Budget {formatBn(manifestos.budgetBn)} a year{" "}
          {manifestos.budgetBasis === "settings"
            ? "(what the average settings leave for policies)"
            : "(the average cost of the voters' own packages)"}
          , shared by {formatCount(manifestos.voters)}{" "}
          {manifestos.voters === 1 ? "voter" : "voters"}: {formatBn(proportional.spentBn)} funded.
        </p>
        <FundedPolicies policies={proportional.policies} label="Funded by equal shares" />
        {manifestos.noCost.length > 0 && (
          <>
            <h3 className="text-sm font-semibold">
              Savings and no-cost policies most voters chose
            </h3>
            <FundedPolicies policies={manifestos.noCost} label="Savings most voters chose" />
          </>
        )}
      </Card>
      <Card className="space-y-3 p-4">
        <FairnessTable manifestos={manifestos} />
        <p className="text-sm text-slate-700 dark:text-slate-200">
          The popular list (the most chosen policies in each area) has{" "}
          {formatCount(popular.policies.length)} policies costing {formatBn(popular.spentBn)} a
          year; the proportional one has {formatCount(proportional.policies.length)} costing{" "}
          {formatBn(proportional.spentBn)}.
        </p>
      </Card>
    </div>
  );
}
