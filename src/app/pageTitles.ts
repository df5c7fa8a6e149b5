/**
 * The document title of each route (the browser tab, history and sharing previews): the
 * page's own name, then the product's. A page that knows better (a shared manifesto's
 * title) sets its own with `useDocumentTitle`.
 */
import { SITE_NAME } from "@/lib/useDocumentTitle";

const EXACT: Record<string, string> = {
  "/": "Build your manifesto",
  "/auth": "Sign in",
  "/quiz": "Spectrum quiz",
  "/quiz-result": "Your quadrant",
  "/narratives": "Political narratives",
  "/search": "Policy search",
  "/policy-areas": "Manual build",
  "/policy-selection": "Your manifesto",
  "/economy-explained": "How the economy works here",
  "/tax-simulator": "Budget simulator",
  "/standalone-tax-simulator": "Budget simulator",
  "/bind-vote": "Review and bind your vote",
  "/community-comparison": "Your vote and the community",
  "/manifesto/edit": "Edit your manifesto",
  "/account": "Account & manifestos",
  "/community-manifesto": "Community manifesto",
  "/rooms": "Workshop rooms",
  "/join": "Join a workshop",
  "/present": "Workshop results",
};

const PREFIXES: Array<[string, string]> = [
  ["/quadrant/", "Quadrant"],
  ["/narrative/", "Narrative"],
  ["/policy-area/", "Policy area"],
  ["/join/", "Join a workshop"],
  ["/m/", "Shared manifesto"],
];

/** "Budget simulator · Policy Simulator UK"; unknown paths get "Page not found". */
export function titleForPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = EXACT[path] ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
  return `${page ?? "Page not found"} · ${SITE_NAME}`;
}
