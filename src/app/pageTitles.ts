/**
 * The document title of each route (the browser tab, history and sharing previews): the
 * page's own name, then the product's. A page that knows better (a shared manifesto's
 * title) sets its own with `useDocumentTitle`.
 */
import { matchPath } from "react-router-dom";
import { SITE_NAME } from "@/lib/useDocumentTitle";
import { patterns } from "./paths";

const TITLES: Record<keyof typeof patterns, string> = {
  home: "Build your manifesto",
  auth: "Sign in",
  quiz: "Spectrum quiz",
  quizResult: "Your quadrant",
  narratives: "Political narratives",
  quadrant: "Quadrant",
  missingNarrative: "Narrative",
  narrative: "Narrative",
  narrativeSummary: "Narrative",
  narrativeCategory: "Narrative",
  search: "Policy search",
  policyAreas: "Manual build",
  policyArea: "Policy area",
  policySelection: "Your manifesto",
  economyExplained: "How the economy works here",
  methods: "How the results are counted",
  taxSimulator: "Budget simulator",
  standaloneTaxSimulator: "Budget simulator",
  bindVote: "Review and bind your vote",
  communityComparison: "Your vote and the community",
  manifestoEditor: "Edit your manifesto",
  account: "Account & manifestos",
  communityManifesto: "Community manifesto",
  sharedManifesto: "Shared manifesto",
  rooms: "Workshop rooms",
  join: "Join a workshop",
  joinRoom: "Join a workshop",
  privacy: "Privacy notice",
  accessibility: "Accessibility statement",
  present: "Workshop results",
};

/** "Budget simulator · Policy Simulator UK"; unknown paths get "Page not found". */
export function titleForPath(pathname: string): string {
  const route = (Object.keys(patterns) as Array<keyof typeof patterns>).find(
    (name) => matchPath(patterns[name], pathname) !== null,
  );
  return `${route ? TITLES[route] : "Page not found"} · ${SITE_NAME}`;
}
