/**
 * The progress bar's frame: its classes, shared by the bar (ProgressBar.tsx, a chunk of its
 * own) and the placeholder the layout shows while that chunk loads, so both are the same
 * height at every width and nothing below moves when the bar arrives (issue 42). The rows
 * have fixed heights (a line of text-xs on phones, the 28 px step buttons from md up).
 */
export const PROGRESS_BAR_FRAME = {
  outer:
    "sticky top-14 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95",
  inner: "mx-auto max-w-6xl px-4 py-2 md:px-6",
  smallRow: "h-4",
  wideRow: "h-7",
  /** The placeholder's one row: the small row's height, the wide row's from md up. */
  placeholderRow: "h-4 md:h-7",
} as const;
