/** The policy picker area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/policyPicker.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { policyPickerEnGB } from "./en-GB";

export const policyPickerMessages = defineCatalogue<keyof typeof policyPickerEnGB>(
  "policyPicker",
  english,
  () => import("@/i18n/compiled/policyPicker.cy.json"),
);
