import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { formatPercent } from "@convex/domain/economy";
import { PriceFigureNote } from "@/components/PriceFigureNote";
import { formatRate, gbp } from "@/lib/format";
import { AiEngineNote } from "@/components/AiEngineNote";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { EqualSharesExplainer } from "@/components/equal-shares/EqualSharesExplainer";
import { ProportionalManifesto } from "@/components/equal-shares/ProportionalManifesto";
import { PopularPolicies } from "./PopularPolicies";
import { useCommunityManifesto } from "./useCommunityManifesto";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { communityManifestoMessages } from "@/i18n/messages/communityManifesto";

/**
 * /community-manifesto (spec 2.3, 3, 8): the manifesto the community's active votes add up
 * to (ai:communityManifesto): title, 'Community Vision', 'Popular Policies by Category'
 * and 'Economic Impact', with the engine that wrote it.
 */
export default function CommunityManifestoPage() {
  const t = useT(communityManifestoMessages);
  const overview = useQuery(api.community.overview, {});
  const { state, reload } = useCommunityManifesto(overview?.totalVotes);
  const refreshing = state.status === "loading" || (state.status === "ready" && state.refreshing);

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={t("communityManifesto.title")}
        description={t("communityManifesto.description")}
        actions={
          <>
            <Button variant="outline" onClick={reload} disabled={refreshing}>
              {t("communityManifesto.refresh")}
            </Button>
            <Link to={paths.communityComparison} className={buttonClass("ghost")}>
              {t("communityManifesto.comparison")}
            </Link>
          </>
        }
      />
      {state.status === "loading" ? (
        <div role="status" aria-label={t("communityManifesto.loading")} className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
      ) : state.status === "error" ? (
        <Card role="alert" className="p-6 text-center">
          <p className="font-medium text-red-700 dark:text-red-400">
            {t("communityManifesto.failed")}
          </p>
          <Button className="mt-4" variant="outline" onClick={reload}>
            {t("communityManifesto.retry")}
          </Button>
        </Card>
      ) : overview !== undefined && overview.totalVotes === 0 ? (
        <Card className="p-6 text-center">
          <p className="text-lg font-medium">{t("communityManifesto.empty")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("communityManifesto.emptyBody")}
          </p>
          <Link to={paths.taxSimulator} className={buttonClass("primary", "md", "mt-4")}>
            {t("communityManifesto.toSimulator")}
          </Link>
        </Card>
      ) : (
        <div className="space-y-8" aria-busy={refreshing}>
          <Card className="p-6">
            <h2 className="text-2xl font-bold">{state.manifesto.title}</h2>
            {overview && (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t("communityManifesto.from", { count: overview.totalVotes })}
              </p>
            )}
            <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
              {t("communityManifesto.vision")}
            </h3>
            <p className="mt-1 whitespace-pre-line">{state.manifesto.summary}</p>
            <AiEngineNote
              engine={state.manifesto.engine}
              notice={state.manifesto.notice}
              className="mt-4"
            />
          </Card>
          <PopularPolicies categories={state.manifesto.policy_categories} />
          <ProportionalManifesto />
          <section aria-labelledby="why-proportional">
            <h2 id="why-proportional" className="text-xl font-semibold">
              {t("communityManifesto.whyProportional")}
            </h2>
            <Card className="mt-4 p-5">
              <EqualSharesExplainer />
            </Card>
          </section>
          <section aria-labelledby="economic-impact">
            <h2 id="economic-impact" className="text-xl font-semibold">
              {t("communityManifesto.impact")}
            </h2>
            <Card className="mt-4 p-5">
              <p className="whitespace-pre-line">{state.manifesto.economic_summary}</p>
              {overview && (
                <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
                  <Average
                    label={t("communityManifesto.averageTax")}
                    value={formatRate(overview.averageEconomics.taxRate)}
                  />
                  <Average
                    label={t("communityManifesto.averageDividend")}
                    value={gbp.format(overview.averageEconomics.dividend)}
                  />
                  <Average
                    label={t("communityManifesto.priceFigure")}
                    value={t("communityManifesto.range", {
                      central: formatPercent(overview.averageEconomics.priceRise.central),
                      low: formatPercent(overview.averageEconomics.priceRise.low),
                      high: formatPercent(overview.averageEconomics.priceRise.high),
                    })}
                    testId="manifesto-price-rise"
                  />
                </dl>
              )}
              {overview && <PriceFigureNote average className="mt-3" />}
            </Card>
          </section>
        </div>
      )}
    </PageContainer>
  );
}

function Average({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-lg font-bold tabular-nums">
        {value}
      </dd>
    </div>
  );
}
