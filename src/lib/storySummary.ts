/** Longest one-line summary of a story, in characters (fits two lines on a 390 px phone). */
export const STORY_SUMMARY_MAX_CHARS = 90;

/**
 * A story's one-line summary: the first sentence of its description, trimmed, and cut at a
 * word with "…" when longer than `max` characters.
 */
export function storySummary(description: string, max = STORY_SUMMARY_MAX_CHARS): string {
  const text = description.trim().replace(/\s+/g, " ");
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? text : text.slice(0, end + 1);
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, "")}…`;
}
