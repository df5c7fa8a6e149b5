import { ProportionalManifesto } from "./ProportionalManifesto";

/**
 * The presenter's option to show a room's proportional manifesto: folded away until the
 * facilitator opens it, so the projected layout keeps its height.
 */
export function PresenterEqualShares({ roomCode }: { roomCode: string }) {
  return (
    <details className="rounded-lg border border-slate-300 p-[0.5em] dark:border-slate-600">
      <summary className="cursor-pointer font-semibold">Show the proportional manifesto</summary>
      <div className="mt-[0.5em] max-h-[60vh] overflow-auto">
        <ProportionalManifesto roomCode={roomCode} />
      </div>
    </details>
  );
}
