/** The budget simulator (src/features/budget-simulator): Welsh, for review by a fluent speaker (docs/glossary-cy.md). */
import type { simulatorEnGB } from "./en-GB";

export const simulatorCy: Record<keyof typeof simulatorEnGB, string> = {
  "simulator.title": "Efelychydd y gyllideb",
  "simulator.submitting": "Wrthi'n cyflwyno...",
  "simulator.submitBudget": "Cyflwyno'r gyllideb",
  "simulator.submitVote": "Cyflwyno'r bleidlais gyflawn",
  "simulator.review": "Adolygu'r gyllideb gyflawn",
  "simulator.setTax": "Gosodwch eich treth a'ch difidend",
  "simulator.lock": "Cloi'r gwerthoedd",
  "simulator.unlock": "Datgloi'r gwerthoedd",
  "simulator.locked": "Mae'ch cyllideb wedi'i chloi. Datglowch hi i newid y gwerthoedd.",
  "simulator.taxRate": "Cyfradd y dreth trafodion",
  "simulator.taxRateValue": "{rate} y cant",
  "simulator.dividend": "Difidend y dinesydd (di-dreth)",
  "simulator.dividendValue": "{amount} y flwyddyn",
  "simulator.dividendMax": "{amount} y flwyddyn i bob oedolyn",
  "simulator.taxYear": "Blwyddyn dreth",
  "simulator.thisYear": "{year} (eleni)",
  "simulator.taxYearDates": "{start} i {end}",
};
