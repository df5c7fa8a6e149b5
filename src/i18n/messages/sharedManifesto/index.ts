/** The sharedManifesto area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/sharedManifesto.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { sharedManifestoEnGB } from "./en-GB";

export const sharedManifestoMessages = defineCatalogue<keyof typeof sharedManifestoEnGB>(
  "sharedManifesto",
  english,
  () => import("@/i18n/compiled/sharedManifesto.cy.json"),
);
