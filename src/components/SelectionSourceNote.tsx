import type { SelectionSource } from "@/lib/selection";
import { cn } from "@/lib/cn";
import { figuresMessages } from "@/i18n/messages/figures";
import { T, useT } from "@/i18n/react";

/** Names the saved manifesto the policies came from, so Review and Bind say what they act on. */
export function SelectionSourceNote({
  source,
  className,
}: {
  source: SelectionSource | null;
  className?: string;
}) {
  useT(figuresMessages);
  if (!source) return null;
  return (
    <p
      data-testid="selection-source"
      className={cn(
        "rounded-lg border border-teal-200 bg-teal-50 px-4 py-2 text-sm text-teal-950 dark:border-teal-900 dark:bg-teal-950/40 dark:text-teal-50",
        className,
      )}
    >
      <T
        id="figures.fromManifesto"
        values={{ title: source.title, changed: source.changed ? "yes" : "no" }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
