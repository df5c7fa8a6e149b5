import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { QUIZ_QUESTIONS, scoreQuiz, type QuizAnswers } from "@convex/domain/quiz";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer } from "@/components/ui/Page";
import { toast } from "@/components/ui/Toast";
import { selectNarrative, setQuizResult, useSelection } from "@/lib/selection";
import { OptionPicker } from "./OptionPicker";
import { loadConvex } from "@/app/loadConvex";
import { loadPage } from "@/app/preloadPage";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { quizMessages } from "@/i18n/messages/quiz";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

const TOTAL = QUIZ_QUESTIONS.length;

/** /quiz: five questions, ten options each (spec 2.3, 4). */
export default function QuizPage() {
  const { quizResult } = useSelection();
  const t = useT(quizMessages);
  const text = useCatalogueText();
  const [started] = useState(() => quizResult !== null);
  const [step, setStep] = useState(0);
  const [drafts, setDrafts] = useState<Array<number | null>>(() => QUIZ_QUESTIONS.map(() => null));
  const [answers, setAnswers] = useState<Partial<QuizAnswers>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const card = useRef<HTMLDivElement>(null);
  useFocusQuestionOnStep(step, card);

  if (started) return <Navigate to={paths.quizResult} replace />;
  const question = text.question(QUIZ_QUESTIONS[step]);
  const draft = drafts[step];
  const last = step === TOTAL - 1;

  const finish = async (final: QuizAnswers) => {
    const score = scoreQuiz(final);
    setBusy(true);
    try {
      // The results page's code comes beside the answer, so it is drawn as soon as it is
      // navigated to (a spinner in between would drop the keyboard's focus).
      const page = loadPage(paths.quizResult).catch(() => undefined);
      // The page paints without the Convex client (issue 42): it is needed only here.
      const { convex, api } = await loadConvex();
      const result = await convex.query(api.quiz.result, { answers: final });
      await page;
      setQuizResult({ x: result.x, y: result.y, quadrant: result.quadrant });
      const first = result.matchedNarratives[0];
      if (first) selectNarrative({ id: first._id, title: first.title, quadrant: first.quadrant });
      void navigate(paths.quizResult);
    } catch (error) {
      console.error(error);
      setQuizResult(score);
      toast({ title: t("quiz.failedToLoad"), variant: "destructive" });
      void navigate(paths.quadrant(score.quadrant));
    }
  };
  const next = () => {
    if (draft === null || busy) return;
    const recorded = { ...answers, [question.id]: draft };
    setAnswers(recorded);
    if (last) void finish(recorded as QuizAnswers);
    else setStep(step + 1);
  };

  return (
    <PageContainer className="max-w-2xl">
      <div className="mb-6">
        <div className="flex items-center justify-between text-sm font-medium">
          <span>{t("quiz.heading")}</span>
          <span>{t("quiz.step", { step: step + 1, total: TOTAL })}</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          role="progressbar"
          aria-label={t("quiz.progress")}
          aria-valuemin={0}
          aria-valuemax={TOTAL}
          aria-valuenow={step + 1}
        >
          <div
            className="h-full bg-teal-600 transition-all"
            style={{ width: `${((step + 1) / TOTAL) * 100}%` }}
          />
        </div>
      </div>
      <div ref={card}>
        <Card className="p-5 md:p-8">
          <h1 className="text-xl font-semibold md:text-2xl" lang={question.lang}>
            {question.label}
          </h1>
          <div className="mt-6">
            <OptionPicker
              key={question.id}
              question={question}
              value={draft}
              onChange={(value) => setDrafts((d) => d.map((x, i) => (i === step ? value : x)))}
            />
          </div>
          <div className="mt-6 flex justify-between gap-3">
            <Button
              variant="outline"
              onClick={() => setStep(step - 1)}
              disabled={step === 0 || busy}
            >
              {t("common.back")}
            </Button>
            {/* Not disabled while the results load: focus stays on it until the next page. */}
            <Button onClick={next} disabled={draft === null} aria-busy={busy}>
              {last ? t("quiz.seeResults") : t("common.next")}
            </Button>
          </div>
        </Card>
      </div>
      <div className="mt-6 text-center">
        <Link
          to={paths.narratives}
          className="text-sm font-medium text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
        >
          {t("quiz.skip")}
        </Link>
      </div>
    </PageContainer>
  );
}

/**
 * After Next or Back (not on arrival), focus goes to the new question's slider, so a
 * keyboard user is not left on a button that the new question disables (issue 27).
 */
function useFocusQuestionOnStep(step: number, card: React.RefObject<HTMLDivElement | null>) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // The new question's slider thumb is laid out a frame after it mounts.
    const frame = requestAnimationFrame(() =>
      card.current?.querySelector<HTMLElement>("input[type='range']")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [step, card]);
}
