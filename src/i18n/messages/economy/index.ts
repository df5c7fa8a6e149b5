/** The economy explainer's catalogue, loaded with /economy-explained (docs/i18n.md). */
import english from "@/i18n/compiled/economy.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { economyEnGB } from "./en-GB";

export const economyMessages = defineCatalogue<keyof typeof economyEnGB>(
  "economy",
  english,
  () => import("@/i18n/compiled/economy.cy.json"),
);
