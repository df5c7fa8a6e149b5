/** The spectrum quiz (src/features/quiz): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { quizEnGB } from "./en-GB";

export const quizCy: Record<keyof typeof quizEnGB, string> = {
  "quiz.failedToLoad": "Aeth rhywbeth o'i le wrth lwytho'r naratifau",
  "quiz.heading": "Cwis y sbectrwm",
  "quiz.step": "{step} o {total}",
  "quiz.progress": "Cynnydd y cwis",
  "quiz.seeResults": "Gweld y canlyniadau",
  "quiz.skip": "Hepgor y cwis → Mynd i'r canlyniadau heb arweiniad",
  "quiz.noOption": "Dim dewis wedi'i wneud",
  "quiz.options": "Dewisiadau",
  "quiz.hint": "Llithrwch y bwlyn neu tapiwch bwynt i ddewis",
  "quiz.noOptionYet": "Dim dewis wedi'i wneud eto.",
};
