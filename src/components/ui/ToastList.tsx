import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";
import { dismiss, useToastItems, type ToastVariant } from "./Toast";

const VARIANTS: Record<ToastVariant, string> = {
  default:
    "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  success:
    "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50",
  destructive:
    "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
  warning:
    "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
};

/** The toasts and their viewport: Radix's region, swipe and timers. */
export default function ToastList() {
  const current = useToastItems();
  const t = useT();
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {current.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.duration ?? 4000}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            "flex items-start gap-3 rounded-lg border p-4 shadow-lg",
            VARIANTS[item.variant ?? "default"],
          )}
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t("common.dismiss")}
            className="rounded p-0.5 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top on phones, so a toast never covers a page's bottom action bar (the
          editor's Save/Submit); bottom right from the md breakpoint up. */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-auto md:bottom-0" />
    </ToastPrimitive.Provider>
  );
}
