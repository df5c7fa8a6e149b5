import type { RouteObject } from "react-router-dom";

/**
 * Routes of the second part of the web app (economy, simulator, vote, community, manifestos,
 * account, sign-in). The router in App.tsx renders these inside its layout; pages are
 * lazy-loaded so each route is its own chunk.
 */
export const extraRoutes: RouteObject[] = [];
