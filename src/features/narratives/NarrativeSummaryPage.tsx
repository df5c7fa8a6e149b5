import { POLICY_AREAS } from "@convex/domain/areas";
import { useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { PolicyDialog } from "@/components/policy-dialog/PolicyDialog";
import { useSaveCategory } from "@/components/policy-dialog/useSaveCategory";
import { useConsent } from "@/lib/useVoteConsent";
import { buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import {
  resetCustomisation,
  selectNarrative,
  setCustomisedCategories,
  useSelection,
} from "@/lib/selection";
import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { AreaCard } from "./AreaCard";
import { NarrativeHeader, NarrativeHeaderSkeleton } from "./NarrativeHeader";
import { SaveSelectionCard } from "./SaveSelectionCard";
import { SummaryToolbar } from "./SummaryToolbar";
import { useNarrativeRoute } from "./useNarrativeRoute";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { narrativesMessages } from "@/i18n/messages/narratives";
import { messageText } from "@/i18n/clientMessages";

function CategoryDialog({
  narrativeId,
  category,
  defaultId,
  onClose,
}: {
  narrativeId: string;
  category: string;
  defaultId: string;
  onClose: () => void;
}) {
  const policies = useQuery(api.policies.listByCategory, { category });
  const selection = useSelection();
  const consent = useConsent("rankings");
  const saveCategory = useSaveCategory(narrativeId, consent);
  return (
    <PolicyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      category={category}
      policies={policies}
      defaultPolicyId={defaultId || null}
      initialRanked={selection.categoryPolicies[category]}
      onSave={async (ids) => {
        if (await saveCategory(category, ids)) onClose();
      }}
      consent={consent}
    />
  );
}

/**
 * The summary's shape while its narrative and areas load. The page is drawn in one piece
 * when both are there, in place of this: a description's length (four to six lines, more on
 * a phone) is not known before it arrives, so no part drawn early could keep its place
 * below it (issue 42: desktop CLS 0.012, the areas' grid moving down).
 */
function SummarySkeleton() {
  return (
    <div aria-busy="true">
      <NarrativeHeaderSkeleton />
      <Skeleton className="mb-4 h-10 w-full max-w-md" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {POLICY_AREAS.map((area) => (
          <Skeleton key={area.name} className="h-40 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** /narrative/{id}/summary (spec 2.3, 4, 5, 8). */
export default function NarrativeSummaryPage() {
  const { narrativeId, validId, narrative } = useNarrativeRoute();
  const defaults = useQuery(api.policies.defaultsForNarrative, validId ? { narrativeId } : "skip");
  const selection = useSelection();
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const t = useT(narrativesMessages);
  const text = useCatalogueText();
  useRedirectWithToast(validId ? null : t("narratives.invalidId"), paths.narratives);
  useRedirectWithToast(
    validId && narrative === null ? messageText("narrativeNotFound") : null,
    paths.narratives,
  );

  useEffect(() => {
    if (narrative)
      selectNarrative({ id: narrative._id, title: narrative.title, quadrant: narrative.quadrant });
  }, [narrative]);

  // The visitor's own picks stay when the narrative changes (spec 4), so they show here too.
  const customised = selection.customisedCategories;
  const categories = defaults?.map((p) => p.category) ?? [];
  const allManual = categories.length > 0 && categories.every((c) => customised.includes(c));
  const ranked = Object.fromEntries(
    customised
      .filter((c) => selection.categoryPolicies[c]?.length)
      .map((c) => [c, selection.categoryPolicies[c]]),
  );

  return (
    <PageContainer>
      <Link
        to={narrative ? paths.quadrant(narrative.quadrant) : paths.narratives}
        className={buttonClass("ghost", "sm", "-ml-3 mb-4")}
      >
        {t("narratives.back")}
      </Link>
      {narrative && defaults !== undefined ? (
        <>
          <NarrativeHeader
            title={narrative.title}
            description={narrative.description}
            quadrant={narrative.quadrant}
          />
          <SummaryToolbar
            customised={customised.length}
            total={categories.length}
            mode={allManual ? "manual" : "default"}
            onMode={(mode) => setCustomisedCategories(mode === "manual" ? categories : [])}
            onReset={resetCustomisation}
          />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {defaults.map((policy) => (
              <AreaCard
                key={policy.category}
                category={policy.category}
                defaultTitle={policy.title}
                defaultDescription={policy.description}
                customised={customised.includes(policy.category)}
                selectedCount={selection.categoryPolicies[policy.category]?.length ?? 1}
                onOpen={() => setOpenCategory(policy.category)}
              />
            ))}
          </div>
          {defaults.length === 0 && (
            <p className="text-slate-600 dark:text-slate-300">
              {t("narratives.noCategoriesAvailable")}
            </p>
          )}
          <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <SaveSelectionCard
              narrativeId={narrative._id}
              narrativeTitle={text.narrative(narrative).title}
              customised={ranked}
              defaults={Object.fromEntries(defaults.map((p) => [p.category, p._id]))}
            />
            <Link to={paths.policySelection} className={buttonClass("primary", "lg")}>
              {t("narratives.continueToManifesto")}
            </Link>
          </div>
        </>
      ) : (
        <SummarySkeleton />
      )}
      {openCategory && defaults && (
        <CategoryDialog
          key={openCategory}
          narrativeId={narrativeId}
          category={openCategory}
          defaultId={defaults.find((p) => p.category === openCategory)?._id ?? ""}
          onClose={() => setOpenCategory(null)}
        />
      )}
    </PageContainer>
  );
}
