import type { QuizQuestion } from "@convex/domain/quiz";
import { QUIZ_SLIDER_MAX, QUIZ_SLIDER_STEP, answerFromSlider } from "@convex/domain/quiz";
import { Slider } from "@/components/ui/Slider";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";
import { quizMessages } from "@/i18n/messages/quiz";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

interface Props {
  question: QuizQuestion;
  value: number | null;
  onChange: (value: number) => void;
}

/** The slider (0–90, step 10) and ten tappable dots for one question (spec 2.3). */
export function OptionPicker({ question: source, value, onChange }: Props) {
  const question = useCatalogueText().question(source);
  const option = value === null ? null : question.options[value];
  const t = useT(quizMessages);
  const dataLang = question.lang;
  return (
    <div>
      <div
        lang={dataLang}
        className="flex justify-between gap-4 text-xs font-medium text-slate-600 dark:text-slate-300"
      >
        <span>{question.lowLabel}</span>
        <span className="text-right">{question.highLabel}</span>
      </div>
      <Slider
        className="mt-3"
        label={question.label}
        min={0}
        max={QUIZ_SLIDER_MAX}
        // Unanswered, the thumb sits between the middle options (45), which a range input
        // only keeps on a half step; an arrow then lands on option 4 or 5.
        step={value === null ? QUIZ_SLIDER_STEP / 2 : QUIZ_SLIDER_STEP}
        value={(value ?? 4.5) * QUIZ_SLIDER_STEP}
        valueText={option?.text ?? t("quiz.noOption")}
        onValueChange={(position) => onChange(answerFromSlider(position))}
      />
      <div className="mt-3 flex justify-between" role="group" aria-label={t("quiz.options")}>
        {question.options.map((o) => (
          <button
            key={o.value}
            type="button"
            onClick={() => onChange(o.value)}
            // The slider above is the keyboard's way to choose; ten more tab stops per
            // question would make the quiz ~100 key presses (issue 27).
            tabIndex={-1}
            aria-label={o.text}
            aria-pressed={value === o.value}
            className={cn(
              "grid h-8 w-8 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "block rounded-full transition-all",
                value === o.value
                  ? "h-4 w-4 bg-teal-600"
                  : "h-2.5 w-2.5 bg-slate-300 dark:bg-slate-600",
              )}
            />
          </button>
        ))}
      </div>
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-300">
        {t("quiz.hint")}
      </p>
      <div
        className="mt-4 min-h-24 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
        aria-live="polite"
      >
        {option ? (
          <>
            <p className="font-semibold" lang={dataLang}>
              {option.text}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" lang={dataLang}>
              {option.description}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("quiz.noOptionYet")}</p>
        )}
      </div>
    </div>
  );
}
