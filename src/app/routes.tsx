import { lazy, type ReactElement } from "react";
import { patterns } from "./paths";

/** Pages of the first part of the app, each lazy-loaded into its own chunk. */
const HomePage = lazy(() => import("@/features/home/HomePage"));
const QuizPage = lazy(() => import("@/features/quiz/QuizPage"));
const QuadrantMapPage = lazy(() => import("@/features/narratives/QuadrantMapPage"));
const QuadrantPage = lazy(() => import("@/features/narratives/QuadrantPage"));
const NarrativeDetailPage = lazy(() => import("@/features/narratives/NarrativeDetailPage"));
const NarrativeSummaryPage = lazy(() => import("@/features/narratives/NarrativeSummaryPage"));
const NarrativeCategoryPage = lazy(() => import("@/features/narratives/NarrativeCategoryPage"));
const PolicyAreasPage = lazy(() => import("@/features/policy-picker/PolicyAreasPage"));
const PolicyAreaDetailPage = lazy(() => import("@/features/policy-picker/PolicyAreaDetailPage"));
const PolicySelectionPage = lazy(() => import("@/features/policy-picker/PolicySelectionPage"));
const SearchPage = lazy(() => import("@/features/search/SearchPage"));
const MissingNarrativePage = lazy(() => import("@/features/narratives/MissingNarrativePage"));

export const NotFoundPage = lazy(() => import("./NotFound"));

export const pageRoutes: Array<{ path: string; element: ReactElement }> = [
  { path: patterns.home, element: <HomePage /> },
  { path: patterns.quiz, element: <QuizPage /> },
  { path: patterns.narratives, element: <QuadrantMapPage /> },
  { path: patterns.quizResult, element: <QuadrantMapPage /> },
  { path: patterns.quadrant, element: <QuadrantPage /> },
  { path: patterns.missingNarrative, element: <MissingNarrativePage /> },
  { path: patterns.narrative, element: <NarrativeDetailPage /> },
  { path: patterns.narrativeSummary, element: <NarrativeSummaryPage /> },
  { path: patterns.narrativeCategory, element: <NarrativeCategoryPage /> },
  { path: patterns.policyAreas, element: <PolicyAreasPage /> },
  { path: patterns.policyArea, element: <PolicyAreaDetailPage /> },
  { path: patterns.policySelection, element: <PolicySelectionPage /> },
  { path: patterns.search, element: <SearchPage /> },
];
