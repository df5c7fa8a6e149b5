/** Text inputs on the room pages (create, rename, join). */
export const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";
