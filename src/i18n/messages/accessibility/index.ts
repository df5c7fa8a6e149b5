/** The accessibility area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/accessibility.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { accessibilityEnGB } from "./en-GB";

export const accessibilityMessages = defineCatalogue<keyof typeof accessibilityEnGB>(
  "accessibility",
  english,
  () => import("@/i18n/compiled/accessibility.cy.json"),
);
