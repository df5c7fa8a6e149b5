import { useState } from "react";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { ExampleQuestions } from "./ExampleQuestions";
import { SearchForm } from "./SearchForm";
import { SearchLoading, SearchResults } from "./SearchResults";
import { useAiSearch } from "./useAiSearch";

/** /search: AI policy search (spec 2.3, 3 "AI search response", 5, 8). */
export default function SearchPage() {
  const [query, setQuery] = useState("");
  const { result, loading, asked, run } = useAiSearch();
  const ask = (question: string) => {
    setQuery(question);
    void run(question);
  };
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="AI Policy Search"
        description="Ask a question in your own words. The search finds matching policies or narratives, says why each one matches, and recommends where to look next."
      />
      <SearchForm value={query} onChange={setQuery} onSubmit={ask} loading={loading} />
      <ExampleQuestions onPick={ask} disabled={loading} />
      {loading ? (
        <SearchLoading />
      ) : result && asked ? (
        <SearchResults result={result} query={asked} />
      ) : (
        <p className="mt-10 text-center text-slate-600 dark:text-slate-300">
          Results appear here: policies or narratives, each with the reason it matches.
        </p>
      )}
    </PageContainer>
  );
}
