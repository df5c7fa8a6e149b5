/**
 * The five-step progress flow (spec 2.3 "Account menu and progress bar", 3 "Progress
 * summary", 4 "Step completion" and "Step access"). Pure: the server query gathers
 * the facts, this module turns them into steps.
 */

export const PROGRESS_STEP_IDS = ["policies", "manifesto", "tax", "budget", "community"] as const;
export type ProgressStepId = (typeof PROGRESS_STEP_IDS)[number];

/** Number of steps in the flow (spec 9). */
export const PROGRESS_STEP_COUNT = PROGRESS_STEP_IDS.length;
/** How many of the user's newest votes the progress check looks at (spec 9). */
export const RECENT_VOTES_FOR_PROGRESS = 5;

/** A vote as the progress rules see it. */
export interface ProgressVote {
  taxRate: number;
  dividend: number;
  isActive: boolean;
  selectedPolicyCount: number;
}

export interface ProgressFacts {
  signedIn: boolean;
  /** The user's active vote, if any. */
  activeVote: ProgressVote | null;
  /** The user's newest votes, newest first (at most RECENT_VOTES_FOR_PROGRESS). */
  recentVotes: ProgressVote[];
  hasManifestos: boolean;
  /** Tax rate and dividend currently set in the browser session, when known. */
  sessionTaxRate?: number;
  sessionDividend?: number;
}

export interface ProgressStep {
  id: ProgressStepId;
  complete: boolean;
  /** Signed in, and either complete or every earlier step is complete (spec 4). */
  reachable: boolean;
}

export interface ProgressSummary {
  hasVotes: boolean;
  hasManifestos: boolean;
  hasActiveTaxSettings: boolean;
  hasCompletedBudgetReview: boolean;
  isFlowComplete: boolean;
  steps: ProgressStep[];
  completedSteps: number;
  /** completedSteps / 5 × 100, rounded to a whole percent. */
  percentage: number;
}

/** A vote is usable for the budget review when it has policies and a tax rate. */
export function isUsableVote(vote: ProgressVote): boolean {
  return vote.selectedPolicyCount > 0 && vote.taxRate > 0;
}

function hasTaxSettings(vote: ProgressVote | undefined): boolean {
  return vote !== undefined && vote.taxRate > 0 && vote.dividend > 0;
}

/**
 * Step completion (spec 4):
 * - Policies: an active vote exists.
 * - Manifesto: any manifesto exists.
 * - Tax: the latest vote has both a tax rate and a dividend, or the in-session tax rate
 *   and dividend are both above 0.
 * - Budget: any usable vote exists among the recent ones (policies and a tax rate).
 * - Community: active vote, manifesto and tax settings all present.
 * Signed out, everything is false (the spec's all-false progress).
 */
export function summariseProgress(facts: ProgressFacts): ProgressSummary {
  if (!facts.signedIn) {
    return {
      hasVotes: false,
      hasManifestos: false,
      hasActiveTaxSettings: false,
      hasCompletedBudgetReview: false,
      isFlowComplete: false,
      steps: PROGRESS_STEP_IDS.map((id) => ({ id, complete: false, reachable: false })),
      completedSteps: 0,
      percentage: 0,
    };
  }
  const hasVotes = facts.activeVote !== null;
  const sessionTax = (facts.sessionTaxRate ?? 0) > 0 && (facts.sessionDividend ?? 0) > 0;
  const hasActiveTaxSettings = hasTaxSettings(facts.recentVotes[0]) || sessionTax;
  const hasCompletedBudgetReview = facts.recentVotes.some(isUsableVote);
  const isFlowComplete = hasVotes && facts.hasManifestos && hasActiveTaxSettings;
  const completion: Record<ProgressStepId, boolean> = {
    policies: hasVotes,
    manifesto: facts.hasManifestos,
    tax: hasActiveTaxSettings,
    budget: hasCompletedBudgetReview,
    community: isFlowComplete,
  };
  let earlierComplete = true;
  const steps = PROGRESS_STEP_IDS.map((id) => {
    const complete = completion[id];
    const step = { id, complete, reachable: complete || earlierComplete };
    earlierComplete = earlierComplete && complete;
    return step;
  });
  const completedSteps = steps.filter((step) => step.complete).length;
  return {
    hasVotes,
    hasManifestos: facts.hasManifestos,
    hasActiveTaxSettings,
    hasCompletedBudgetReview,
    isFlowComplete,
    steps,
    completedSteps,
    percentage: Math.round((completedSteps / PROGRESS_STEP_COUNT) * 100),
  };
}
