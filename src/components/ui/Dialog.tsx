import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class; the policy dialog uses max-w-2xl (spec 2.3). */
  maxWidth?: string;
  className?: string;
  /** Actions pinned below the scrolling body. */
  footer?: ReactNode;
}

/** A centred modal with title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  children,
  maxWidth = "max-w-lg",
  className,
  footer,
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        {...returnFocus}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
          "rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
          maxWidth,
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </DialogPrimitive.Description>
            ) : (
              <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:hover:bg-slate-800"
            aria-label={t("common.close")}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>
        {footer && (
          <div className="flex justify-end gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
            {footer}
          </div>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Focus goes back to whatever opened the dialog when it closes (Save, Cancel, Escape).
 * Radix does this only for a `DialogTrigger`; a dialog opened by state (the policy
 * dialog) otherwise dropped focus to <body> (issue 27). The opener is the element
 * focused when the dialog mounts, before Radix moves focus inside.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
