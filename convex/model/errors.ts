/**
 * Expected failures: `ConvexError({ code, message })`, where `message` is the text the
 * UI shows in English (spec 8, error catalogue), with `messageId` naming the text so the
 * browser can show it in the visitor's language. Codes are stable for the client to branch on.
 */
import { ConvexError } from "convex/values";
import { messageIdOf } from "../domain/messages";

export type ErrorCode =
  | "NOT_SIGNED_IN"
  | "INVALID_INPUT"
  | "INCOMPLETE_SELECTION"
  | "INCOMPLETE_STEPS"
  | "TOO_MANY_RANKED"
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "ACCOUNT_REQUIRED"
  | "TOO_MANY_CODES"
  | "MAIL_FAILED"
  /** A fresh random code or link collided with existing ones again and again. */
  | "TRY_AGAIN"
  /** A per-user quota is full (docs/security.md "Quotas"). */
  | "QUOTA_EXCEEDED"
  /** Too many requests of one kind in a minute. */
  | "RATE_LIMITED"
  | "CONSENT_REQUIRED"
  | "ROOM_FULL"
  /** A guest arrived with a join code the facilitator has replaced (docs/rooms.md). */
  | "ROOM_CODE_CHANGED";

export type AppErrorData = {
  code: ErrorCode;
  message: string;
  /**
   * The catalogue id of `message` (convex/domain/messages.ts), when it is one: the browser
   * shows that id's text in the visitor's language, `message` being the English.
   */
  messageId?: string;
  /** How long to wait before trying again, for the throttled codes. */
  retryAfterMs?: number;
};

/** The error catalogue's texts: one copy, shared with the browser (convex/domain/messages.ts). */
export { MESSAGES } from "../domain/messages";

export function appError(
  code: ErrorCode,
  message: string,
  extra: { retryAfterMs?: number } = {},
): ConvexError<AppErrorData> {
  const messageId = messageIdOf(message);
  return new ConvexError({ code, message, ...(messageId ? { messageId } : {}), ...extra });
}
