import { useState } from "react";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { ExampleQuestions } from "./ExampleQuestions";
import { SearchForm } from "./SearchForm";
import { SearchLoading, SearchResults } from "./SearchResults";
import { useAiSearch } from "./useAiSearch";
import { useT } from "@/i18n/react";
import { searchMessages } from "@/i18n/messages/search";

/** /search: AI policy search (spec 2.3, 3 "AI search response", 5, 8). */
export default function SearchPage() {
  const t = useT(searchMessages);
  const [query, setQuery] = useState("");
  const { result, loading, asked, run } = useAiSearch();
  const ask = (question: string) => {
    setQuery(question);
    void run(question);
  };
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t("search.title")} description={t("search.description")} />
      <SearchForm value={query} onChange={setQuery} onSubmit={ask} loading={loading} />
      <ExampleQuestions onPick={ask} disabled={loading} />
      {loading ? (
        <SearchLoading />
      ) : result && asked ? (
        <SearchResults result={result} query={asked} />
      ) : (
        <p className="mt-10 text-center text-slate-600 dark:text-slate-300">{t("search.empty")}</p>
      )}
    </PageContainer>
  );
}
