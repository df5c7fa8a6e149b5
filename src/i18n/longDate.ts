import type { Language } from "./language";

/** The months' names, January first, as en-GB and cy-GB write them in a date. */
const MONTHS: Record<Language, readonly string[]> = {
  "en-GB": [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  cy: [
    "Ionawr",
    "Chwefror",
    "Mawrth",
    "Ebrill",
    "Mai",
    "Mehefin",
    "Gorffennaf",
    "Awst",
    "Medi",
    "Hydref",
    "Tachwedd",
    "Rhagfyr",
  ],
};

/**
 * A date as en-GB and cy-GB write it in full, in the device's time zone: "27 November 2026",
 * "27 Tachwedd 2026" (what `Intl.DateTimeFormat` gives with day numeric, month long, year
 * numeric: src/i18n/longDate.test.ts holds them equal). By hand, as numbers are: a phone's
 * first `Intl.DateTimeFormat` loads the locale's calendar data: about 170 ms of its CPU
 * (Lighthouse's mobile preset, 4× slowed) in the task that drew the simulator's calculator
 * (issue 42).
 */
export function longDate(date: Date, language: Language): string {
  // As formatLocale: anything but Welsh is written in English (the tests' pseudo-locale too).
  const months = language === "cy" ? MONTHS.cy : MONTHS["en-GB"];
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
}
