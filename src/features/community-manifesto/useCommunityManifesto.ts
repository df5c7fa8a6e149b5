import { useCallback, useEffect, useRef, useState } from "react";
import { useAction } from "convex/react";
import { api } from "@convex/_generated/api";
import type { CommunityManifestoResult } from "@convex/domain/ai/types";

export type CommunityManifestoState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; manifesto: CommunityManifestoResult; refreshing: boolean };

/**
 * Runs ai:communityManifesto (docs/ai.md) once the vote count is known and again whenever
 * `totalVotes` changes (the server answers from its cache until the count has moved enough), keeping
 * the last answer on screen while a new one loads.
 */
export function useCommunityManifesto(totalVotes: number | undefined) {
  const load = useAction(api.ai.communityManifesto);
  const [state, setState] = useState<CommunityManifestoState>({ status: "loading" });
  const latest = useRef(0);

  const run = useCallback(() => {
    const request = ++latest.current;
    setState((current) =>
      current.status === "ready" ? { ...current, refreshing: true } : { status: "loading" },
    );
    load({})
      .then((manifesto) => {
        if (request === latest.current) setState({ status: "ready", manifesto, refreshing: false });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (request === latest.current) setState({ status: "error" });
      });
  }, [load]);

  useEffect(() => {
    if (totalVotes !== undefined) run();
  }, [run, totalVotes]);

  return { state, reload: run };
}
