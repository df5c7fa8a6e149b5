import { cn } from "@/lib/cn";
import { figuresMessages } from "@/i18n/messages/figures";
import { useT } from "@/i18n/react";

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
  const t = useT(figuresMessages);
  return (
    <p data-testid="price-figure-note" className={cn(textClassName, className)}>
      {t("figures.priceCaveat")}
      {average && ` ${t("figures.priceAverage")}`}
    </p>
  );
}
