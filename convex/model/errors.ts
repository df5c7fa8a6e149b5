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
  | "ACCOUNT_REQUIRED"
  | "ROOM_FULL";

export type AppErrorData = {
  code: ErrorCode;
  message: string;
};

/** The error catalogue's texts: one copy, shared with the browser (convex/domain/messages.ts). */
export { MESSAGES } from "../domain/messages";

export function appError(code: ErrorCode, message: string): ConvexError<AppErrorData> {
  return new ConvexError({ code, message });
}
