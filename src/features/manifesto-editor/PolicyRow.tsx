import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { PolicyText } from "@/i18n/data/useCatalogueText";

interface Props {
  title: string;
  /** Category (and cost) line under the title. */
  meta: ReactNode;
  /** Description or reason; omitted when empty. */
  detail?: string;
  detailClassName?: string;
  /** The row's button (Add or Remove). */
  action: ReactNode;
}

/** One policy in the editor's lists: title, category line, a text and its button. */
export function PolicyRow({ title, meta, detail, detailClassName, action }: Props) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          <PolicyText item={{ title }} field="title" />
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-300">{meta}</p>
        {detail && <p className={cn("mt-1 text-sm", detailClassName)}>{detail}</p>}
      </div>
      {action}
    </li>
  );
}

/**
 * Adding or removing a policy takes its row (and the focused button) out of the list;
 * this moves keyboard focus to the row that took its place, or the last one, so that
 * keyboard users keep their place. Attach the ref to the list.
 */
export function useKeepFocusInList() {
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = (index: number) =>
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button:enabled");
      if (!buttons || buttons.length === 0) return;
      buttons[Math.min(index, buttons.length - 1)].focus();
    });
  return { listRef, refocus };
}
