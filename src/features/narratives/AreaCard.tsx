import { cn } from "@/lib/cn";
import { truncate } from "@/lib/format";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

interface Props {
  category: string;
  defaultTitle: string;
  defaultDescription: string;
  selectedCount: number;
  customised: boolean;
  onOpen: () => void;
}

/** A policy-area card on the narrative summary: the default, or 'N policies selected'. */
export function AreaCard({
  category,
  defaultTitle,
  defaultDescription,
  selectedCount,
  customised,
  onOpen,
}: Props) {
  const t = useT(narrativesMessages);
  const shown = useCatalogueText().policy({ title: defaultTitle, description: defaultDescription });
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        "flex h-full flex-col rounded-xl border bg-white p-4 text-left shadow-sm transition hover:shadow-md dark:bg-slate-900",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500",
        customised
          ? "border-teal-500 dark:border-teal-600"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          <AreaName category={category} />
        </span>
        {customised && (
          <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900 dark:text-teal-100">
            {t("narratives.customised")}
          </span>
        )}
      </span>
      {customised ? (
        <span className="mt-2 font-semibold">
          {t("narratives.policiesSelected", { count: selectedCount })}
        </span>
      ) : (
        <>
          <span className="mt-2 font-semibold" lang={shown.lang}>
            {shown.title}
          </span>
          <span className="mt-1 text-sm text-slate-600 dark:text-slate-300" lang={shown.lang}>
            {truncate(shown.description, 120)}
          </span>
        </>
      )}
      <span className="mt-auto pt-3 text-sm font-medium text-teal-800 dark:text-teal-300">
        {t("narratives.choosePolicies")}
      </span>
    </button>
  );
}
