import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { findArea } from "@convex/domain/areas";
import type { NarrativeData, PolicyData } from "@convex/domain/ai/types";
import { buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { paths } from "@/app/paths";
import { NarrativeText, PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";
import { useT } from "@/i18n/react";
import { searchMessages } from "@/i18n/messages/search";

export function isPolicyData(data: PolicyData | NarrativeData): data is PolicyData {
  return "category" in data;
}

/**
 * Where a result leads (spec 2.3): a narrative's View goes to /narrative/{id} and its
 * Explore button to /quadrant/{quadrant}; a policy's View goes to its policy area.
 */
function ResultActions({ id, data }: { id: string; data: PolicyData | NarrativeData }) {
  const t = useT(searchMessages);
  const name = (
    <span className="sr-only">
      {" "}
      {isPolicyData(data) ? (
        <PolicyText item={data} field="title" />
      ) : (
        <NarrativeText item={data} field="title" />
      )}
    </span>
  );
  const quadrant = t(`quadrant.${data.quadrant}.name`);
  const area = isPolicyData(data) ? findArea(data.category) : null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {!isPolicyData(data) && (
        <Link to={paths.narrative(id)} className={buttonClass("primary", "sm")}>
          {t("search.view")}
          {name}
        </Link>
      )}
      {area && (
        <Link to={paths.policyArea(area.id)} className={buttonClass("primary", "sm")}>
          {t("search.view")}
          {name}
        </Link>
      )}
      <Link to={paths.quadrant(data.quadrant)} className={buttonClass("outline", "sm")}>
        {t("search.explore", { quadrant })}
      </Link>
    </div>
  );
}

/** One search result or recommendation: title, kind, description, why it is here, actions. */
export function ResultCard({
  id,
  data,
  reason,
  reasonLabel,
}: {
  id: string;
  data: PolicyData | NarrativeData;
  reason: string;
  reasonLabel: ReactNode;
}) {
  const t = useT(searchMessages);
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <QuadrantBadge quadrant={data.quadrant} />
        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {isPolicyData(data) ? (
            <>
              <AreaName category={data.category} /> · {data.costEstimate}
            </>
          ) : (
            t("search.narrative")
          )}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold leading-snug">
        {isPolicyData(data) ? (
          <PolicyText item={data} field="title" />
        ) : (
          <NarrativeText item={data} field="title" />
        )}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {isPolicyData(data) ? (
          <PolicyText item={data} field="description" />
        ) : (
          <NarrativeText item={data} field="description" />
        )}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <span className="font-semibold">{reasonLabel}</span> {reason}
      </p>
      <ResultActions id={id} data={data} />
    </Card>
  );
}
