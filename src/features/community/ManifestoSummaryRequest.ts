import { useEffect, useState } from "react";
import { useAction } from "convex/react";
import { api } from "@convex/_generated/api";
import type { SummaryResult } from "@convex/domain/ai/types";
import { aiClientId } from "@/lib/aiClientId";
import { errorMessage } from "@/lib/errorMessage";
import type { ActiveVote } from "./YourVoteView";
import { currentLanguage } from "@/i18n/i18n";
import { translate } from "@/i18n/react";
import "@/i18n/messages/community";

/** Spec 8: what a failed summary shows when the error has no text of its own. */
export const summaryFailed = () => translate("community.summaryCard.failed");

export type ManifestoSummaryState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; summary: SummaryResult };

/**
 * Summaries already written this page view, by vote id: switching tabs or pressing Refresh
 * remounts Your Vote, and the same vote gives the same summary, so it is not asked again
 * (the AI actions are rate-limited, docs/ai.md).
 */
const written = new Map<string, SummaryResult>();

/**
 * The AI-written summary of the user's active vote (spec 2.3 "Your Vote", 7.2
 * personal_summary): its policies, narrative and economic settings.
 */
export function useManifestoSummary(vote: NonNullable<ActiveVote>) {
  const summarise = useAction(api.ai.summarise);
  const known = written.get(vote._id);
  const [state, setState] = useState<ManifestoSummaryState>(
    known ? { status: "ready", summary: known } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cached = written.get(vote._id);
    if (cached) {
      setState({ status: "ready", summary: cached });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    summarise({
      type: "personal_summary",
      language: currentLanguage(),
      policies: vote.policies.map((policy) => ({
        id: policy._id,
        title: policy.title,
        description: policy.description,
        category: policy.category,
        quadrant: policy.quadrant,
        costEstimate: policy.costEstimate,
      })),
      narrative: vote.narrative && {
        id: vote.narrative._id,
        title: vote.narrative.title,
        quadrant: vote.narrative.quadrant,
      },
      economicSettings: {
        taxRate: vote.taxRate,
        dividend: vote.dividend,
        inflation: vote.inflation,
      },
      clientId: aiClientId(),
    })
      .then((summary) => {
        written.set(vote._id, summary);
        if (current) setState({ status: "ready", summary });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: "error", message: errorMessage(error, summaryFailed()) });
      });
    return () => {
      current = false;
    };
    // The vote id identifies its policies and settings: a new bind is a new vote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vote._id, attempt, summarise]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
