import { Button } from "@/components/ui/Button";

/** Five suggested questions (spec 2.3), each answered by the offline engine's catalogue. */
export const EXAMPLE_QUESTIONS = [
  "How can we cut NHS waiting lists?",
  "How can we make housing affordable for renters?",
  "What policies would cut carbon emissions fastest?",
  "How could we reduce child poverty?",
  "Which narratives focus on community ownership?",
] as const;

export function ExampleQuestions({
  onPick,
  disabled,
}: {
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <section aria-labelledby="example-questions" className="mt-4">
      <h2 id="example-questions" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        Try one of these
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {EXAMPLE_QUESTIONS.map((question) => (
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
