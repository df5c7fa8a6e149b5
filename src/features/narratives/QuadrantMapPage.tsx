import { useQuery } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { Button, buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { type Quadrant } from "@/lib/quadrants";
import { clearNarrative, resetSelection, setQuizResult, useSelection } from "@/lib/selection";
import { QuadrantCard } from "./QuadrantCard";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

/** Grid order: visionary on top, shared on the left (spec 1). */
const GRID: Quadrant[] = ["rewild", "leap", "steady", "scale"];

function EmptyState() {
  const t = useT(narrativesMessages);
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-xl font-semibold">{t("narratives.noneAvailable")}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("narratives.loadFailed")}</p>
      <Button
        className="mt-5"
        onClick={() => {
          resetSelection();
          window.location.reload();
        }}
      >
        {t("narratives.reload")}
      </Button>
    </div>
  );
}

/**
 * The map's frame (its lead line and axis labels, known without the narratives) is drawn at
 * once around the cards or their skeletons, each as tall as a card: the page's foot does not
 * move when the narratives arrive (issue 42: desktop CLS 0.012 on /narratives).
 */
function QuadrantGrid() {
  const narratives = useQuery(api.narratives.listAll);
  const { quizResult } = useSelection();
  const navigate = useNavigate();
  const landed = quizResult?.quadrant ?? null;
  const t = useT(narrativesMessages);

  if (narratives?.length === 0) return <EmptyState />;
  return (
    <>
      <p className="mb-4 text-center text-lg font-medium">
        {landed
          ? t("narratives.landed", { quadrant: t(`quadrant.${landed}.name`) })
          : t("narratives.explore")}
      </p>
      <div className="relative">
        <p className="mb-2 text-center text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          {t("narratives.visionary")}
        </p>
        {narratives === undefined ? (
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2"
            aria-busy="true"
            aria-label={t("narratives.loadingQuadrants")}
          >
            {GRID.map((q) => (
              // A card's own height (its min-h-44).
              <Skeleton key={q} className="h-44 rounded-2xl" />
            ))}
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {GRID.map((quadrant) => (
              <QuadrantCard
                key={quadrant}
                quadrant={quadrant}
                highlighted={landed === quadrant}
                actionLabel={
                  landed === quadrant ? t("narratives.startHere") : t("narratives.exploreAction")
                }
                onChoose={() => {
                  clearNarrative();
                  void navigate(paths.quadrant(quadrant));
                }}
              />
            ))}
          </div>
        )}
        <p className="mt-2 text-center text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          {t("narratives.grounded")}
        </p>
        <div className="mt-1 flex justify-between text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          <span>{t("narratives.sharedPaths")}</span>
          <span>{t("narratives.personalPaths")}</span>
        </div>
      </div>
    </>
  );
}

/** /narratives and /quiz-result: the quadrant map (spec 2.3). */
export default function QuadrantMapPage() {
  const navigate = useNavigate();
  const t = useT(narrativesMessages);
  return (
    <PageContainer className="max-w-4xl">
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("narratives.heading")}</h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-300">
          {t("narratives.notLeftRight")}
        </p>
      </div>
      <ErrorBoundary fallback={<EmptyState />}>
        <QuadrantGrid />
      </ErrorBoundary>
      <div className="mt-10 text-center">
        <p className="text-lg font-semibold">{t("narratives.findTribe")}</p>
        <Button
          variant="link"
          className="mt-1 text-base"
          onClick={() => {
            setQuizResult(null);
            void navigate(paths.quiz);
          }}
        >
          {t("narratives.takeQuiz")}
        </Button>
        <div className="mt-4">
          <Link to={paths.policyAreas} className={buttonClass("outline", "sm")}>
            {t("narratives.manualBuild")}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
