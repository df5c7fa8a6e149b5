/** The communityManifesto area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/communityManifesto.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { communityManifestoEnGB } from "./en-GB";

export const communityManifestoMessages = defineCatalogue<keyof typeof communityManifestoEnGB>(
  "communityManifesto",
  english,
  () => import("@/i18n/compiled/communityManifesto.cy.json"),
);
