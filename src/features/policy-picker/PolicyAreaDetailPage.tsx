import { useQuery } from "convex/react";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { areaById, isAreaId } from "@convex/domain/areas";
import { formatCost } from "@convex/domain/economy/costs";
import { PopularityLabel } from "@/components/PopularityLabel";
import { SearchInput } from "@/components/SearchInput";
import { Badge } from "@/components/ui/Badge";
import { buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { toast } from "@/components/ui/Toast";
import { cn } from "@/lib/cn";
import { setAreaDefault, useSelection } from "@/lib/selection";
import { useDebounced } from "@/lib/useDebounced";
import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { paths } from "@/app/paths";
import { PolicyText, useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useAreaName } from "@/i18n/data/AreaName";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

/** Preview lengths (spec 9). */
const RESULT_PREVIEW = 120;
const CURRENT_PREVIEW = 150;

function Picker({ areaId }: { areaId: Parameters<typeof areaById>[0] }) {
  const area = areaById(areaId);
  const [term, setTerm] = useState("");
  const debounced = useDebounced(term);
  const results = useQuery(api.policies.search, { term: debounced, category: area.name });
  const popular = useQuery(api.policies.defaultForCategory, { category: area.name });
  const { areaDefaults } = useSelection();
  const chosenId = areaDefaults[areaId] ?? null;
  const chosen = useQuery(api.policies.get, chosenId ? { id: chosenId } : "skip");
  const current = chosenId ? chosen : popular;
  const t = useT(policyPickerMessages);
  const text = useCatalogueText();
  const shares = useQuery(
    api.community.shares,
    results ? { policyIds: results.map((p) => p._id) } : "skip",
  );

  return (
    <>
      <Card className="mb-6 border-teal-300 p-5 dark:border-teal-800">
        <Badge tone="success">{t("policyPicker.area.currentChoice")}</Badge>
        {current === undefined ? (
          // As tall as a loaded choice (title, two lines, the note), so nothing below moves.
          <div className="mt-2 space-y-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : current === null ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("policyPicker.noPolicies")}</p>
        ) : (
          <>
            <h2 className="mt-2 text-lg font-semibold">
              <PolicyText item={current} field="title" />
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <PolicyText item={current} field="description" max={CURRENT_PREVIEW} />
            </p>
            {!chosenId && (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
                {t("policyPicker.area.mostPopular")}
              </p>
            )}
          </>
        )}
      </Card>
      <SearchInput
        label={t("policyPicker.area.search")}
        placeholder={t("policyPicker.area.searchPlaceholder")}
        value={term}
        onChange={setTerm}
        className="max-w-md"
      />
      <p className="mt-3 min-h-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {results ? t("policyPicker.area.found", { count: results.length }) : ""}
      </p>
      <ul className="mt-2 space-y-2">
        {results === undefined
          ? // Enough rows to fill the first screen, as the loaded list does.
            [0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i}>
                <Skeleton className="h-24" />
              </li>
            ))
          : results.map((policy) => {
              const isCurrent = policy._id === current?._id;
              return (
                <li key={policy._id}>
                  <button
                    type="button"
                    onClick={() => {
                      setAreaDefault(areaId, policy._id);
                      toast({
                        title: t("policyPicker.area.selected", {
                          title: text.policy(policy).title,
                        }),
                        variant: "success",
                      });
                    }}
                    className={cn(
                      "w-full rounded-lg border bg-white p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:bg-slate-900",
                      isCurrent
                        ? "border-teal-600"
                        : "border-slate-200 hover:border-slate-400 dark:border-slate-800",
                    )}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">
                        <PolicyText item={policy} field="title" />
                      </span>
                      {isCurrent && (
                        <Badge tone="success">{t("policyPicker.area.currentChoice")}</Badge>
                      )}
                      <PopularityLabel
                        catalogueScore={policy.popularityScore}
                        share={shares?.policies[policy._id]}
                        className="ml-auto text-xs font-semibold text-slate-700 dark:text-slate-200"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                      <PolicyText item={policy} field="description" max={RESULT_PREVIEW} />
                    </span>
                    <span className="mt-1 block text-xs">{formatCost(policy.costEstimate)}</span>
                  </button>
                </li>
              );
            })}
      </ul>
      {results?.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">{t("policyPicker.area.noMatch")}</p>
      )}
    </>
  );
}

/** /policy-area/{areaId}: the default-policy picker (spec 2.3). */
export default function PolicyAreaDetailPage() {
  const { areaId = "" } = useParams();
  const valid = isAreaId(areaId);
  const t = useT(policyPickerMessages);
  const areaName = useAreaName();
  useRedirectWithToast(valid ? null : t("policyPicker.area.failed"), paths.policyAreas);
  if (!valid) return null;
  return (
    <PageContainer className="max-w-3xl">
      <Link to={paths.policyAreas} className={buttonClass("ghost", "sm", "-ml-3 mb-4")}>
        {t("policyPicker.area.back")}
      </Link>
      <PageHeader
        title={areaName(areaById(areaId).name)}
        description={t("policyPicker.area.description")}
      />
      <Picker areaId={areaId} />
      <div className="mt-8 flex justify-end">
        <Link to={paths.policyAreas} className={buttonClass("primary", "lg")}>
          {t("policyPicker.area.continue")}
        </Link>
      </div>
    </PageContainer>
  );
}
