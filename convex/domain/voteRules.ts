/**
 * Limits for votes, rankings and manifestos (spec 5 and 9). Pure constants and checks;
 * the server turns a failed check into the spec's error message.
 */

import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./economy";

/** Transaction tax rate accepted with a vote, percent (spec 9 slider 0 to 5). */
export const TAX_RATE_RANGE = { min: TAX_RATE_SLIDER.min, max: TAX_RATE_SLIDER.max } as const;
/** Citizen dividend (tax-free) accepted with a vote, £ per year (spec 9 slider 0 to 50,000). */
export const DIVIDEND_RANGE = { min: DIVIDEND_SLIDER.min, max: DIVIDEND_SLIDER.max } as const;
/** Quiz coordinates are averages of option coordinates in −1..1 (spec 3). */
export const QUIZ_COORDINATE_RANGE = { min: -1, max: 1 } as const;
/** Ranked policies per category, ranks 1 to 3 (spec 5 and 9). */
export const MAX_RANKED_PER_CATEGORY = 3;
/** Policies a vote may select per category (the same limit as rankings). */
export const MAX_SELECTED_PER_CATEGORY = MAX_RANKED_PER_CATEGORY;
/** Confidence stored for narrative and pending manifestos (spec 9). */
export const DEFAULT_CONFIDENCE = 0.95;
/** Title of a manifesto saved without one (spec 4 "Anonymous save"). */
export const DEFAULT_MANIFESTO_TITLE = "My Manifesto";
/** Longest title and longest text field accepted for a manifesto, characters. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_TEXT_LENGTH = 20_000;

/** Whether a number is finite and within [min, max]. */
export function isWithin(value: number, range: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}

/** The ISO date part (YYYY-MM-DD) of a time, for profiles.lastVoteCycle. */
export function voteCycleOf(isoTime: string): string {
  return isoTime.slice(0, 10);
}
