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
  // The dashboard and the gauge.
  "simulator.totalCost": "Cyfanswm cost y polisïau",
  "simulator.totalCostDetail": "Y flwyddyn, o'r polisïau a ddewisoch",
  "simulator.recommendedRate": "Y gyfradd a argymhellir",
  "simulator.aboveMax": "Uwchlaw 5%",
  "simulator.priceFigure": "Cynnydd mewn costau byw",
  "simulator.priceRange": "Ystod {low} i {high}.",
  "simulator.packageBalance": "Balans y pecyn",
  "simulator.balanceRange": "<0>{low}</0> i <1>{high}</1>",
  "simulator.balanceCentral": "({central}, {percent}% o'r CMC).",
  "simulator.balanceMeaning":
    "Y dreth trafodion llai'r difidend a'ch polisïau: mae'n eistedd ar ben cyllideb heddiw, lle mae trethi a benthyca heddiw yn talu am wariant heddiw.",
  "simulator.scope":
    "Mae'r dreth yn talu am y difidend a'ch polisïau; mae trethi a benthyca heddiw yn talu am {spending} o wariant cyhoeddus heddiw.",
  "simulator.replacingOut":
    "Mae disodli trethi heddiw yn lle hynny y tu hwnt i'n cyrraedd: nid oes cyfradd hyd at 5% yn codi digon (dim mwy na {max} y flwyddyn yn yr achos canolog).",
  "simulator.replacing": "Byddai disodli trethi heddiw yn lle hynny yn gofyn am {rate}.",
  "simulator.demandPressure": "Pwysau galw (rheol fras): {value} (ystod {high} i {low}).",
  "simulator.demandCaveat":
    "Rheol fras manyleb y cynnyrch (−10 × balans y pecyn ÷ gwariant cyhoeddus, ynghyd â sgorau pwysau'r polisïau), mewn pwyntiau: dim ffynhonnell economaidd, ac nid rhagolwg prisiau.",
  "simulator.gaugeQuestion": "A yw'r pecyn yn talu amdano'i hun?",
  "simulator.gaugeMeter": "Senarios lle mae'r pecyn yn mantoli",
  "simulator.gaugeEvery": "Yn mantoli ym mhob senario",
  "simulator.gaugeMost": "Yn mantoli yn y rhan fwyaf o senarios",
  "simulator.gaugeSome": "Yn mantoli mewn rhai senarios",
  "simulator.gaugeNone": "Nid yw'n mantoli mewn unrhyw senario",
  "simulator.gaugeCount": "Yn mantoli mewn {balancing} o {scenarios} o senarios gwahanol",
  "simulator.gaugeDetail":
    "{count}: pob rhan o sylfaen y dreth sy'n newid y canlyniad ar dybiaethau isel, canolog neu uchel y model.",
  "simulator.gaugeCaveat": "Cyfrif o senarios gwahanol, pob un â'r un pwysau: nid tebygolrwydd.",
};
