import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export interface SegmentedTab<T extends string> {
  value: T;
  label: ReactNode;
}

interface Props<T extends string> {
  tabs: SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** Id prefix for aria-controls: panels use `${idPrefix}-panel-${value}`. */
  idPrefix?: string;
  className?: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs: roving tab index, arrow/Home/End keys) drawn as a
 * segmented control. Panels render with `tabPanelProps(idPrefix, value)`.
 */
export function SegmentedTabs<T extends string>(props: Props<T>) {
  const { tabs, value, onChange, label, className } = props;
  const generated = useId();
  const prefix = props.idPrefix ?? generated;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    let next = index;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    onChange(tabs[next].value);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800 ${className ?? ""}`}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${prefix}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex-1 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 ${
              selected
                ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
                : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A focusable tab panel's visible focus (WCAG 2.4.7): the panel is in the tab order, so
 * reaching it by Tab must show where focus is.
 */
export const tabPanelFocusClass =
  "rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900";

/** Props for the panel of one tab. */
export function tabPanelProps(idPrefix: string, value: string) {
  return {
    role: "tabpanel" as const,
    id: `${idPrefix}-panel-${value}`,
    "aria-labelledby": `${idPrefix}-tab-${value}`,
    tabIndex: 0,
  };
}
