/** The five-step flow table of spec 2.3. */
import { matchPath } from "react-router-dom";
import type { ProgressStepId } from "@convex/domain/progress";
import type { MessageId } from "@/i18n/react";
import { paths, patterns } from "./paths";

export interface StepDefinition {
  id: ProgressStepId;
  label: MessageId;
  description: MessageId;
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
    label: "progress.policies",
    description: "progress.policiesDescription",
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
    label: "progress.manifesto",
    description: "progress.manifestoDescription",
    route: (signedIn) => (signedIn ? paths.account : paths.manifestoEditor),
    isCurrent: onRoutes(patterns.manifestoEditor, patterns.account),
  },
  {
    id: "tax",
    label: "progress.tax",
    description: "progress.taxDescription",
    route: () => paths.taxSimulator,
    isCurrent: onRoutes(patterns.taxSimulator),
  },
  {
    id: "budget",
    label: "progress.budget",
    description: "progress.budgetDescription",
    route: () => paths.bindVote,
    isCurrent: onRoutes(patterns.economyExplained, patterns.bindVote),
  },
  {
    id: "community",
    label: "progress.community",
    description: "progress.communityDescription",
    route: () => paths.communityComparison,
    isCurrent: onRoutes(patterns.communityComparison),
  },
];
