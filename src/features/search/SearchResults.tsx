import type { SearchResult } from "@convex/domain/ai/types";
import { AiEngineNote } from "@/components/AiEngineNote";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { ResultCard } from "./ResultCard";
import { useT } from "@/i18n/react";
import { searchMessages } from "@/i18n/messages/search";

/** Placeholders while a search runs. */
export function SearchLoading() {
  const t = useT(searchMessages);
  return (
    <div aria-busy="true" className="mt-8 space-y-4">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t("search.loading")}
      </p>
      <Skeleton className="h-16" />
      <Skeleton className="h-32" />
      <Skeleton className="h-32" />
    </div>
  );
}

/** The answer, the matching policies or narratives with reasons, and recommendations (spec 2.3). */
export function SearchResults({ result, query }: { result: SearchResult; query: string }) {
  const t = useT(searchMessages);
  if (result.type === "error") {
    return (
      <div
        role="alert"
        className="mt-8 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        {result.response}
      </div>
    );
  }
  const count = result.results.length;
  const kind =
    result.type === "narratives"
      ? t("search.matchingNarratives", { count })
      : t("search.matchingPolicies", { count });
  return (
    <div className="mt-8 space-y-8">
      <section aria-labelledby="search-answer">
        <h2 id="search-answer" className="sr-only">
          {t("search.answerFor", { query })}
        </h2>
        <Card className="border-teal-300 bg-teal-50/60 p-5 dark:border-teal-800 dark:bg-teal-950/40">
          <p className="text-base leading-relaxed">{result.response}</p>
          <AiEngineNote engine={result.engine} notice={result.notice} className="mt-3" />
        </Card>
      </section>
      <section aria-labelledby="search-results">
        <h2 id="search-results" className="text-xl font-semibold">
          {kind}
        </h2>
        {result.results.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t("search.noMatch")}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {result.results.map((item) => (
              <li key={item.id}>
                <ResultCard
                  id={item.id}
                  data={item.data}
                  reason={item.relevance}
                  reasonLabel={t("search.whyMatches")}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {result.recommendations.length > 0 && (
        <section aria-labelledby="search-recommendations">
          <h2 id="search-recommendations" className="text-xl font-semibold">
            {t("search.recommended")}
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {result.recommendations.map((item) => (
              <li key={`${item.type}-${item.id}`}>
                <ResultCard
                  id={item.id}
                  data={item.data}
                  reason={item.reason}
                  reasonLabel={t("search.why")}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
