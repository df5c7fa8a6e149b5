/**
 * The document title of each route (the browser tab, history and sharing previews): the
 * page's own name, then the product's. A page that knows better (a shared manifesto's
 * title) sets its own with `useDocumentTitle`.
 */
import { matchPath } from "react-router-dom";
import { translate, type MessageId } from "@/i18n/react";
import { patterns } from "./paths";

const TITLES: Record<keyof typeof patterns, MessageId> = {
  home: "title.home",
  auth: "title.auth",
  quiz: "title.quiz",
  quizResult: "title.quizResult",
  narratives: "title.narratives",
  quadrant: "title.quadrant",
  missingNarrative: "title.narrative",
  narrative: "title.narrative",
  narrativeSummary: "title.narrative",
  narrativeCategory: "title.narrative",
  search: "title.search",
  policyAreas: "title.policyAreas",
  policyArea: "title.policyArea",
  policySelection: "title.policySelection",
  economyExplained: "title.economyExplained",
  methods: "title.methods",
  taxSimulator: "title.taxSimulator",
  standaloneTaxSimulator: "title.taxSimulator",
  bindVote: "title.bindVote",
  communityComparison: "title.communityComparison",
  manifestoEditor: "title.manifestoEditor",
  account: "title.account",
  communityManifesto: "title.communityManifesto",
  sharedManifesto: "title.sharedManifesto",
  rooms: "title.rooms",
  join: "title.join",
  joinRoom: "title.join",
  privacy: "title.privacy",
  accessibility: "title.accessibility",
  present: "title.present",
};

/** "Budget simulator · Policy Simulator UK"; unknown paths get "Page not found". */
export function titleForPath(pathname: string): string {
  const route = (Object.keys(patterns) as Array<keyof typeof patterns>).find(
    (name) => matchPath(patterns[name], pathname) !== null,
  );
  return translate("title.page", {
    page: translate(route ? TITLES[route] : "title.notFound"),
    site: translate("site.name"),
  });
}
