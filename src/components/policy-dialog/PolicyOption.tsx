import { cn } from "@/lib/cn";
import { truncate } from "@/lib/format";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
// Its area is loaded by PolicyDialog, so useTranslate() here never suspends inside the open dialog.
import { useTranslate } from "@/i18n/react";

interface Props {
  title: string;
  description: string;
  cost: string;
  /** Short facts about the costing (extent, spending type, baseline), shown after the cost. */
  costFacts?: string[];
  isDefault: boolean;
  rank: number | null;
  disabled: boolean;
  onToggle: () => void;
}

/** One policy in the dialog's list: a toggle button showing its rank when chosen. */
export function PolicyOption({
  title,
  description,
  cost,
  costFacts = [],
  isDefault,
  rank,
  disabled,
  onToggle,
}: Props) {
  const t = useTranslate();
  const chosen = rank !== null;
  const shown = useCatalogueText().policy({ title, description });
  return (
    <button
      type="button"
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "flex w-full items-start gap-3 rounded-lg border p-3 text-left transition",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500",
        "disabled:cursor-not-allowed disabled:opacity-50",
        chosen
          ? "border-teal-600 bg-teal-50 dark:border-teal-500 dark:bg-teal-950/50"
          : "border-slate-200 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-500",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full border text-xs font-bold",
          chosen
            ? "border-teal-700 bg-teal-700 text-white"
            : "border-slate-300 dark:border-slate-600",
        )}
      >
        {rank ?? ""}
      </span>
      <span className="flex-1" lang={shown.lang}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{shown.title}</span>
          {isDefault && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {t("policyPicker.option.narrativeDefault")}
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
          {truncate(shown.description, 160)}
        </span>
        <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
          <span className="font-medium">{cost}</span>
          {costFacts.map((fact) => (
            <span key={fact}> · {fact}</span>
          ))}
        </span>
      </span>
    </button>
  );
}
