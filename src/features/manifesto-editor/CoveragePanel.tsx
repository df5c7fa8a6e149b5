import { POLICY_AREAS } from "@convex/domain/areas";
import { Card } from "@/components/ui/Card";
import { cn } from "@/lib/cn";
import type { EditorPolicy } from "@/lib/editorState";
import { countInCategory } from "./useManifestoDraft";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";
import { useAreaName } from "@/i18n/data/AreaName";

interface Props {
  selected: EditorPolicy[];
  onOpenCategory: (category: string) => void;
}

/**
 * Coverage by policy area (spec 2.3): how many of the 13 areas the manifesto covers, and
 * one button per area that opens its ranking dialog (or toggles a single-policy area).
 */
export function CoveragePanel({ selected, onOpenCategory }: Props) {
  const covered = POLICY_AREAS.filter((area) => countInCategory(selected, area.name) > 0).length;
  const percent = Math.round((covered / POLICY_AREAS.length) * 100);
  const t = useT(manifestoMessages);
  const areaName = useAreaName();
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("manifesto.coverage.title")}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="coverage-count">
          {t("manifesto.coverage.count", { covered, total: POLICY_AREAS.length })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t("manifesto.coverage.bar")}
        aria-valuemin={0}
        aria-valuemax={POLICY_AREAS.length}
        aria-valuenow={covered}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-teal-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {POLICY_AREAS.map((area) => {
          const count = countInCategory(selected, area.name);
          const name = areaName(area.name);
          return (
            <li key={area.id}>
              <button
                type="button"
                onClick={() => onOpenCategory(area.name)}
                aria-label={
                  count === 0
                    ? t("manifesto.coverage.areaNone", { area: name })
                    : t("manifesto.coverage.areaSome", { area: name, count })
                }
                className={cn(
                  "flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm transition",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500",
                  count > 0
                    ? "border-teal-600 bg-teal-50 dark:border-teal-500 dark:bg-teal-950/50"
                    : "border-slate-200 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-500",
                )}
              >
                <span className="font-medium">{name}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
                    count > 0
                      ? "bg-teal-700 text-white"
                      : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
                  )}
                >
                  {count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
