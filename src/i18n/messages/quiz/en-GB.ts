/** The spectrum quiz (src/features/quiz): English, the source (docs/i18n.md "Catalogues per area"). */
export const quizEnGB = {
  "quiz.failedToLoad": "Something went wrong loading narratives",
  "quiz.heading": "Spectrum quiz",
  "quiz.step": "{step} of {total}",
  "quiz.progress": "Quiz progress",
  "quiz.seeResults": "See results",
  "quiz.skip": "Skip Quiz → Go to Results Without Guidance",
  "quiz.noOption": "No option chosen",
  "quiz.options": "Options",
  "quiz.hint": "Slide the knob or tap a point to choose",
  "quiz.noOptionYet": "No option chosen yet.",
} as const satisfies Record<string, string>;
