import { Suspense } from "react";
import { useT } from "@/i18n/react";
import { lazyPage, type LazyPage, type PageRoute } from "./lazyPage";
import { patterns } from "./paths";

/**
 * Routes of the second part of the web app (economy, simulator, vote, community, manifestos,
 * account, sign-in). The router in App.tsx renders these inside its layout; pages are
 * lazy-loaded so each route is its own chunk.
 */
const AuthPage = lazyPage(() => import("@/features/auth/AuthPage"));
const SimulatorPage = lazyPage(() => import("@/features/budget-simulator/SimulatorPage"));
const BindVotePage = lazyPage(() => import("@/features/bind-vote/BindVotePage"));
const AccountPage = lazyPage(() => import("@/features/account/AccountPage"));
const EconomyExplainerPage = lazyPage(() => import("@/features/economy/EconomyExplainerPage"));
const MethodsPage = lazyPage(() => import("@/features/community/MethodsPage"));
const CommunityPage = lazyPage(() => import("@/features/community/CommunityPage"));
const ManifestoEditorPage = lazyPage(
  () => import("@/features/manifesto-editor/ManifestoEditorPage"),
);
const CommunityManifestoPage = lazyPage(
  () => import("@/features/community-manifesto/CommunityManifestoPage"),
);
const StandaloneSimulatorPage = lazyPage(
  () => import("@/features/budget-simulator/StandaloneSimulatorPage"),
);
const SharedManifestoPage = lazyPage(
  () => import("@/features/shared-manifesto/SharedManifestoPage"),
);
const PresenterPage = lazyPage(() => import("@/features/presenter/PresenterPage"));
const RoomsPage = lazyPage(() => import("@/features/rooms/RoomsPage"));
const JoinRoomPage = lazyPage(() => import("@/features/rooms/JoinRoomPage"));
const PrivacyPage = lazyPage(() => import("@/features/privacy/PrivacyPage"));
const AccessibilityPage = lazyPage(() => import("@/features/accessibility/AccessibilityPage"));

function PageFallback() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-5xl p-8">
      <span className="sr-only">{t("common.loading")}</span>
      <div className="h-8 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
    </div>
  );
}

/** Spec 2.1: the standalone simulator shows 'Loading...' while it loads. */
function LoadingText() {
  const t = useT();
  return (
    <p
      role="status"
      aria-live="polite"
      className="p-8 text-center text-slate-600 dark:text-slate-300"
    >
      {t("common.loading")}
    </p>
  );
}

function page(Component: LazyPage) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Component />
    </Suspense>
  );
}

/** A route whose page waits for its chunk with the skeleton above. */
const route = (path: string, Page: LazyPage): PageRoute => ({
  path,
  element: page(Page),
  page: Page,
});

export const extraRoutes: PageRoute[] = [
  route(patterns.auth, AuthPage),
  route(patterns.taxSimulator, SimulatorPage),
  {
    path: patterns.standaloneTaxSimulator,
    element: (
      <Suspense fallback={<LoadingText />}>
        <StandaloneSimulatorPage />
      </Suspense>
    ),
    page: StandaloneSimulatorPage,
  },
  route(patterns.bindVote, BindVotePage),
  route(patterns.account, AccountPage),
  route(patterns.economyExplained, EconomyExplainerPage),
  route(patterns.methods, MethodsPage),
  route(patterns.communityComparison, CommunityPage),
  route(patterns.manifestoEditor, ManifestoEditorPage),
  route(patterns.communityManifesto, CommunityManifestoPage),
  route(patterns.sharedManifesto, SharedManifestoPage),
  route(patterns.present, PresenterPage),
  route(patterns.rooms, RoomsPage),
  route(patterns.join, JoinRoomPage),
  route(patterns.joinRoom, JoinRoomPage),
  route(patterns.privacy, PrivacyPage),
  route(patterns.accessibility, AccessibilityPage),
];
