import { PRICE_FIGURE_AVERAGE_NOTE, PRICE_FIGURE_CAVEAT } from "@convex/domain/economy";
import { cn } from "@/lib/cn";

/**
 * The one caveat that goes with the price figure on every view; `average` adds that a
 * community's figure is worked out at its average tax rate.
 */
export function PriceFigureNote({
  average = false,
  className,
  textClassName = "text-xs text-slate-600 dark:text-slate-400",
}: {
  average?: boolean;
  /** Spacing and layout. */
  className?: string;
  /** Size and colour, for views that scale their own text (the presenter). */
  textClassName?: string;
}) {
  return (
    <p data-testid="price-figure-note" className={cn(textClassName, className)}>
      {PRICE_FIGURE_CAVEAT}
      {average && ` ${PRICE_FIGURE_AVERAGE_NOTE}`}
    </p>
  );
}
