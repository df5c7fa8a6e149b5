/**
 * Expected failures of the AI actions: `ConvexError({ code, message })` like the rest of
 * the app (convex/model/errors.ts), with the AI features' own codes.
 */
import { ConvexError } from "convex/values";

export type AiErrorCode = "INVALID_INPUT" | "RATE_LIMITED" | "UNAVAILABLE";

export function aiError(code: AiErrorCode, message: string) {
  return new ConvexError({ code, message });
}
