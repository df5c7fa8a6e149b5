import { useQuery } from "convex/react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { normaliseCategory } from "@convex/domain/areas";
import { formatCost } from "@convex/domain/economy/costs";
import { useSaveCategory } from "@/components/policy-dialog/useSaveCategory";
import { Button, buttonClass } from "@/components/ui/Button";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { PageContainer } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import { useSelection } from "@/lib/selection";
import { useConsent } from "@/lib/useVoteConsent";
import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { useNarrativeRoute } from "./useNarrativeRoute";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";
import { messageText } from "@/i18n/clientMessages";
import { NarrativeText, PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

/** /narrative/{id}/category/{category} (spec 2.3): pick one policy, then the next area. */
export default function NarrativeCategoryPage() {
  const { category: rawCategory = "" } = useParams();
  // An older or alternative name in the URL ("Healthcare") is shown and kept as today's area
  // name ("Health & Care"), as the server reads it (convex/domain/areas.ts).
  const category = normaliseCategory(rawCategory) ?? rawCategory;
  const { narrativeId, validId, narrative } = useNarrativeRoute();
  const policies = useQuery(api.policies.listByCategory, { category });
  const narrativeDefault = useQuery(
    api.policies.defaultForCategory,
    validId ? { category, narrativeId } : "skip",
  );
  const selection = useSelection();
  const navigate = useNavigate();
  const consent = useConsent("rankings");
  const saveCategory = useSaveCategory(narrativeId, consent);
  const current = selection.categoryPolicies[category]?.[0] ?? null;
  const [picked, setPicked] = useState<string | null>(current);
  const t = useT(narrativesMessages);
  useRedirectWithToast(validId ? null : t("narratives.invalidId"), paths.narratives);
  useRedirectWithToast(
    validId && narrative === null ? messageText("narrativeNotFound") : null,
    paths.narratives,
  );

  const areas = selection.selectedAreas.includes(category) ? selection.selectedAreas : [category];
  const index = areas.indexOf(category);
  const next = areas[index + 1];
  const onContinue = async () => {
    if (!picked) return;
    await saveCategory(category, [picked]);
    void navigate(next ? paths.narrativeCategory(narrativeId, next) : paths.policySelection);
  };

  return (
    <PageContainer className="max-w-3xl">
      <Link
        to={paths.narrativeSummary(narrativeId)}
        className={buttonClass("ghost", "sm", "-ml-3 mb-4")}
      >
        {t("narratives.back")}
      </Link>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t("narratives.customising", { index: index + 1, total: areas.length })}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">
        <AreaName category={category} />
      </h1>
      {/* The line is kept while the narrative loads, so the list below does not jump. */}
      <p className="mt-1 min-h-6 text-slate-600 dark:text-slate-300">
        {narrative && <NarrativeText item={narrative} field="title" />}
      </p>
      <fieldset className="mt-6">
        <legend className="mb-3 font-semibold">{t("narratives.pickOne")}</legend>
        {policies === undefined ? (
          <div className="space-y-2">
            {/* Enough rows to fill the first screen, as the loaded list does. */}
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : policies.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">
            {t("narratives.noPoliciesInCategory")}
          </p>
        ) : (
          <div className="space-y-2">
            {policies.map((policy) => (
              <label
                key={policy._id}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-lg border bg-white p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-500 dark:bg-slate-900",
                  picked === policy._id
                    ? "border-teal-600"
                    : "border-slate-200 dark:border-slate-800",
                )}
              >
                <input
                  type="radio"
                  name="policy"
                  className="mt-1 accent-teal-700"
                  checked={picked === policy._id}
                  onChange={() => setPicked(policy._id)}
                />
                <span>
                  <span className="font-medium">
                    <PolicyText item={policy} field="title" />
                  </span>
                  {policy._id === narrativeDefault?._id && (
                    <span className="ml-2 text-xs text-slate-600 dark:text-slate-300">
                      {t("narratives.narrativeDefault")}
                    </span>
                  )}
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                    <PolicyText item={policy} field="description" />
                  </span>
                  <span className="mt-1 block text-xs font-medium">
                    {formatCost(policy.costEstimate)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="mt-6 flex flex-col items-end gap-3">
        <ConsentCheckbox consent={consent} compact />
        <Button size="lg" disabled={!picked} onClick={() => void onContinue()}>
          {t("common.continue")}
        </Button>
      </div>
    </PageContainer>
  );
}
