/**
 * The calculator area's catalogue: English and Welsh both fetched as the simulator's route
 * arrives, for the section drawn after its first paint (docs/i18n.md "Catalogues per area").
 */
import { defineDeferredCatalogue } from "@/i18n/i18n";
import type { calculatorEnGB } from "./en-GB";

export const calculatorMessages = defineDeferredCatalogue<keyof typeof calculatorEnGB>(
  "calculator",
  "calculator.calculator",
  () => import("@/i18n/compiled/calculator.en-GB.json"),
  () => import("@/i18n/compiled/calculator.cy.json"),
);
