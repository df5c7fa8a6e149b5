/** The simulator area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/simulator.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { simulatorEnGB } from "./en-GB";

export const simulatorMessages = defineCatalogue<keyof typeof simulatorEnGB>(
  "simulator",
  english,
  () => import("@/i18n/compiled/simulator.cy.json"),
);
