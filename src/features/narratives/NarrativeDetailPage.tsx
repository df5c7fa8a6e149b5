import { POLICY_AREAS } from "@convex/domain/areas";
import { useQuery } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { selectNarrative } from "@/lib/selection";
import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { NarrativeHeader, NarrativeHeaderSkeleton } from "./NarrativeHeader";
import { useNarrativeRoute } from "./useNarrativeRoute";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";
import { AreaName } from "@/i18n/data/AreaName";

function CategoryGrid({
  narrativeId,
  categories,
}: {
  narrativeId: string;
  categories: readonly { category: string }[];
}) {
  const t = useT(narrativesMessages);
  if (categories.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">{t("narratives.noCategories")}</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map(({ category }) => (
        <Card key={category} className="flex flex-col p-4">
          <h3 className="font-semibold">
            <AreaName category={category} />
          </h3>
          <Link
            to={paths.narrativeCategory(narrativeId, category)}
            className={buttonClass("outline", "sm", "mt-3 self-start")}
          >
            {t("narratives.viewPolicies")}
          </Link>
        </Card>
      ))}
    </div>
  );
}

/**
 * The page's shape while its narrative and categories load. Both are drawn in one piece, in
 * place of this, once both are there: a description's length (four to six lines, more on a
 * phone) is not known before it arrives, so a grid drawn early below it would move down
 * (issue 42: desktop CLS 0.012, the categories' grid moving), as on the summary page.
 */
function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <NarrativeHeaderSkeleton />
      <Skeleton className="mb-3 h-7 w-56" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {POLICY_AREAS.map((area) => (
          <Skeleton key={area.name} className="h-28" />
        ))}
      </div>
    </div>
  );
}

/** /narrative/{id} (spec 2.3, 4, 8). */
export default function NarrativeDetailPage() {
  const { narrativeId, validId, narrative } = useNarrativeRoute();
  const categories = useQuery(
    api.policies.categoriesForNarrative,
    validId ? { narrativeId } : "skip",
  );
  const navigate = useNavigate();
  const t = useT(narrativesMessages);
  useRedirectWithToast(validId ? null : t("narratives.invalidId"), paths.narratives);
  useRedirectWithToast(
    validId && narrative === null ? t("narratives.detailsUnavailable") : null,
    paths.taxSimulator,
    "warning",
  );
  return (
    <PageContainer>
      <Link to={paths.narratives} className={buttonClass("ghost", "sm", "-ml-3 mb-4")}>
        {t("narratives.backToQuadrants")}
      </Link>
      {narrative && categories !== undefined ? (
        <>
          <NarrativeHeader
            title={narrative.title}
            description={narrative.description}
            quadrant={narrative.quadrant}
          />
          <h2 className="mb-3 text-xl font-semibold">{t("narratives.policyCategories")}</h2>
          <CategoryGrid narrativeId={narrativeId} categories={categories} />
        </>
      ) : (
        <DetailSkeleton />
      )}
      <div className="mt-8 flex justify-end">
        <Button
          size="lg"
          disabled={!narrative}
          onClick={() => {
            if (!narrative) return;
            selectNarrative({
              id: narrative._id,
              title: narrative.title,
              quadrant: narrative.quadrant,
            });
            void navigate(paths.taxSimulator);
          }}
        >
          {t("narratives.selectAndGo")}
        </Button>
      </div>
    </PageContainer>
  );
}
