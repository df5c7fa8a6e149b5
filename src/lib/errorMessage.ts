import { ConvexError } from "convex/values";
import { catalogueText } from "@/i18n/serverMessages";

/**
 * The user-facing text of an error: a ConvexError's `data.message` (the server's catalogue
 * text, spec 8) in the page's language (by its `messageId`), else the error's own message,
 * else the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ConvexError) {
    const data = error.data as unknown;
    if (typeof data === "string" && data.length > 0) return catalogueText(data);
    if (data && typeof data === "object" && "message" in data) {
      const message = data.message;
      const id = "messageId" in data && typeof data.messageId === "string" ? data.messageId : null;
      if (typeof message === "string" && message.length > 0) return catalogueText(message, id);
    }
  }
  if (error instanceof Error && error.message.length > 0) return stripServerNoise(error.message);
  return fallback;
}

/** The error code of a ConvexError({ code, message }), or null. */
export function errorCode(error: unknown): string | null {
  if (error instanceof ConvexError) {
    const data = error.data as unknown;
    if (data && typeof data === "object" && "code" in data) {
      const code = data.code;
      if (typeof code === "string") return code;
    }
  }
  return null;
}

/** The wait in ms a throttled ConvexError({ code, message, retryAfterMs }) names, or null. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ConvexError)) return null;
  const data = error.data as unknown;
  if (!data || typeof data !== "object" || !("retryAfterMs" in data)) return null;
  const after = data.retryAfterMs;
  return typeof after === "number" && Number.isFinite(after) && after > 0 ? after : null;
}

/** Convex prefixes server errors with "[CONVEX A(auth:signIn)] [Request ID: …] Server Error"; keep the text. */
function stripServerNoise(message: string): string {
  const uncaught = message.match(/Uncaught (?:\w*Error: )?([^\n]+)/);
  if (uncaught) return uncaught[1].trim();
  return message.replace(/^\[CONVEX[^\]]*\]\s*(\[Request ID:[^\]]*\]\s*)?/, "").trim();
}
