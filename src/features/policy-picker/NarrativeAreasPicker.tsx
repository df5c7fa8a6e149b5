import { useQuery } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { cn } from "@/lib/cn";
import {
  clearNarrative,
  setSelectedAreas,
  useSelection,
  type SelectedNarrative,
} from "@/lib/selection";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { AreaName } from "@/i18n/data/AreaName";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

/** Multi-select of a narrative's categories to customise (spec 2.3 policy areas picker). */
export function NarrativeAreasPicker({ narrative }: { narrative: SelectedNarrative }) {
  const categories = useQuery(api.policies.categoriesForNarrative, { narrativeId: narrative.id });
  const { selectedAreas } = useSelection();
  const navigate = useNavigate();
  const t = useT(policyPickerMessages);
  const text = useCatalogueText();
  const all = categories?.map((c) => c.category) ?? [];
  const chosen = selectedAreas.filter((c) => all.includes(c));
  const toggle = (category: string) =>
    setSelectedAreas(
      chosen.includes(category) ? chosen.filter((c) => c !== category) : [...chosen, category],
    );

  return (
    <section aria-labelledby="areas-heading">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id="areas-heading" className="mr-auto text-lg font-semibold">
          {t("policyPicker.narrativeAreas.heading", { narrative: text.narrative(narrative).title })}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setSelectedAreas(all)}>
          {t("policyPicker.narrativeAreas.selectAll")}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setSelectedAreas([])}>
          {t("policyPicker.narrativeAreas.clear")}
        </Button>
      </div>
      <div
        className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
        role="group"
        aria-label={t("policyPicker.narrativeAreas.label")}
      >
        {categories === undefined
          ? [0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} className="h-14" />)
          : all.map((category) => (
              <button
                key={category}
                type="button"
                aria-pressed={chosen.includes(category)}
                onClick={() => toggle(category)}
                className={cn(
                  "flex items-center gap-3 rounded-lg border bg-white p-3 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:bg-slate-900",
                  chosen.includes(category)
                    ? "border-teal-600 ring-1 ring-teal-600"
                    : "border-slate-200 dark:border-slate-800",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid h-5 w-5 place-items-center rounded border text-xs",
                    chosen.includes(category)
                      ? "border-teal-700 bg-teal-700 text-white"
                      : "border-slate-400",
                  )}
                >
                  {chosen.includes(category) ? "✓" : ""}
                </span>
                <AreaName category={category} />
              </button>
            ))}
      </div>
      <p className="mt-3 min-h-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {chosen.length === 0
          ? t("policyPicker.narrativeAreas.none")
          : t("policyPicker.narrativeAreas.count", { chosen: chosen.length, total: all.length })}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button variant="link" onClick={clearNarrative}>
          {t("policyPicker.narrativeAreas.withoutNarrative")}
        </Button>
        <div className="flex gap-2">
          {chosen.length > 0 && (
            <Link
              className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-teal-800 hover:underline dark:text-teal-300"
              to={paths.narrativeCategory(narrative.id, chosen[0])}
            >
              {t("policyPicker.narrativeAreas.customise")}
            </Link>
          )}
          <Button onClick={() => navigate(paths.policySelection)}>
            {t("policyPicker.area.continue")}
          </Button>
        </div>
      </div>
    </section>
  );
}
