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
  { path: patterns.home, element: <HomePage />, preload: HomePage.preload },
  { path: patterns.quiz, element: <QuizPage />, preload: QuizPage.preload },
  { path: patterns.narratives, element: <QuadrantMapPage />, preload: QuadrantMapPage.preload },
  {
    path: patterns.quizResult,
    element: <QuadrantMapPage />,
    preload: QuadrantMapPage.preload,
    load: QuadrantMapPage.load,
  },
  { path: patterns.quadrant, element: <QuadrantPage />, preload: QuadrantPage.preload },
  {
    path: patterns.missingNarrative,
    element: <MissingNarrativePage />,
    preload: MissingNarrativePage.preload,
  },
  {
    path: patterns.narrative,
    element: <NarrativeDetailPage />,
    preload: NarrativeDetailPage.preload,
  },
  {
    path: patterns.narrativeSummary,
    element: <NarrativeSummaryPage />,
    preload: NarrativeSummaryPage.preload,
  },
  {
    path: patterns.narrativeCategory,
    element: <NarrativeCategoryPage />,
    preload: NarrativeCategoryPage.preload,
  },
  { path: patterns.policyAreas, element: <PolicyAreasPage />, preload: PolicyAreasPage.preload },
  {
    path: patterns.policyArea,
    element: <PolicyAreaDetailPage />,
    preload: PolicyAreaDetailPage.preload,
  },
  {
    path: patterns.policySelection,
    element: <PolicySelectionPage />,
    preload: PolicySelectionPage.preload,
  },
  { path: patterns.search, element: <SearchPage />, preload: SearchPage.preload },
];
