import * as AlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactElement, ReactNode } from "react";
import { buttonClass } from "@/components/ui/Button";

interface Props {
  /** The button that opens the dialog (a `Button`, given its own variant and size). */
  trigger: ReactElement;
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's text. */
  confirm: string;
  cancel: string;
  /** `danger` for what cannot be undone (the default), `primary` otherwise. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
}

/**
 * An action behind a confirmation (Radix AlertDialog): Escape or the cancel button keeps
 * things as they are, and focus goes back to the trigger. Closing a room, removing its
 * guests' votes, rotating its code, withdrawing consent and deleting an account use it.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirm,
  cancel,
  tone = "danger",
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 text-base text-slate-900 shadow-xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            {children}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass("outline")}>{cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(tone)} onClick={onConfirm}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
