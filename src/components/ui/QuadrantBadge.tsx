import { cn } from "@/lib/cn";
import { QUADRANT_INFO, type Quadrant } from "@/lib/quadrants";
import { useT } from "@/i18n/react";

/** A quadrant chip in the quadrant's colour (spec 9). */
export function QuadrantBadge({ quadrant, className }: { quadrant: Quadrant; className?: string }) {
  const info = QUADRANT_INFO[quadrant];
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        info.badge,
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {t(`quadrant.${quadrant}.name`)}
    </span>
  );
}
