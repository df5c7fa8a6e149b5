/**
 * Expected failures: `ConvexError({ code, message })`, where `message` is the text the
 * UI shows (spec 8, error catalogue). Codes are stable for the client to branch on.
 */
import { ConvexError } from "convex/values";

export type ErrorCode =
  | "NOT_SIGNED_IN"
  | "INVALID_INPUT"
  | "INCOMPLETE_SELECTION"
  | "INCOMPLETE_STEPS"
  | "TOO_MANY_RANKED"
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "ACCOUNT_REQUIRED";

export type AppErrorData = {
  code: ErrorCode;
  message: string;
};

/** The spec's messages, in one place. */
export const MESSAGES = {
  signInToBind: "Please sign in to bind your vote",
  signInToSubmit: "Please sign in to submit your complete vote",
  signInToSaveManifesto: "Please sign in to save your manifesto",
  signInToSaveRankings: "Please sign in to save your policy preferences",
  incompleteSelection: "Please complete all selections before binding your vote.",
  incompleteSteps: "Please complete all steps before submitting",
  maxRanked: "Maximum 3 policies can be ranked",
  noRankedPolicy: "Please select at least one policy to save.",
  narrativeNotFound: "Narrative not found",
  manifestoNotFound: "Manifesto not found",
  unknownCategory: "Unknown policy category",
  taxRateRange: "The transaction tax rate must be between 0 and 5 percent.",
  dividendRange: "The tax-free dividend must be between £0 and £50,000.",
  quizCoordinatesRange: "Quiz coordinates must be numbers between -1 and 1.",
  confidenceRange: "The confidence score must be between 0 and 1.",
  tooManyPolicies: "Too many policies selected.",
  unknownPolicy: "One of the selected policies does not exist.",
  policyNotInCategory: "A selected policy does not belong to this category.",
  tooManyCategories: "There can be at most one ranking per policy area.",
  textTooLong: "That text is too long.",
  quizAnswerRange: "Each quiz answer must be a whole number from 0 to 9.",
  signInToCreateRoom: "Please sign in to create a workshop room.",
  signInToChangeRoom: "Please sign in to change your workshop room.",
  roomNameLength: "Room name must be 1 to 60 characters.",
  roomThresholdRange: "The threshold must be a whole number from 3 to 50.",
  notRoomOwner: "Only the facilitator can change this room.",
  roomNotFound: "Room not found",
  guestNeedsRoom:
    "Guest votes count only in an open workshop room. Create an account to vote nationally.",
  roomAccountsOnly:
    "This room counts votes from accounts only. Please sign in or create an account to vote.",
  accountToCreateRoom: "Please create an account to run a workshop room.",
  onlyGuestsUpgrade: "Only a guest can hand a vote to an account.",
  invalidUpgradeTicket: "That link to keep a guest vote is not valid.",
} as const;

export function appError(code: ErrorCode, message: string): ConvexError<AppErrorData> {
  return new ConvexError({ code, message });
}
