import { Link } from "react-router-dom";
import { useConvexAuth } from "convex/react";
import { buttonClass } from "@/components/ui/Button";
import { useSelection } from "@/lib/selection";
import { paths } from "@/app/paths";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";

/**
 * Where a participant goes after joining: the vote when a narrative is chosen, else the
 * narratives after the quiz, else the quiz.
 */
export function NextSteps() {
  const selection = useSelection();
  const { isAuthenticated } = useConvexAuth();
  const t = useT(joinMessages);
  const text = useCatalogueText();
  const step = selection.narrative
    ? {
        to: paths.bindVote,
        label: t("join.next.review"),
        text: t("join.next.chosen", { title: text.narrative(selection.narrative).title }),
      }
    : selection.quizResult
      ? {
          to: paths.narratives,
          label: t("join.next.choose"),
          text: t("join.next.quizTaken"),
        }
      : {
          to: paths.quiz,
          label: t("join.next.takeQuiz"),
          text: t("join.next.startQuiz"),
        };
  return (
    <div>
      <h2 className="text-lg font-semibold">{t("join.next.title")}</h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{step.text}</p>
      {!isAuthenticated && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("join.next.signInLater")}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={step.to} className={buttonClass("primary")}>
          {step.label}
        </Link>
        {step.to !== paths.narratives && (
          <Link to={paths.narratives} className={buttonClass("outline")}>
            {t("join.next.browse")}
          </Link>
        )}
      </div>
    </div>
  );
}
