import type { Engine } from "@convex/domain/ai/types";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";

/**
 * Says which engine wrote an AI answer (docs/ai.md): the deterministic offline engine or
 * the configured model, plus the fallback notice when the model failed.
 */
export function AiEngineNote({
  engine,
  notice,
  className,
}: {
  engine: Engine;
  notice?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-300",
        className,
      )}
    >
      <span
        data-testid="ai-engine"
        data-engine={engine}
        className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-2 py-0.5 font-medium dark:border-slate-600"
      >
        <span
          aria-hidden="true"
          className={cn(
            "h-1.5 w-1.5 rounded-full",
            engine === "model" ? "bg-sky-600" : "bg-slate-500",
          )}
        />
        {t(engine === "model" ? "ai.engine.model" : "ai.engine.offline")}
      </span>
      {notice && <span>{notice}</span>}
    </p>
  );
}
