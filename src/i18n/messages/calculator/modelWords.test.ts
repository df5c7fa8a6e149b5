import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  CHARGE_CHANNELS,
  IMPACT_NOTE_TEXTS,
  TRANSACTION_SEGMENTS,
  UK_TAX_YEARS,
  describeImpactNote,
  personalImpact,
  type ImpactNoteKey,
  type PersonalImpact,
} from "@convex/domain/economy";
import { compileCatalogue } from "@/i18n/compile";
import { calculatorEnGB } from "./en-GB";

const english = setupI18n({
  locale: "en-GB",
  messages: {
    "en-GB": compileCatalogue(calculatorEnGB) as Messages,
  },
});

/** Impacts that between them show every line and every note of the calculator. */
function everyImpact(): PersonalImpact[] {
  const impacts: PersonalImpact[] = [];
  for (const taxYear of ["2025-26", "2026-27"] as const) {
    const base = {
      taxYear,
      taxRatePercent: 1,
      dividend: 1_000,
      rent: 9_000,
      otherSpending: 18_000,
    };
    impacts.push(
      personalImpact.individual({
        ...base,
        salary: 150_000,
        dividendIncome: 5_000,
        savingsIncome: 2_000,
        capitalGains: 20_000,
        selfEmployedProfit: 10_000,
        children: 2,
        studentLoanPlan: "plan5",
        postgraduateLoan: true,
        marriageAllowance: "receiving",
      }),
      personalImpact.individual({
        ...base,
        salary: 30_000,
        marriageAllowance: "receiving",
        savingsAndInvestments: 40_000,
      }),
      personalImpact.individual({ ...base, salary: 30_000, marriageAllowance: "transferring" }),
      personalImpact.individual({ ...base, salary: 60_000, marriageAllowance: "transferring" }),
      personalImpact.business({
        taxYear,
        taxRatePercent: 1,
        revenue: 1_000_000,
        operatingExpenses: 200_000,
        staff: [{ count: 5, salary: 30_000 }],
      }),
      personalImpact.financial({
        taxYear,
        taxRatePercent: 1,
        tradeValue: 100_000,
        otherTransfers: 10_000,
        expectedProfitPercent: 10,
        stampDuty: true,
        cgtBand: "higher",
      }),
    );
  }
  return impacts;
}

describe("the calculator's English catalogue says the model's own words", () => {
  it("names the parts of the tax base as the model does", () => {
    for (const segment of TRANSACTION_SEGMENTS) {
      expect(english._(`calculator.segment.${segment.key}`)).toBe(segment.label);
    }
  });

  it("names the student loan plans as each tax year's rules do", () => {
    for (const rules of Object.values(UK_TAX_YEARS)) {
      for (const [plan, { label }] of Object.entries(rules.studentLoanPlans)) {
        expect(english._(`calculator.plan.${plan}`)).toBe(label);
      }
    }
  });

  it("words every line of every tab as the model labels it", () => {
    const impacts = everyImpact();
    const keys = new Set<string>();
    for (const impact of impacts) {
      const sides = [impact.today, impact.transactionTax, impact.repayments ?? { lines: [] }];
      for (const line of sides.flatMap((side) => side.lines)) {
        keys.add(line.key);
        const words =
          line.key === "studentLoan"
            ? english._("calculator.line.studentLoan", {
                plan: english._("calculator.plan.plan5"),
              })
            : english._(`calculator.line.${line.key}`);
        expect(words, line.key).toBe(line.label);
      }
    }
    // Every channel of the transaction tax is among them.
    for (const channel of CHARGE_CHANNELS) {
      expect(english._(`calculator.line.${channel.key}`)).toBe(channel.label);
    }
    expect(keys.size).toBeGreaterThanOrEqual(20);
  });

  it("words every note as the model writes it, values and all", () => {
    const seen = new Set<ImpactNoteKey>();
    for (const impact of everyImpact()) {
      impact.noteCodes.forEach((note, index) => {
        seen.add(note.key);
        expect(english._(`calculator.note.${note.key}`, note.values)).toBe(impact.notes[index]);
        expect(describeImpactNote(note)).toBe(impact.notes[index]);
      });
    }
    // Each note is reached, and its English template is the catalogue's.
    expect([...seen].sort()).toEqual(Object.keys(IMPACT_NOTE_TEXTS).sort());
    for (const [key, text] of Object.entries(IMPACT_NOTE_TEXTS)) {
      expect(calculatorEnGB[`calculator.note.${key as ImpactNoteKey}`]).toBe(text);
    }
  });
});
