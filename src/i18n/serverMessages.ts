/**
 * The server's expected errors in the page's language (docs/i18n.md): the server sends the
 * English text with its catalogue id (`messageId`, convex/domain/messages.ts); the browser
 * shows the id's text from its own catalogue, "errors.<id>". A text without an id (or one
 * the catalogues lack) is shown as it came: so in English, where the runtime catalogue
 * leaves the error texts out (compile.ts `runtimeMessages`), the server's own words. Kept free of the server's catalogue module, so
 * the home page does not download the English texts twice.
 */
import {
  formatMegabytes,
  MAX_MANIFESTO_BYTES_PER_USER,
  MAX_MANIFESTOS_PER_USER,
  MAX_ROOMS_PER_USER,
} from "@convex/domain/quotas";
import { i18n } from "./i18n";

/** The numbers the limit messages name (as MESSAGES in convex/domain/messages.ts does). */
const MESSAGE_VALUES = {
  maxManifestos: MAX_MANIFESTOS_PER_USER,
  storageLimit: formatMegabytes(MAX_MANIFESTO_BYTES_PER_USER),
  maxRooms: MAX_ROOMS_PER_USER,
};

/** The text of `message` (English, from the server) in the page's language. */
export function catalogueText(message: string, messageId: string | null = null): string {
  const id = `errors.${messageId ?? ""}`;
  if (messageId === null || !(id in i18n.messages)) return message;
  return i18n._(id, MESSAGE_VALUES);
}
