import { lazy } from "react";
import { lazyPage, type PageRoute } from "./lazyPage";
import { patterns } from "./paths";

/** Pages of the first part of the app, each lazy-loaded into its own chunk. */
const HomePage = lazyPage(() => import("@/features/home/HomePage"));
const QuizPage = lazyPage(() => import("@/features/quiz/QuizPage"));
const QuadrantMapPage = lazyPage(() => import("@/features/narratives/QuadrantMapPage"));
const QuadrantPage = lazyPage(() => import("@/features/narratives/QuadrantPage"));
const NarrativeDetailPage = lazyPage(() => import("@/features/narratives/NarrativeDetailPage"));
const NarrativeSummaryPage = lazyPage(() => import("@/features/narratives/NarrativeSummaryPage"));
const NarrativeCategoryPage = lazyPage(() => import("@/features/narratives/NarrativeCategoryPage"));
const PolicyAreasPage = lazyPage(() => import("@/features/policy-picker/PolicyAreasPage"));
const PolicyAreaDetailPage = lazyPage(
  () => import("@/features/policy-picker/PolicyAreaDetailPage"),
);
const PolicySelectionPage = lazyPage(() => import("@/features/policy-picker/PolicySelectionPage"));
const SearchPage = lazyPage(() => import("@/features/search/SearchPage"));
const MissingNarrativePage = lazyPage(() => import("@/features/narratives/MissingNarrativePage"));

export const NotFoundPage = lazy(() => import("./NotFound"));

export const pageRoutes: PageRoute[] = [
  { path: patterns.home, element: <HomePage />, page: HomePage },
  { path: patterns.quiz, element: <QuizPage />, page: QuizPage },
  { path: patterns.narratives, element: <QuadrantMapPage />, page: QuadrantMapPage },
  { path: patterns.quizResult, element: <QuadrantMapPage />, page: QuadrantMapPage },
  { path: patterns.quadrant, element: <QuadrantPage />, page: QuadrantPage },
  {
    path: patterns.missingNarrative,
    element: <MissingNarrativePage />,
    page: MissingNarrativePage,
  },
  {
    path: patterns.narrative,
    element: <NarrativeDetailPage />,
    page: NarrativeDetailPage,
  },
  {
    path: patterns.narrativeSummary,
    element: <NarrativeSummaryPage />,
    page: NarrativeSummaryPage,
  },
  {
    path: patterns.narrativeCategory,
    element: <NarrativeCategoryPage />,
    page: NarrativeCategoryPage,
  },
  { path: patterns.policyAreas, element: <PolicyAreasPage />, page: PolicyAreasPage },
  {
    path: patterns.policyArea,
    element: <PolicyAreaDetailPage />,
    page: PolicyAreaDetailPage,
  },
  {
    path: patterns.policySelection,
    element: <PolicySelectionPage />,
    page: PolicySelectionPage,
  },
  { path: patterns.search, element: <SearchPage />, page: SearchPage },
];
