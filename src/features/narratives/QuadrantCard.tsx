import { cn } from "@/lib/cn";
import { QUADRANT_INFO, type Quadrant } from "@/lib/quadrants";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

interface Props {
  quadrant: Quadrant;
  highlighted: boolean;
  actionLabel: string;
  onChoose: () => void;
}

/** One card of the 2×2 quadrant map; the whole card is the button. */
export function QuadrantCard({ quadrant, highlighted, actionLabel, onChoose }: Props) {
  const info = QUADRANT_INFO[quadrant];
  const t = useT(narrativesMessages);
  const name = t(`quadrant.${quadrant}.name`);
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-label={t("narratives.quadrantAction", { quadrant: name, action: actionLabel })}
      className={cn(
        "group relative flex min-h-44 flex-col rounded-2xl border-2 p-5 text-left transition",
        "hover:shadow-lg focus-visible:outline-none focus-visible:ring-4",
        info.card,
        info.ring,
        highlighted && "animate-pulse-ring ring-4",
      )}
    >
      <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
        {t(`quadrant.${quadrant}.character`)}
      </span>
      <span className="mt-1 text-2xl font-bold">{name}</span>
      <span className="mt-1 text-sm text-slate-700 dark:text-slate-200">
        {t(`quadrant.${quadrant}.tagline`)}
      </span>
      <span
        className={cn(
          "mt-auto inline-flex w-fit items-center rounded-lg px-3 py-1.5 text-sm font-semibold",
          info.solid,
        )}
      >
        {actionLabel}
      </span>
    </button>
  );
}
