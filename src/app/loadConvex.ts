/**
 * The Convex client, its auth provider and the shell's live parts (src/app/convex.tsx) come
 * as a chunk of their own (issue 42): the home page paints without them and loads them just
 * after; every other page fetches them beside its own chunk.
 */
import type { Language } from "@/i18n/language";

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

/** Pages that paint before the Convex client arrives (their live parts are ConvexIslands). */
export const CONVEX_AFTER_PAINT: readonly string[] = ["/"];

/**
 * Keeps the language chosen with the signed-in account (profiles:setLanguage), once the
 * client is there: the language switch itself needs no Convex code.
 */
export function keepLanguageWithAccount(language: Language): Promise<void> {
  return loadConvex().then((convex) => convex.keepLanguageWithAccount(language));
}
