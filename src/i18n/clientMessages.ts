/** Catalogue messages the browser shows before asking the server, in the page's language. */
import { MESSAGES, messageIdOf } from "@convex/domain/messages";
import { catalogueText } from "./serverMessages";

export function messageText(key: keyof typeof MESSAGES): string {
  return catalogueText(MESSAGES[key], key);
}

/** A text the server sent without an id (the auth library's wrapper): its id found by its words. */
export function textInLanguage(message: string): string {
  return catalogueText(message, messageIdOf(message) ?? null);
}
