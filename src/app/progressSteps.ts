/** The five-step flow table of spec 2.3. */
import type { ProgressStepId } from "@convex/domain/progress";

export interface StepDefinition {
  id: ProgressStepId;
  label: string;
  description: string;
  route: (signedIn: boolean) => string;
  isCurrent: (pathname: string) => boolean;
}

export const PROGRESS_STEPS: StepDefinition[] = [
  {
    id: "policies",
    label: "Policies",
    description: "Find quadrant & select policies",
    route: () => "/quiz",
    isCurrent: (p) =>
      ["/quiz", "/narratives", "/narrative/", "/quadrant", "/policy-"].some((part) =>
        p.includes(part),
      ),
  },
  {
    id: "manifesto",
    label: "Manifesto",
    description: "Create & finalize manifesto",
    route: (signedIn) => (signedIn ? "/account" : "/manifesto/edit"),
    isCurrent: (p) => p.startsWith("/manifesto/edit") || p.startsWith("/account"),
  },
  {
    id: "tax",
    label: "Tax",
    description: "Set tax & dividend rates",
    route: () => "/tax-simulator",
    isCurrent: (p) => p.startsWith("/tax-simulator"),
  },
  {
    id: "budget",
    label: "Budget",
    description: "Review budget & costs",
    route: () => "/bind-vote",
    isCurrent: (p) => p.startsWith("/economy-explained") || p.startsWith("/bind-vote"),
  },
  {
    id: "community",
    label: "Community",
    description: "See community results",
    route: () => "/community-comparison",
    isCurrent: (p) => p.startsWith("/community-comparison"),
  },
];
