import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  success: "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100",
  warning: "bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100",
  danger: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
