import type { FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { useT } from "@/i18n/react";
import { searchMessages } from "@/i18n/messages/search";

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (query: string) => void;
  loading: boolean;
}

/** The query box: Enter submits; the button is disabled when blank or loading (spec 2.3, 5). */
export function SearchForm({ value, onChange, onSubmit, loading }: Props) {
  const t = useT(searchMessages);
  const blank = value.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || loading) return;
    onSubmit(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="ai-search-query" className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id="ai-search-query"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={500}
          autoComplete="off"
          placeholder={t("search.placeholder")}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-3 text-base shadow-sm placeholder:text-slate-500 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </div>
      <Button type="submit" size="lg" disabled={blank || loading}>
        {loading ? t("search.searching") : t("search.submit")}
      </Button>
    </form>
  );
}
