import { Button } from "@/components/ui/Button";
import { useUpdateAvailable } from "@/lib/appUpdates";
import { useT } from "@/i18n/react";

/**
 * "A new version is available — reload", once the service worker has installed a new
 * version under a running tab (src/lib/appUpdates.ts). The live region is always rendered
 * so screen readers announce the text when it appears.
 */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[90] flex justify-center px-4"
    >
      {available && (
        <p className="pointer-events-auto flex items-center gap-3 rounded-2xl border bg-white px-4 py-2 text-sm font-medium shadow-lg dark:bg-slate-900">
          {t("update.available")}
          <Button size="sm" onClick={() => window.location.reload()}>
            {t("update.reload")}
          </Button>
        </p>
      )}
    </div>
  );
}
