import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";

/** The product mark: four quadrant tiles around a cross. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={cn("h-8 w-8", className)}>
      <rect x="2" y="2" width="17" height="17" rx="4" className="fill-teal-500" />
      <rect x="21" y="2" width="17" height="17" rx="4" className="fill-orange-500" />
      <rect x="2" y="21" width="17" height="17" rx="4" className="fill-purple-500" />
      <rect x="21" y="21" width="17" height="17" rx="4" className="fill-amber-400" />
    </svg>
  );
}

export function LogoText({ className }: { className?: string }) {
  const t = useT();
  return <span className={cn("font-semibold tracking-tight", className)}>{t("site.name")}</span>;
}
