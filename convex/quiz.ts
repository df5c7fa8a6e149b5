/** The spectrum quiz (spec 2.3, 3, 4): questions, and scoring with matched narratives. */
import { query } from "./_generated/server";
import { v } from "convex/values";
import { narrativeDoc, quizQuestion, quizScore } from "./model/returns";
import {
  QUIZ_QUESTIONS,
  QUIZ_QUESTION_IDS,
  isValidAnswer,
  matchNarratives,
  scoreQuiz,
} from "./domain/quiz";
import { MAX_CATALOGUE_ROWS } from "./model/catalogue";
import { appError, MESSAGES } from "./model/errors";
import { quizAnswersValidator } from "./validators";

/** The five questions with their ten options each (text, description, x, y). */
export const questions = query({
  args: {},
  returns: v.array(quizQuestion),
  handler: async () => {
    return [...QUIZ_QUESTIONS];
  },
});

/**
 * Scores answers (option values 0 to 9 per question): the average x and y, the quadrant,
 * and the top 3 anchor narratives of that quadrant by popularity, filled up from the
 * other quadrants (spec 4). The browser can compute the same with convex/domain/quiz.
 */
export const result = query({
  args: { answers: quizAnswersValidator },
  returns: v.object({ ...quizScore.fields, matchedNarratives: v.array(narrativeDoc) }),
  handler: async (ctx, { answers }) => {
    if (!QUIZ_QUESTION_IDS.every((id) => isValidAnswer(answers[id]))) {
      throw appError("INVALID_INPUT", MESSAGES.quizAnswerRange);
    }
    const score = scoreQuiz(answers);
    const anchors = await ctx.db
      .query("narratives")
      .withIndex("by_type_popularity", (q) => q.eq("type", "anchor"))
      .take(MAX_CATALOGUE_ROWS);
    return { ...score, matchedNarratives: matchNarratives(score.quadrant, anchors) };
  },
});
