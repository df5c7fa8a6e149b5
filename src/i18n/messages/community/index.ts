/** The community area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/community.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { communityEnGB } from "./en-GB";

export const communityMessages = defineCatalogue<keyof typeof communityEnGB>(
  "community",
  english,
  () => import("@/i18n/compiled/community.cy.json"),
);
