import { lazy, type ReactElement } from "react";

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
  { path: "/", element: <HomePage /> },
  { path: "/quiz", element: <QuizPage /> },
  { path: "/narratives", element: <QuadrantMapPage /> },
  { path: "/quiz-result", element: <QuadrantMapPage /> },
  { path: "/quadrant/:name", element: <QuadrantPage /> },
  { path: "/narrative", element: <MissingNarrativePage /> },
  { path: "/narrative/:narrativeId", element: <NarrativeDetailPage /> },
  { path: "/narrative/:narrativeId/summary", element: <NarrativeSummaryPage /> },
  { path: "/narrative/:narrativeId/category/:category", element: <NarrativeCategoryPage /> },
  { path: "/policy-areas", element: <PolicyAreasPage /> },
  { path: "/policy-area/:areaId", element: <PolicyAreaDetailPage /> },
  { path: "/policy-selection", element: <PolicySelectionPage /> },
  { path: "/search", element: <SearchPage /> },
];
