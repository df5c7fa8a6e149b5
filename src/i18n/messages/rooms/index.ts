/** The rooms area's catalogue: /rooms, the join page and the quick vote (docs/i18n.md). */
import english from "@/i18n/compiled/rooms.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { roomsEnGB } from "./en-GB";

export const roomsMessages = defineCatalogue<keyof typeof roomsEnGB>(
  "rooms",
  english,
  () => import("@/i18n/compiled/rooms.cy.json"),
);
