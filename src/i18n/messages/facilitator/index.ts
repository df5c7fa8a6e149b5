/** The facilitator's tools' catalogue, loaded with the rooms page and the presenter (docs/i18n.md). */
import english from "@/i18n/compiled/facilitator.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { facilitatorEnGB } from "./en-GB";

export const facilitatorMessages = defineCatalogue<keyof typeof facilitatorEnGB>(
  "facilitator",
  english,
  () => import("@/i18n/compiled/facilitator.cy.json"),
);
