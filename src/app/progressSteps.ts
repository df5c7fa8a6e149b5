/** The five-step flow table of spec 2.3. */
import { matchPath } from "react-router-dom";
import type { ProgressStepId } from "@convex/domain/progress";
import { paths, patterns } from "./paths";

export interface StepDefinition {
  id: ProgressStepId;
  label: string;
  description: string;
  route: (signedIn: boolean) => string;
  isCurrent: (pathname: string) => boolean;
}

/** Whether a pathname is one of these routes. */
const onRoutes =
  (...routes: string[]) =>
  (pathname: string) =>
    routes.some((route) => matchPath(route, pathname) !== null);

export const PROGRESS_STEPS: StepDefinition[] = [
  {
    id: "policies",
    label: "Policies",
    description: "Find quadrant & select policies",
    route: () => paths.quiz,
    isCurrent: onRoutes(
      patterns.quiz,
      patterns.quizResult,
      patterns.narratives,
      patterns.quadrant,
      patterns.missingNarrative,
      patterns.narrative,
      patterns.narrativeSummary,
      patterns.narrativeCategory,
      patterns.policyAreas,
      patterns.policyArea,
      patterns.policySelection,
    ),
  },
  {
    id: "manifesto",
    label: "Manifesto",
    description: "Create & finalize manifesto",
    route: (signedIn) => (signedIn ? paths.account : paths.manifestoEditor),
    isCurrent: onRoutes(patterns.manifestoEditor, patterns.account),
  },
  {
    id: "tax",
    label: "Tax",
    description: "Set tax & dividend rates",
    route: () => paths.taxSimulator,
    isCurrent: onRoutes(patterns.taxSimulator),
  },
  {
    id: "budget",
    label: "Budget",
    description: "Review budget & costs",
    route: () => paths.bindVote,
    isCurrent: onRoutes(patterns.economyExplained, patterns.bindVote),
  },
  {
    id: "community",
    label: "Community",
    description: "See community results",
    route: () => paths.communityComparison,
    isCurrent: onRoutes(patterns.communityComparison),
  },
];
