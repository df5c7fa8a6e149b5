/**
 * The figures of a first paint make no Intl number formatter (issue 42): a phone pays
 * 130–150 ms of its 4× slowed CPU for a page's first Intl.NumberFormat (or a number's
 * toLocaleString) while ICU loads its number data. The simulator's money, the shell's
 * `gbp` and the i18n layer's `number` and `money` group by hand (grouping.ts).
 */
import { expect, it, vi } from "vitest";
import { formatMoney, formatSignedMoney } from "@convex/domain/economy";
import { formatters } from "@/i18n/react";
import { gbp } from "./format";

// Before the modules load, so a formatter made when a module loads is counted too.
const spies = vi.hoisted(() => ({
  made: vi.spyOn(Intl, "NumberFormat"),
  toLocale: vi.spyOn(Number.prototype, "toLocaleString"),
}));

it("money, whole numbers and signed money are written without an Intl number formatter", () => {
  const english = formatters("en-GB");
  const welsh = formatters("cy");
  const written = [
    formatMoney(9_600),
    formatMoney(-743.4),
    formatMoney(56.36e9),
    formatSignedMoney(2_201),
    gbp.format(2_201.4),
    english.number(12_345),
    english.money(-2_201),
    welsh.number(1_234_567),
    welsh.money(2_000),
  ];
  expect(written).toEqual([
    "£9,600",
    "-£743",
    "£56.4bn",
    "+£2,201",
    "£2,201",
    "12,345",
    "-£2,201",
    "1,234,567",
    "£2,000",
  ]);
  expect(spies.made).not.toHaveBeenCalled();
  expect(spies.toLocale).not.toHaveBeenCalled();
});
