import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { PROGRESS_BAR_FRAME } from "./progressBarFrame";
import { PROGRESS_STEPS } from "./progressSteps";
import { useProgress } from "./useProgress";

/** The sticky five-step progress bar (spec 2.3), wide and small-screen forms. */
export function ProgressBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signedIn, summary, refresh } = useProgress();
  const completed = summary?.completedSteps ?? 0;
  const percentage = summary?.percentage ?? 0;
  const t = useT();

  return (
    // A landmark of its own (axe "region"): its steps take a person to each stage.
    <nav className={PROGRESS_BAR_FRAME.outer} aria-label={t("progress.label")}>
      <div className={PROGRESS_BAR_FRAME.inner}>
        <div className={cn("flex items-center gap-3 md:hidden", PROGRESS_BAR_FRAME.smallRow)}>
          <span className="text-xs font-medium text-slate-700 dark:text-slate-200">
            {t("progress.short", { completed })}
          </span>
          <div
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            aria-hidden="true"
          >
            <div className="h-full bg-teal-600" style={{ width: `${percentage}%` }} />
          </div>
          <span className="text-xs tabular-nums text-slate-700 dark:text-slate-200">
            {percentage}%
          </span>
        </div>
        <div className={cn("hidden items-center gap-2 md:flex", PROGRESS_BAR_FRAME.wideRow)}>
          <ol className="flex flex-1 items-center gap-1" aria-label={t("progress.label")}>
            {PROGRESS_STEPS.map((step, index) => {
              const state = summary?.steps.find((s) => s.id === step.id);
              const reachable = signedIn && (state?.reachable ?? false);
              const complete = state?.complete ?? false;
              const current = step.isCurrent(pathname);
              return (
                <li key={step.id} className="flex flex-1 items-center">
                  <button
                    type="button"
                    disabled={!reachable}
                    onClick={() => navigate(step.route(signedIn))}
                    title={t(step.description)}
                    aria-current={current ? "step" : undefined}
                    className={cn(
                      "flex w-full items-center gap-2 rounded-md px-2 py-1 text-left text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500",
                      reachable
                        ? "hover:bg-slate-100 dark:hover:bg-slate-800"
                        : "cursor-not-allowed opacity-60",
                      current && "bg-slate-100 dark:bg-slate-800",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "grid h-5 w-5 shrink-0 place-items-center rounded-full text-[10px] font-bold",
                        complete
                          ? "bg-teal-600 text-white"
                          : current
                            ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
                            : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100",
                      )}
                    >
                      {complete ? "✓" : index + 1}
                    </span>
                    <span className="font-medium text-slate-800 dark:text-slate-100">
                      {t(step.label)}
                    </span>
                    <span className="sr-only">{complete ? t("progress.complete") : ""}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            onClick={refresh}
            title={t("progress.refresh")}
            aria-label={t("progress.refresh")}
            className="grid h-7 w-7 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path
                d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <div
            className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            aria-hidden="true"
          >
            <div className="h-full bg-teal-600" style={{ width: `${percentage}%` }} />
          </div>
          <span className="w-10 text-right text-xs tabular-nums text-slate-700 dark:text-slate-200">
            {percentage}%
          </span>
        </div>
      </div>
    </nav>
  );
}
