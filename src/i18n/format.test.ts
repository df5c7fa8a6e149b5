import { describe, expect, it } from "vitest";
import { formatters } from "./react";

describe("Intl formatting in the page's locale", () => {
  it("Welsh formats money and numbers as cy-GB, dates with Welsh month names", () => {
    const cy = formatters("cy");
    expect(cy.locale).toBe("cy-GB");
    expect(cy.money(2201)).toBe("£2,201");
    expect(cy.number(54_500_000)).toBe("54,500,000");
    expect(cy.date("2026-11-27T12:00:00Z")).toBe("27 Tachwedd 2026");
  });

  it("English formats as en-GB", () => {
    const en = formatters("en-GB");
    expect(en.money(2201)).toBe("£2,201");
    expect(en.date("2026-11-27T12:00:00Z")).toBe("27 November 2026");
  });
});
