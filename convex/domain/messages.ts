/**
 * The error catalogue's texts (docs/product.md §8), shared by the server, which throws them
 * as `ConvexError({ code, message })`, and the browser, which shows the same words before
 * asking the server (a signed-out click, a full ranking) and maps the auth library's plain
 * errors to them. One copy, so the two sides cannot drift apart.
 */
import { PASSWORD_MESSAGES } from "./passwordPolicy";
import {
  formatMegabytes,
  MAX_MANIFESTO_BYTES_PER_USER,
  MAX_MANIFESTOS_PER_USER,
  MAX_ROOMS_PER_USER,
} from "./quotas";

/** The app's expected failures, by what went wrong. */
export const MESSAGES = {
  signInToBind: "Please sign in to bind your vote",
  signInToSubmit: "Please sign in to submit your complete vote",
  signInToSaveManifesto: "Please sign in to save your manifesto",
  signInToSaveRankings: "Please sign in to save your policy preferences",
  signInToKeepLanguage: "Please sign in to keep your language with your account.",
  incompleteSelection: "Please complete all selections before binding your vote.",
  incompleteSteps: "Please complete all steps before submitting",
  maxRanked: "Maximum 3 policies can be ranked",
  noRankedPolicy: "Please select at least one policy to save.",
  narrativeNotFound: "Narrative not found",
  manifestoNotFound: "Manifesto not found",
  unknownCategory: "Unknown policy category",
  taxRateRange: "The transaction tax rate must be between 0 and 5 percent.",
  dividendRange: "The citizen dividend must be between £0 and £50,000.",
  quizCoordinatesRange: "Quiz coordinates must be numbers between -1 and 1.",
  residenceShape: "Choose a nation, and in England a region, or prefer not to say.",
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
  tooManyRoomCodes: "This room has had 100 join codes. Please create a new room.",
  accountToSaveManifesto:
    "Please create an account to save a manifesto. Until then it stays in this browser.",
  onlyGuestsUpgrade: "Only a guest can hand a vote to an account.",
  invalidUpgradeTicket: "That link to keep a guest vote is not valid.",
  noFreeRoomCode: "Could not find a free room code. Please try again.",
  noFreeShareLink: "Could not make a share link. Please try again.",
  manifestoCountLimit: `You have reached the limit of ${MAX_MANIFESTOS_PER_USER} saved manifestos. Delete one to save another.`,
  manifestoBytesLimit: `Your saved manifestos have reached the storage limit of ${formatMegabytes(MAX_MANIFESTO_BYTES_PER_USER)}. Delete or shorten one to save more.`,
  manifestoRateLimit: "You are saving manifestos too quickly. Please wait a minute and try again.",
  roomCountLimit: `You have reached the limit of ${MAX_ROOMS_PER_USER} workshop rooms for one account.`,
} as const;

/** Sign-in and sign-up (the password rules' own texts are PASSWORD_MESSAGES). */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password. Please try again.",
  accountExists: "An account with this email already exists. Please sign in instead.",
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  passwordBlank: PASSWORD_MESSAGES.blank,
  passwordIsEmail: PASSWORD_MESSAGES.sameAsEmail,
  passwordCommon: PASSWORD_MESSAGES.common,
  invalidEmail: "Please enter a valid email address.",
  missingFields: PASSWORD_MESSAGES.missing,
  tooManyAttempts: "Too many failed attempts. Please try again later.",
  unexpected: "An unexpected error occurred",
} as const;

/** A catalogue text's id: a key of MESSAGES, or "auth." and a key of AUTH_MESSAGES. */
export type MessageId = keyof typeof MESSAGES | `auth.${keyof typeof AUTH_MESSAGES}`;

const IDS_BY_TEXT = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]): [string, string] => [text, `auth.${key}`]),
  ...Object.entries(MESSAGES).map(([key, text]): [string, string] => [text, key]),
]) as Map<string, MessageId>;

/**
 * The id of one of the catalogue's texts, or undefined for any other text. The server sends
 * it with the English text (`ConvexError({ code, message, messageId })`), and the browser
 * shows the id's text in the visitor's language (docs/i18n.md).
 */
export function messageIdOf(text: string): MessageId | undefined {
  return IDS_BY_TEXT.get(text);
}
