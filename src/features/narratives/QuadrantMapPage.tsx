import { useQuery } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { Button, buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { QUADRANT_INFO, type Quadrant } from "@/lib/quadrants";
import { clearNarrative, resetSelection, setQuizResult, useSelection } from "@/lib/selection";
import { QuadrantCard } from "./QuadrantCard";
import { paths } from "@/app/paths";

/** Grid order: visionary on top, shared on the left (spec 1). */
const GRID: Quadrant[] = ["rewild", "leap", "steady", "scale"];

function EmptyState() {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-xl font-semibold">No narratives available</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        We couldn&apos;t load the narrative data from the database. Please try again later.
      </p>
      <Button
        className="mt-5"
        onClick={() => {
          resetSelection();
          window.location.reload();
        }}
      >
        Reload data
      </Button>
    </div>
  );
}

function QuadrantGrid() {
  const narratives = useQuery(api.narratives.listAll);
  const { quizResult } = useSelection();
  const navigate = useNavigate();
  const landed = quizResult?.quadrant ?? null;

  if (narratives === undefined) {
    return (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        aria-busy="true"
        aria-label="Loading quadrants"
      >
        {GRID.map((q) => (
          <Skeleton key={q} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (narratives.length === 0) return <EmptyState />;
  return (
    <>
      <p className="mb-4 text-center text-lg font-medium">
        {landed
          ? `Everyone sees the future differently. You landed on ${QUADRANT_INFO[landed].name}.`
          : "Explore the different perspectives below."}
      </p>
      <div className="relative">
        <p className="mb-2 text-center text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          Visionary Ambition
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {GRID.map((quadrant) => (
            <QuadrantCard
              key={quadrant}
              quadrant={quadrant}
              highlighted={landed === quadrant}
              actionLabel={landed === quadrant ? "Start Here" : "Explore"}
              onChoose={() => {
                clearNarrative();
                void navigate(paths.quadrant(quadrant));
              }}
            />
          ))}
        </div>
        <p className="mt-2 text-center text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          Grounded Practice
        </p>
        <div className="mt-1 flex justify-between text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-300">
          <span>← Shared Paths</span>
          <span>Personal Paths →</span>
        </div>
      </div>
    </>
  );
}

/** /narratives and /quiz-result: the quadrant map (spec 2.3). */
export default function QuadrantMapPage() {
  const navigate = useNavigate();
  return (
    <PageContainer className="max-w-4xl">
      <div className="mb-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Political narratives</h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600 dark:text-slate-300">
          This map isn&apos;t left vs right. It&apos;s about how you believe change happens.
        </p>
      </div>
      <ErrorBoundary fallback={<EmptyState />}>
        <QuadrantGrid />
      </ErrorBoundary>
      <div className="mt-10 text-center">
        <p className="text-lg font-semibold">Find your tribe.</p>
        <Button
          variant="link"
          className="mt-1 text-base"
          onClick={() => {
            setQuizResult(null);
            void navigate(paths.quiz);
          }}
        >
          Take the spectrum quiz →
        </Button>
        <div className="mt-4">
          <Link to={paths.policyAreas} className={buttonClass("outline", "sm")}>
            Manual Build
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
