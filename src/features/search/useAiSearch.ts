import { useAction } from "convex/react";
import { useCallback, useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import type { SearchResult } from "@convex/domain/ai/types";
import { toast } from "@/components/ui/Toast";
import { aiClientId } from "@/lib/aiClientId";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { currentLanguage } from "@/i18n/i18n";

/** Spec 8: the search error toast. */
export const SEARCH_ERROR_TITLE = "Search Error";
export const SEARCH_ERROR_TEXT = "Failed to perform AI search. Please try again.";

/**
 * Runs `ai:search` (docs/ai.md). The query is trimmed and a blank one is not sent (spec 5);
 * only the newest request's answer is kept. A thrown error shows the spec's toast, or the
 * server's own message for expected errors such as the rate limit.
 */
export function useAiSearch() {
  const search = useAction(api.ai.search);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const latest = useRef(0);

  const run = useCallback(
    async (raw: string) => {
      const query = raw.trim();
      if (query === "") return;
      const request = ++latest.current;
      setLoading(true);
      setAsked(query);
      try {
        const answer = await search({ query, clientId: aiClientId(), language: currentLanguage() });
        if (request === latest.current) setResult(answer);
      } catch (error) {
        if (request !== latest.current) return;
        console.error(error);
        setResult(null);
        const expected = errorCode(error) !== null;
        toast({
          title: SEARCH_ERROR_TITLE,
          description: expected ? errorMessage(error, SEARCH_ERROR_TEXT) : SEARCH_ERROR_TEXT,
          variant: "destructive",
        });
      } finally {
        if (request === latest.current) setLoading(false);
      }
    },
    [search],
  );

  return { result, loading, asked, run };
}
