/** The budget simulator (src/features/budget-simulator): English, the source (docs/i18n.md "Catalogues per area"). */
export const simulatorEnGB = {
  "simulator.title": "Budget simulator",
  "simulator.submitting": "Submitting...",
  "simulator.submitBudget": "Submit Budget",
  "simulator.submitVote": "Submit Complete Vote",
  "simulator.review": "Review Complete Budget",
  "simulator.setTax": "Set your tax and dividend",
  "simulator.lock": "Lock values",
  "simulator.unlock": "Unlock values",
  "simulator.locked": "Your budget is locked. Unlock it to change the values.",
  "simulator.taxRate": "Transaction tax rate",
  "simulator.taxRateValue": "{rate} percent",
  "simulator.dividend": "Citizen dividend (tax-free)",
  "simulator.dividendValue": "{amount} a year",
  "simulator.dividendMax": "{amount} a year per adult",
  "simulator.taxYear": "Tax year",
  "simulator.thisYear": "{year} (this year)",
  "simulator.taxYearDates": "{start} to {end}",
  // The dashboard and the gauge. Labels and caveats word for word the
  // economy's constants (convex/domain/economy); its describers stay English (lang="en-GB").
  "simulator.totalCost": "Total policy cost",
  "simulator.totalCostDetail": "A year, from your chosen policies",
  "simulator.recommendedRate": "Recommended rate",
  "simulator.aboveMax": "Above 5%",
  "simulator.priceFigure": "Cost of living rises",
  "simulator.priceRange": "Range {low} to {high}.",
  "simulator.packageBalance": "Package balance",
  "simulator.balanceRange": "<0>{low}</0> to <1>{high}</1>",
  "simulator.balanceCentral": "({central}, {percent}% of GDP).",
  "simulator.balanceMeaning":
    "The transaction tax less the dividend and your policies: it sits on top of today's budget, where today's taxes and borrowing pay for today's spending.",
  "simulator.scope":
    "The tax pays for the dividend and your policies; today's taxes and borrowing pay for today's {spending} of public spending.",
  "simulator.replacingOut":
    "Replacing today's taxes instead is out of reach: no rate up to 5% raises enough (at most {max} a year in the central case).",
  "simulator.replacing": "Replacing today's taxes instead would need {rate}.",
  "simulator.demandPressure": "Demand pressure (rule of thumb): {value} (range {high} to {low}).",
  "simulator.demandCaveat":
    "The product spec's rule of thumb (−10 × package balance ÷ public spending, plus the policies' pressure scores), in points: no economic source, and not a price forecast.",
  "simulator.gaugeQuestion": "Does the package pay for itself?",
  "simulator.gaugeMeter": "Scenarios in which the package balances",
  "simulator.gaugeEvery": "Balances in every scenario",
  "simulator.gaugeMost": "Balances in most scenarios",
  "simulator.gaugeSome": "Balances in some scenarios",
  "simulator.gaugeNone": "Balances in no scenario",
  "simulator.gaugeCount": "Balances in {balancing} of {scenarios} distinct scenarios",
  "simulator.gaugeDetail":
    "{count}: each part of the tax base that changes the outcome at the model's low, central or high assumptions.",
  "simulator.gaugeCaveat":
    "A count of distinct scenarios, each weighted the same: not a probability.",
} as const;
