/** The quiz area's catalogue, loaded with the screens that import it (docs/i18n.md). */
import english from "@/i18n/compiled/quiz.en-GB.json";
import { defineCatalogue } from "@/i18n/i18n";
import type { quizEnGB } from "./en-GB";

export const quizMessages = defineCatalogue<keyof typeof quizEnGB>(
  "quiz",
  english,
  () => import("@/i18n/compiled/quiz.cy.json"),
);
