import { Link } from "react-router-dom";
import { useConvexAuth } from "convex/react";
import { buttonClass } from "@/components/ui/Button";
import { useSelection } from "@/lib/selection";
import { paths } from "@/app/paths";

/**
 * Where a participant goes after joining: the vote when a narrative is chosen, else the
 * narratives after the quiz, else the quiz.
 */
export function NextSteps() {
  const selection = useSelection();
  const { isAuthenticated } = useConvexAuth();
  const step = selection.narrative
    ? {
        to: paths.bindVote,
        label: "Review and bind your vote",
        text: `You have chosen "${selection.narrative.title}". Bind your vote to count it in this room.`,
      }
    : selection.quizResult
      ? {
          to: paths.narratives,
          label: "Choose a narrative",
          text: "You have taken the quiz. Pick a narrative, then bind your vote.",
        }
      : {
          to: paths.quiz,
          label: "Take the quiz",
          text: "Start with the five-question quiz to find your worldview, then bind your vote.",
        };
  return (
    <div>
      <h2 className="text-lg font-semibold">Next step</h2>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{step.text}</p>
      {!isAuthenticated && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          You will be asked to sign in when you bind your vote.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={step.to} className={buttonClass("primary")}>
          {step.label}
        </Link>
        {step.to !== paths.narratives && (
          <Link to={paths.narratives} className={buttonClass("outline")}>
            Browse narratives
          </Link>
        )}
      </div>
    </div>
  );
}
