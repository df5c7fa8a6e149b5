/**
 * Text analysis for the offline AI engine: normalising, a light stemmer, stop words and
 * the UK-policy synonym list that lets "NHS waiting lists" find health policies and
 * "rent" find housing. Pure: no Convex, no network.
 */
import type { AreaId, Quadrant } from "../areas";
import { SYNONYM_CONCEPTS, QUADRANT_CUES } from "./synonyms";

/** A search term drawn from the user's text, remembering the words it came from. */
export interface QueryTerm {
  /** Stemmed form compared against the catalogue. */
  stem: string;
  /** The user's own words that produced it (quoted in reasons). */
  quote: string;
  /** 1 for a word the user wrote, less for a word the synonym list added. */
  weight: number;
}

export interface AnalysedText {
  terms: QueryTerm[];
  /** Areas named by the synonym list, with the words that named them. */
  areaHints: { areaId: AreaId; quote: string }[];
  /** Quadrant cue words found ("bold", "careful" …), with the words that cued them. */
  quadrantCues: { quadrant: Quadrant; quote: string }[];
  /** Distinct user words, in order of appearance. */
  contentWords: string[];
  /** Synonym-list phrases found in the text, in order of appearance (titles use them). */
  knownPhrases: string[];
}

/** Weight of a word added by the synonym list, relative to a word the user wrote (1). */
export const SYNONYM_WEIGHT = 0.6;

/**
 * Words too common to say anything about policy. Includes "uk", "britain" and similar,
 * since every policy in the catalogue is about the UK.
 */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before
  being below between both but by can could did do does doing done down during each even ever
  every few for from further get gets getting give go going got had has have having he her here
  hers him his how i if in into is it its itself just less let like lot lots made make makes
  making many may me might more most much must my need needs no nor not now of off on once one
  only or other our ours out over own per please put rather really same see she should so some
  such than that the their theirs them then there these they thing things this those through
  to too under until up upon us use used very want wants wanted was we well were what when
  where which while who whom why will with within without would you your yours yourself
  able across actually already always among another anyone anything around away back based
  become better big bring country countries everyone everything feel first future good great
  help idea ideas important instead keep kind know life live long look lot means new next
  nation national people person place places plan plans policy policies political politics
  properly real right say society start stop sure take think time times today together towards
  uk britain british england english scotland wales government world year years way ways`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower case, "&" as "and", hyphens and punctuation as spaces, single spaces. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * A light suffix-stripping stemmer, enough to make "rewilding"/"rewild",
 * "policies"/"policy", "housing"/"house" and "renters"/"renter" meet. Not Porter: it
 * only needs to treat the user's text and the catalogue the same way.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) {
    w = w.slice(0, -1);
  }
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Words of a text, normalised, without stop words. */
export function contentTokens(text: string): string[] {
  return normaliseText(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** The set of stems in a text (stop words kept out). */
export function stemSet(text: string): Set<string> {
  return new Set(contentTokens(text).map(stem));
}

function containsPhrase(normalised: string, phrase: string): boolean {
  return ` ${normalised} `.includes(` ${phrase} `);
}

/**
 * Turns free text into weighted search terms: the user's own content words, plus the
 * words the synonym list adds for the phrases it recognises, plus area hints and
 * quadrant cues. Deterministic: the same text always gives the same analysis.
 */
export function analyseText(text: string): AnalysedText {
  const normalised = normaliseText(text);
  const found: { phrase: string; at: number; concept: number }[] = [];
  SYNONYM_CONCEPTS.forEach((concept, index) => {
    for (const phrase of concept.triggers) {
      if (containsPhrase(normalised, phrase)) {
        found.push({ phrase, at: ` ${normalised} `.indexOf(` ${phrase} `), concept: index });
      }
    }
  });
  // The longest phrase wins: a trigger inside a longer trigger of another concept does not
  // fire ("house" in "house of lords" is not housing, "farms" in "wind farms" not farming).
  const active = found.filter(
    (hit) =>
      !found.some(
        (other) =>
          other.concept !== hit.concept &&
          other.phrase.length > hit.phrase.length &&
          other.at <= hit.at &&
          hit.at + hit.phrase.length <= other.at + other.phrase.length,
      ),
  );
  const overruled = new Set(found.filter((hit) => !active.includes(hit)).map((hit) => hit.phrase));
  // A word inside a longer known phrase is quoted as the phrase ("waiting" → "waiting lists").
  const quoteFor = (word: string): string =>
    active
      .filter(({ phrase }) => containsPhrase(phrase, word))
      .reduce((longest, { phrase }) => (phrase.length > longest.length ? phrase : longest), word);

  const byStem = new Map<string, QueryTerm>();
  const addTerm = (term: QueryTerm) => {
    const existing = byStem.get(term.stem);
    if (existing === undefined || existing.weight < term.weight) byStem.set(term.stem, term);
  };
  const words = contentTokens(text);
  for (const word of words) {
    // A word whose own meaning a longer phrase overrules is not searched for on its own.
    if (overruled.has(word)) continue;
    addTerm({ stem: stem(word), quote: quoteFor(word), weight: 1 });
  }

  const areaHints: AnalysedText["areaHints"] = [];
  SYNONYM_CONCEPTS.forEach((concept, index) => {
    const hits = active.filter((hit) => hit.concept === index).map((hit) => hit.phrase);
    if (hits.length === 0) return;
    const trigger = quoteFor(hits.reduce((a, b) => (b.length > a.length ? b : a)));
    for (const word of concept.expands) {
      addTerm({ stem: stem(word), quote: trigger, weight: SYNONYM_WEIGHT });
    }
    if (concept.area !== undefined && !areaHints.some((hint) => hint.areaId === concept.area)) {
      areaHints.push({ areaId: concept.area, quote: trigger });
    }
  });

  const quadrantCues: AnalysedText["quadrantCues"] = [];
  for (const [quadrant, cues] of Object.entries(QUADRANT_CUES) as [Quadrant, string[]][]) {
    for (const cue of cues) {
      if (containsPhrase(normalised, cue)) quadrantCues.push({ quadrant, quote: cue });
    }
  }

  const phrases = [...active].sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length);
  const knownPhrases = [...new Set(phrases.map(({ phrase }) => quoteFor(phrase)))];
  return {
    terms: [...byStem.values()],
    areaHints,
    quadrantCues,
    contentWords: [...new Set(words)],
    knownPhrases,
  };
}

/** Joins quoted words for a reason: "a", "b" and "c". */
export function quoteList(words: readonly string[], max = 4): string {
  const quoted = [...new Set(words)].slice(0, max).map((word) => `"${word}"`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

/** Joins plain items: "a, b and c". */
export function plainList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Capitalises each word of a short phrase for a title ("community energy" → "Community Energy"). */
export function titleCase(phrase: string): string {
  return phrase
    .split(" ")
    .map((word) => (word === "nhs" || word === "ai" ? word.toUpperCase() : word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
