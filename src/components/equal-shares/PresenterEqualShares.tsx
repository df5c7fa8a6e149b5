import { ProportionalManifesto } from "./ProportionalManifesto";
import { useT } from "@/i18n/react";
import { equalSharesMessages } from "@/i18n/messages/equalShares";

/**
 * The presenter's option to show a room's proportional manifesto: folded away until the
 * facilitator opens it, so the projected layout keeps its height.
 */
export function PresenterEqualShares({ roomCode }: { roomCode: string }) {
  const t = useT(equalSharesMessages);
  return (
    <details className="rounded-lg border border-slate-300 p-[0.5em] dark:border-slate-600">
      <summary className="cursor-pointer font-semibold">{t("equalShares.presenter.show")}</summary>
      <div className="mt-[0.5em] max-h-[60vh] overflow-auto">
        <ProportionalManifesto roomCode={roomCode} />
      </div>
    </details>
  );
}
