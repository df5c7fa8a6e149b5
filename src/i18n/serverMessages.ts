/**
 * The server's expected errors in the page's language (docs/i18n.md): the server sends the
 * English text with its catalogue id (`messageId`, convex/domain/messages.ts); the browser
 * shows the id's text from its own catalogue, "errors.<id>". A text without an id (or one
 * the catalogues lack) is shown as it came.
 */
import { MESSAGE_VALUES, MESSAGES, messageIdOf } from "@convex/domain/messages";
import { i18n } from "./i18n";

/** The text of `message` (English, from the server) in the page's language. */
export function catalogueText(message: string, messageId: string | null = null): string {
  const id = `errors.${messageId ?? messageIdOf(message) ?? ""}`;
  if (!(id in i18n.messages)) return message;
  return i18n._(id, MESSAGE_VALUES);
}

/** A catalogue message the browser shows before asking the server, in the page's language. */
export function messageText(key: keyof typeof MESSAGES): string {
  return catalogueText(MESSAGES[key], key);
}
