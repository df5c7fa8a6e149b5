import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import type { RouteObject } from "react-router-dom";
import { patterns } from "./paths";

/**
 * Routes of the second part of the web app (economy, simulator, vote, community, manifestos,
 * account, sign-in). The router in App.tsx renders these inside its layout; pages are
 * lazy-loaded so each route is its own chunk.
 */
const AuthPage = lazy(() => import("@/features/auth/AuthPage"));
const SimulatorPage = lazy(() => import("@/features/budget-simulator/SimulatorPage"));
const BindVotePage = lazy(() => import("@/features/bind-vote/BindVotePage"));
const AccountPage = lazy(() => import("@/features/account/AccountPage"));
const EconomyExplainerPage = lazy(() => import("@/features/economy/EconomyExplainerPage"));
const MethodsPage = lazy(() => import("@/features/community/MethodsPage"));
const CommunityPage = lazy(() => import("@/features/community/CommunityPage"));
const ManifestoEditorPage = lazy(() => import("@/features/manifesto-editor/ManifestoEditorPage"));
const CommunityManifestoPage = lazy(
  () => import("@/features/community-manifesto/CommunityManifestoPage"),
);
const StandaloneSimulatorPage = lazy(
  () => import("@/features/budget-simulator/StandaloneSimulatorPage"),
);
const SharedManifestoPage = lazy(() => import("@/features/shared-manifesto/SharedManifestoPage"));
const PresenterPage = lazy(() => import("@/features/presenter/PresenterPage"));
const RoomsPage = lazy(() => import("@/features/rooms/RoomsPage"));
const JoinRoomPage = lazy(() => import("@/features/rooms/JoinRoomPage"));
const PrivacyPage = lazy(() => import("@/features/privacy/PrivacyPage"));
const AccessibilityPage = lazy(() => import("@/features/accessibility/AccessibilityPage"));

function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-5xl p-8">
      <span className="sr-only">Loading...</span>
      <div className="h-8 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
    </div>
  );
}

/** Spec 2.1: the standalone simulator shows 'Loading...' while it loads. */
function LoadingText() {
  return (
    <p
      role="status"
      aria-live="polite"
      className="p-8 text-center text-slate-600 dark:text-slate-300"
    >
      Loading...
    </p>
  );
}

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Component />
    </Suspense>
  );
}

export const extraRoutes: RouteObject[] = [
  { path: patterns.auth, element: page(AuthPage) },
  { path: patterns.taxSimulator, element: page(SimulatorPage) },
  {
    path: patterns.standaloneTaxSimulator,
    element: (
      <Suspense fallback={<LoadingText />}>
        <StandaloneSimulatorPage />
      </Suspense>
    ),
  },
  { path: patterns.bindVote, element: page(BindVotePage) },
  { path: patterns.account, element: page(AccountPage) },
  { path: patterns.economyExplained, element: page(EconomyExplainerPage) },
  { path: patterns.methods, element: page(MethodsPage) },
  { path: patterns.communityComparison, element: page(CommunityPage) },
  { path: patterns.manifestoEditor, element: page(ManifestoEditorPage) },
  { path: patterns.communityManifesto, element: page(CommunityManifestoPage) },
  { path: patterns.sharedManifesto, element: page(SharedManifestoPage) },
  { path: patterns.present, element: page(PresenterPage) },
  { path: patterns.rooms, element: page(RoomsPage) },
  { path: patterns.join, element: page(JoinRoomPage) },
  { path: patterns.joinRoom, element: page(JoinRoomPage) },
  { path: patterns.privacy, element: page(PrivacyPage) },
  { path: patterns.accessibility, element: page(AccessibilityPage) },
];
