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
  // welsh-h: the rest of the simulator (the calculator and the distribution chart are the
  // `calculator` area's). The parts of the tax base word for word the model's
  // (src/i18n/messages/calculator/modelWords.test.ts).
  "simulator.openFullApp": "Open the full app",
  "simulator.policyCount": "{count, plural, one {# policy} other {# policies}}",
  "simulator.policiesLoading": "… policies",
  "simulator.noNarrative":
    "No narrative chosen yet. <0>Choose a narrative</0> to add its policies.",
  "simulator.leftover":
    "No narrative chosen yet. Your {count, plural, one {# policy still counts} other {# policies still count}} in this budget:",
  "simulator.leftoverActions": "<0>Choose a narrative</0> to vote, or <1>clear these policies</1>.",
  // The submit buttons' toasts (spec 8).
  "simulator.signInBudget": "Please sign in to submit your budget",
  "simulator.budgetSubmitted": "Budget submitted successfully!",
  "simulator.budgetFailed": "Failed to submit budget. Please try again.",
  "simulator.voteSubmitted": "Your complete vote has been submitted successfully!",
  "simulator.voteFailed": "Failed to submit your vote. Please try again.",
  // The revenue and spending chart.
  "simulator.budgetTitle": "Revenue and spending",
  "simulator.calculating": "Calculating…",
  "simulator.revenueSummary":
    "Net revenue {low} to {high} a year, {central} in the central case (gross {grossLow} to {grossHigh}, central {grossCentral}), against {spending} of spending, {administration} of it to pay the dividend out.",
  "simulator.yourPoliciesNote": "Your policies: {amount} a year, {share}% of what the tax pays for",
  "simulator.bar.revenue": "Net revenue (central)",
  "simulator.bar.government": "Today's spending",
  "simulator.bar.dividend": "Dividend",
  "simulator.bar.policies": "Your policies",
  "simulator.assumptions": "How these figures are worked out",
} as const;
