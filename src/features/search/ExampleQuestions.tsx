import { Button } from "@/components/ui/Button";
import { useT } from "@/i18n/react";
import { searchMessages } from "@/i18n/messages/search";

/**
 * Five suggested questions (spec 2.3), each answered by the offline engine's catalogue in
 * English; asked in the page's language.
 */
export const EXAMPLE_QUESTIONS = [
  "search.example.nhs",
  "search.example.housing",
  "search.example.carbon",
  "search.example.poverty",
  "search.example.community",
] as const;

export function ExampleQuestions({
  onPick,
  disabled,
}: {
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  const t = useT(searchMessages);
  return (
    <section aria-labelledby="example-questions" className="mt-4">
      <h2 id="example-questions" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t("search.examples")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {EXAMPLE_QUESTIONS.map((id) => t(id)).map((question) => (
          <li key={question}>
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-8 py-1.5 text-left"
              disabled={disabled}
              onClick={() => onPick(question)}
            >
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
