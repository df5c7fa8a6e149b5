/** Input caps and the user-facing messages of the AI features (spec 5 and 8). */

/** Longest vision text accepted (characters), after trimming. */
export const MAX_VISION_LENGTH = 2_000;
/** Longest search query accepted (characters), after trimming. */
export const MAX_QUERY_LENGTH = 500;
/** Most policies a personal summary reads. */
export const MAX_SUMMARY_POLICIES = 100;
/** Longest text field accepted inside a summary request (characters). */
export const MAX_SUMMARY_FIELD_LENGTH = 5_000;

export const AI_MESSAGES = {
  emptyVision: "Please describe your vision first",
  visionTooLong: "Your vision is too long. Please keep it under 2,000 characters.",
  noPolicies: "No policies provided",
  emptyQuery: "Please enter a search query",
  queryTooLong: "Your search is too long. Please keep it under 500 characters.",
  summaryTooLarge: "Too much data to summarise.",
  generationFailed: "Failed to generate manifesto",
  searchFailed: "Failed to perform AI search. Please try again.",
  communityFailed: "Failed to load community manifesto",
  noCommunityData: "No community data available",
  rateLimited: "Too many AI requests. Please wait a minute and try again.",
  modelFallback: "The AI model did not answer, so the offline engine answered instead.",
} as const;

export type InputCheck = { ok: true; text: string } | { ok: false; message: string };

/** The vision trimmed, or the spec's message for blank or oversized input. */
export function checkVision(vision: string): InputCheck {
  const text = vision.trim();
  if (text === "") return { ok: false, message: AI_MESSAGES.emptyVision };
  if (text.length > MAX_VISION_LENGTH) return { ok: false, message: AI_MESSAGES.visionTooLong };
  return { ok: true, text };
}

/** The query trimmed, or a message for blank or oversized input. */
export function checkQuery(query: string): InputCheck {
  const text = query.trim();
  if (text === "") return { ok: false, message: AI_MESSAGES.emptyQuery };
  if (text.length > MAX_QUERY_LENGTH) return { ok: false, message: AI_MESSAGES.queryTooLong };
  return { ok: true, text };
}
