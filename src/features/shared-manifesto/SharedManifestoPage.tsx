import { useQuery } from "convex/react";
import { Link, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { formatCost, parseCostEstimate } from "@convex/domain/economy/costs";
import { formatMoney } from "@convex/domain/economy/format";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer } from "@/components/ui/Page";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { SITE_NAME, useDocumentTitle } from "@/lib/useDocumentTitle";
import { paths } from "@/app/paths";
import { sharedManifestoMessages } from "@/i18n/messages/sharedManifesto";
import { useFormat, useT } from "@/i18n/react";
import { NarrativeText, PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

/**
 * /m/{shareToken}: a manifesto its owner chose to publish, read-only, for anyone with the link;
 * printable (the print stylesheet drops the navigation and buttons).
 */
export default function SharedManifestoPage() {
  const t = useT(sharedManifestoMessages);
  const { date } = useFormat();
  const { token = "" } = useParams();
  const shared = useQuery(api.manifestos.getShared, { token });
  useDocumentTitle(shared ? `${shared.title} · ${SITE_NAME}` : null);

  if (shared === undefined) {
    return (
      <PageContainer className="max-w-3xl">
        <span className="sr-only" role="status">
          {t("sharedManifesto.loading")}
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-24" />
        <Skeleton className="mt-4 h-64" />
      </PageContainer>
    );
  }
  if (shared === null) {
    return (
      <PageContainer className="max-w-3xl">
        <h1 className="text-2xl font-bold">{t("sharedManifesto.notShared")}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t("sharedManifesto.notSharedBody")}
        </p>
        <Link to={paths.home} className={buttonClass("primary", "md", "mt-6")}>
          {t("sharedManifesto.buildOwn")}
        </Link>
      </PageContainer>
    );
  }
  const totalBn = shared.policies.reduce((sum, p) => sum + parseCostEstimate(p.costEstimate), 0);
  return (
    <PageContainer className="max-w-3xl">
      <article>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("sharedManifesto.published", { date: date(shared.publishedAt) })}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{shared.title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {shared.narrative && <QuadrantBadge quadrant={shared.narrative.quadrant} />}
          <span className="text-sm font-semibold">
            {t("sharedManifesto.match", { percent: shared.matchPercent })}
          </span>
        </div>
        {shared.description && (
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">{shared.description}</p>
        )}
        {shared.narrative && (
          <Card className="mt-6 p-5" data-print="keep">
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              {t("sharedManifesto.coreNarrative")}
            </h2>
            <p className="mt-1 text-lg font-semibold">
              <NarrativeText item={shared.narrative} field="title" />
            </p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
              <NarrativeText item={shared.narrative} field="description" />
            </p>
          </Card>
        )}
        <h2 className="mt-8 text-xl font-semibold">
          {t("sharedManifesto.policies", {
            count: shared.policies.length,
            cost: formatMoney(totalBn * 1e9),
          })}
        </h2>
        <ol className="mt-3 space-y-3">
          {shared.policies.map((policy) => (
            <li
              key={policy.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="font-medium">
                <PolicyText item={policy} field="title" />
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                <AreaName category={policy.category} /> · {formatCost(policy.costEstimate)}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
                <PolicyText item={policy} field="description" />
              </p>
            </li>
          ))}
        </ol>
      </article>
      <div className="mt-8 flex flex-wrap gap-2" data-print="hide">
        <Button variant="outline" onClick={() => window.print()}>
          {t("sharedManifesto.print")}
        </Button>
        <Link to={paths.home} className={buttonClass("primary", "md")}>
          {t("sharedManifesto.buildOwn")}
        </Link>
      </div>
    </PageContainer>
  );
}
