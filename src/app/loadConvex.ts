/**
 * The Convex client, its auth provider and the shell's live parts (src/app/convex.tsx) come
 * as a chunk of their own (issue 42): the pages that paint first (`paintsBeforeConvex`: the
 * home page, the quiz, the join pages) load them just after; every other page fetches them
 * beside its own chunk.
 */
import type { Language } from "@/i18n/language";
import { readStorage, STORAGE_KEYS } from "@/lib/storage";
import { mayHaveSession } from "@/lib/storedSession";
import { paths } from "./paths";
import { preloadable } from "./lazyPage";

type ConvexModule = typeof import("./convex");

let loading: Promise<ConvexModule> | undefined;

/** The Convex side of the app (one download; later calls share it). */
export function loadConvex(): Promise<ConvexModule> {
  if (loading === undefined) {
    loading = import("./convex");
    // A failed download may be retried by the next call.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * The provider with the shell's live parts, as the layout renders it: pages wait for it (it
 * is fetched beside their own chunk: src/main.tsx), the home page does not. Its `preload`
 * is `loadConvex`'s download; once that is there the provider renders without suspending.
 */
export const ConvexApp = preloadable(() => loadConvex().then((convex) => convex.default));

/**
 * Whether the page at `pathname` paints before the Convex client arrives: the page is drawn
 * outside the provider (its live parts are ConvexIslands, or it loads the client when it
 * needs it, as the quiz's last answer does), and its HTML names none of the client's chunks
 * (server/http/routePreloads.ts). Each takes the provider once it has painted and is idle
 * (src/app/whenPainted.ts), or at once for an urgent island: the quiz and the join pages for
 * their top bar and progress bar, whose placeholders hold their places meanwhile; the home
 * page only for a visitor who may be signed in (issue 42). They are:
 * - the home page and the quiz;
 * - /join, whose code form needs no client, but for a browser that remembers a room (its
 *   card, drawn above the form, needs the client: the page waits for it, as before, rather
 *   than move the form down when it arrives);
 * - /join/{code}, whose heading and notes are drawn at once and its room in an urgent island.
 */
export function paintsBeforeConvex(pathname: string): boolean {
  if (pathname === paths.home || pathname === paths.quiz) return true;
  if (pathname === paths.join) return readStorage(STORAGE_KEYS.room) === null;
  return JOIN_ROOM.test(pathname);
}

/** /join/{code}: one segment after /join (src/app/paths.ts patterns.joinRoom). */
const JOIN_ROOM = /^\/join\/[^/]+$/;

/**
 * Keeps the language chosen with the signed-in account (profiles:setLanguage), once the
 * client is there: the language switch itself needs no Convex code.
 */
export function keepLanguageWithAccount(language: Language): Promise<void> {
  // Nobody can be signed in: no client to download for it.
  if (!mayHaveSession()) return Promise.resolve();
  return loadConvex().then((convex) => convex.keepLanguageWithAccount(language));
}
