/**
 * A compiled message's text with its values (issue 42), as Lingui's `i18n._` writes it, but
 * with no `Intl.NumberFormat` for a whole number.
 *
 * Lingui writes a plural's `#` with an `Intl.NumberFormat`, and makes one for every plural it
 * formats, `#` or not: the page's first costs a phone 130–150 ms of its CPU while ICU loads
 * its number data (docs/performance.md, "No Intl number formatter on a first paint"), on every
 * route whose first screen holds a count ("3 policies", "1 of 5 votes"). Here a whole number
 * is grouped by hand (`groupWhole`: en-GB and cy-GB group alike) and Intl is made only for a
 * fraction. `src/i18n/interpolate.test.ts` holds it to Lingui's own output for every message
 * of every catalogue in both languages.
 *
 * The catalogues are compiled (`npm run i18n:compile`) to Lingui's token arrays: a string, a
 * value (`[name]`), or `[name, "plural" | "selectordinal" | "select", cases]`, the cases
 * being token arrays of their own. Anything else, a message holding an escape sequence, and
 * an id with no message go to Lingui.
 */
import { groupWhole } from "@convex/domain/economy/grouping";
import { i18n } from "./i18n";

type Values = Record<string, unknown>;

/** Lingui's: a message holding `\uXXXX` or `\xXX` is decoded by Lingui. */
const ESCAPE_SEQUENCE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;
const OCTOTHORPE = "%__octothorpe__%";
const FORMATS = new Set(["plural", "selectordinal", "select"]);

const pluralRules = new Map<string, Intl.PluralRules>();
const fractions = new Map<string, Intl.NumberFormat>();

function pluralOf(locale: string, ordinal: boolean, value: number): string {
  const key = `${locale}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? "ordinal" : "cardinal" });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

/** `#` as Lingui writes it (Intl's default: up to three decimals, grouped). */
function numberText(locale: string, value: number): string {
  if (Number.isInteger(value)) return groupWhole(value);
  let format = fractions.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    fractions.set(locale, format);
  }
  return format.format(value);
}

/**
 * `tokens` written with `values`, in one walk; null as soon as a token is not one this module
 * writes as Lingui does.
 */
function write(
  tokens: unknown,
  values: Values,
  locale: string,
  octothorpe: boolean,
): string | null {
  if (!Array.isArray(tokens)) return null;
  let message = "";
  for (const token of tokens as unknown[]) {
    if (token === "#" && octothorpe) {
      message += OCTOTHORPE;
      continue;
    }
    if (typeof token === "string") {
      message += token;
      continue;
    }
    if (!Array.isArray(token) || typeof token[0] !== "string") return null;
    const [name, type, cases] = token as [string, unknown, unknown];
    const value = values[name];
    if (token.length === 1) {
      if (value != null) message += `${value as string | number}`; // as Lingui joins it
      continue;
    }
    if (typeof type !== "string" || !FORMATS.has(type)) return null;
    if (typeof cases !== "object" || cases === null) return null;
    const counted = type !== "select";
    const written: Record<string, string> = {};
    let offset = 0;
    for (const [key, branch] of Object.entries(cases)) {
      if (key === "offset" && typeof branch === "number") {
        offset = branch;
        continue;
      }
      const text = write(branch, values, locale, counted);
      if (text === null) return null;
      written[key] = text;
    }
    if (!counted) {
      message += written[value as string] ?? written.other ?? "";
      continue;
    }
    const count = value as number;
    const chosen =
      written[count as unknown as string] ??
      written[pluralOf(locale, type === "selectordinal", count - offset)] ??
      written.other;
    if (chosen == null) continue;
    message += chosen.split(OCTOTHORPE).join(numberText(locale, count - offset));
  }
  return message;
}

/** `tokens` (a compiled message) with `values`, in `locale`; null where Lingui must write it. */
export function interpolate(tokens: unknown, values: Values, locale: string): string | null {
  const text = write(tokens, values, locale, false);
  return text === null || ESCAPE_SEQUENCE.test(text) ? null : text;
}

/** The text of message `id` in the page's language: `i18n._(id, values)` without Intl. */
export function messageText(id: string, values?: Values): string {
  const compiled: unknown = i18n.messages[id];
  if (typeof compiled === "string" && !ESCAPE_SEQUENCE.test(compiled)) return compiled;
  return interpolate(compiled, values ?? {}, i18n.locale) ?? i18n._(id, values);
}
