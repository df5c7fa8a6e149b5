import { describe, expect, it } from "vitest";
import { formatLocale, LANGUAGES } from "./language";
import { longDate } from "./longDate";

describe("a date written in full, by hand", () => {
  it.each(LANGUAGES)("is what Intl writes in %s, for every day of 2026 and 2027", (language) => {
    const intl = new Intl.DateTimeFormat(formatLocale(language), {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const wrong: string[] = [];
    for (let day = 0; day < 730; day++) {
      const date = new Date(2026, 0, 1 + day, 12);
      if (longDate(date, language) !== intl.format(date)) wrong.push(intl.format(date));
    }
    expect(wrong).toEqual([]);
  });

  it("writes the examples the product shows", () => {
    expect(longDate(new Date(2026, 10, 27), "en-GB")).toBe("27 November 2026");
    expect(longDate(new Date(2026, 10, 27), "cy")).toBe("27 Tachwedd 2026");
    expect(longDate(new Date(2027, 3, 5), "en-GB")).toBe("5 April 2027");
  });
});
