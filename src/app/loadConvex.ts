/**
 * The Convex client, its auth provider and the shell's live parts (src/app/convex.tsx) come
 * as a chunk of their own (issue 42): the home page and the quiz paint without them and load
 * them just after; every other page fetches them beside its own chunk.
 */
import type { Language } from "@/i18n/language";
import { mayHaveSession } from "@/lib/storedSession";
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
 * Pages that paint before the Convex client arrives: the page is drawn outside the provider
 * (its live parts are ConvexIslands, or it loads the client when it needs it, as the quiz's
 * last answer does). Each takes the provider once it has painted and is idle
 * (src/app/whenPainted.ts): the quiz for its top bar and progress bar, whose placeholders
 * hold their places meanwhile; the home page only for a visitor who may be signed in
 * (issue 42).
 */
export const CONVEX_AFTER_PAINT: readonly string[] = ["/", "/quiz"];

/**
 * Keeps the language chosen with the signed-in account (profiles:setLanguage), once the
 * client is there: the language switch itself needs no Convex code.
 */
export function keepLanguageWithAccount(language: Language): Promise<void> {
  // Nobody can be signed in: no client to download for it.
  if (!mayHaveSession()) return Promise.resolve();
  return loadConvex().then((convex) => convex.keepLanguageWithAccount(language));
}
