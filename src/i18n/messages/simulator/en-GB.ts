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
  // welsh-h: the rest of the simulator. Labels of the model's parts, lines and plans word for
  // word the economy's (economyWords.test.ts in this folder holds them equal).
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
  // The distribution chart.
  "simulator.distributionTitle": "Who gains and who pays, by household income",
  "simulator.distributionSummary":
    "Households from the lowest-income tenth (1) to the highest (10): the citizen dividend their adults receive less the transaction tax they bear through their spending, their pay and their savings and investments (the personal calculator's channels, summed over households), net of the uprating of benefits, in the central case. {summary} Lines show the range.",
  "simulator.distributionCaption":
    "Gain or loss per household a year by income tenth, central case and range",
  "simulator.incomeTenth": "Income tenth",
  "simulator.incomeTenthNumber": "Income tenth {tenth}",
  "simulator.central": "Central",
  "simulator.range": "Range",
  "simulator.lowToHigh": "{low} to {high}",
  "simulator.distributionTotals":
    "Every pound is counted: households bear {burden} and owners abroad {foreign}, together the {net} of net revenue; the tenths receive {dividends} of dividends, its whole cost. The dividend goes to UK-resident adults, untaxed and disregarded for Universal Credit, Pension Credit and Housing Benefit. Tax on spending follows the ONS “Effects of taxes and benefits” convention for taxes on what businesses buy; tax on profits, share trading, settlement, saving and property purchases follows financial wealth (ONS Wealth and Assets Survey). Spending by tenth reproduces ONS Family spending (April 2022 to March 2023: mean £567.70 a week, poorest fifth £356.90, richest £857.30); pay follows ONS Effects of taxes and benefits (financial year ending 2024); 28.4 million households (ONS 2023).",
  // How these figures are worked out.
  "simulator.assumptions": "How these figures are worked out",
  "simulator.assumptionsIntro":
    "The tax base is split into four parts. Each shrinks as the rate rises, by how much the published evidence says: wholesale flows fell about 85% under Sweden's tiny 1989 bond tax, so they raise almost nothing here. Low and high are the strong- and weak-response ends of the evidence.",
  "simulator.segmentsCaption": "Revenue by part of the tax base at {rate}",
  "simulator.segmentPart": "Part of the base",
  "simulator.segmentSize": "Size before the tax",
  "simulator.segmentRevenue": "Revenue at {rate}",
  "simulator.segmentSource": "Source",
  "simulator.centralRange": "{central} ({low} to {high})",
  "simulator.segmentNothing": "Counts as nothing: the state pays itself",
  "simulator.segment.realEconomy": "Real-economy payments",
  "simulator.segment.marketTrading": "Share trading",
  "simulator.segment.wholesale": "Wholesale settlement",
  "simulator.segment.publicSector": "Government and Bank of England flows",
  "simulator.netCaption": "From gross to net revenue at {rate}, central (strong to weak response)",
  "simulator.net.gross": "Gross revenue (all parts of the base)",
  "simulator.net.lostStampDuty": "Less stamp duty on shares lost as trading shrinks (HMRC)",
  "simulator.net.uprating": "Less uprating of benefits and pensions after the price rise (OBR)",
  "simulator.net.indexLinkedInterest": "Less interest on the index-linked gilt uplift (DMO)",
  "simulator.net.procurement": "Less the tax in what government buys (ONS)",
  "simulator.net.giltYields": "Less higher gilt yields as gilt trading shrinks",
  "simulator.net.vatOnHigherPrices": "Plus VAT on the higher prices (OBR)",
  "simulator.net.net": "Net revenue",
  "simulator.indexLinked":
    "The index-linked gilt uplift is a one-off {amount} added to debt; only its interest is counted each year. Gilts and bonds are taxed in wholesale settlement, which Sweden's bond tax calibrates.",
  "simulator.method":
    "Businesses pass {passThrough} of the tax on their costs into prices (range {low} to {high}), so households pay it on their own payments and again, once for each business payment behind what they buy (about one per pound, from the ONS input-output tables): together they are the “cost of living rises” figure, a one-off rise. Three-quarters of the tax on wage payments falls on pay, as the OBR assumes for employer National Insurance. The “demand pressure” figure is the product specification's rule of thumb (−10 × the gap as a share of public spending, plus the policies' own pressure), not a forecast of inflation. The gauge counts the distinct scenarios, each part of the tax base that changes the outcome at its low, central or high assumptions, in which the package balances on net revenue: a count, not a probability. Net revenue counts the income tax, NICs and corporation tax lost as pay and profits absorb the tax. The model leaves out foreign exchange and derivatives settled abroad, dividend tax and capital gains tax lost, and any change in the economy's size.",
  // The personal impact calculator.
  "simulator.calculator": "Personal impact calculator",
  "simulator.period": "Period",
  "simulator.annual": "Annual",
  "simulator.monthly": "Monthly",
  "simulator.whoIsAffected": "Who is affected",
  "simulator.tab.individual": "Individual",
  "simulator.tab.business": "Business",
  "simulator.tab.financial": "Financial",
  "simulator.scottishRates": "Scottish income tax rates and bands apply to your earnings.",
  "simulator.scotlandOwnTax":
    "Scotland sets its own income tax on earnings. Kept on this device; sent only with your vote.",
  "simulator.perYearSuffix": "£ a year",
  "simulator.salary": "Salary",
  "simulator.rent": "Rent",
  "simulator.otherSpending": "Other spending",
  "simulator.taxRegion": "Where you pay income tax",
  "simulator.regionRuk": "England, Wales or Northern Ireland",
  "simulator.regionScotland": "Scotland",
  "simulator.moreIncome":
    "Savings, investments, dividends, capital gains or self-employed profit (optional)",
  "simulator.savingsInterest": "Savings interest",
  "simulator.savingsInterestHint": "Interest outside an ISA or pension.",
  "simulator.shareDividends": "Dividends from shares",
  "simulator.shareDividendsHint": "Outside an ISA or pension. Not the citizen dividend.",
  "simulator.capitalGains": "Capital gains",
  "simulator.savingsHeld": "Savings and investments held",
  "simulator.savingsHeldHint":
    "Unless you change it: {amount}, the average for households with your spending.",
  "simulator.selfEmployedProfit": "Self-employed profit",
  "simulator.circumstances": "Marriage allowance, child benefit and student loans (optional)",
  "simulator.marriageAllowance": "Marriage allowance",
  "simulator.marriageNone": "Not claimed",
  "simulator.marriageReceiving": "I receive {amount} from my partner",
  "simulator.marriageTransferring": "I give {amount} to my partner",
  "simulator.marriageHint":
    "For a spouse or civil partner: the one who receives it cuts their tax by up to {amount}, if neither pays above the basic rate (above the intermediate rate in Scotland).",
  "simulator.children": "Children you get child benefit for",
  "simulator.childrenHint":
    "Over {threshold} of income a charge takes back 1% of it for every {step}, all of it by {all}.",
  "simulator.studentLoan": "Student loan",
  "simulator.loanNone": "None",
  "simulator.plan.plan1": "Plan 1",
  "simulator.plan.plan2": "Plan 2",
  "simulator.plan.plan4": "Plan 4 (Scotland)",
  "simulator.plan.plan5": "Plan 5",
  "simulator.planFromApril2026": "{plan} (repayments from April 2026)",
  "simulator.studentLoanHint":
    "9% of income over {plan1} (Plan 1), {plan2} (Plan 2), {plan4} (Plan 4) or {plan5} (Plan 5).",
  "simulator.postgraduateToo": "Postgraduate loan too ({rate}% over {threshold})",
  "simulator.businessRevenue": "Revenue",
  "simulator.operatingExpenses": "Operating expenses",
  "simulator.employmentAllowance": "Employment Allowance",
  "simulator.allowanceClaimed": "Claimed: up to {amount} off employer NI",
  "simulator.allowanceNotEligible": "Not eligible",
  "simulator.allowanceHint":
    "Not available, for example, to a company whose only employee paid over {threshold} a year is a director.",
  "simulator.staff": "Employees by pay",
  "simulator.staffNote":
    "Employer NI is 15% of each person's pay above {threshold} a year, so enter groups of people paid the same.",
  "simulator.groupPeople": "People in group {group}",
  "simulator.groupSalary": "Salary each, group {group}",
  "simulator.removeGroup": "Remove group {group}",
  "simulator.addGroup": "Add a pay group",
  "simulator.payroll": "Payroll: <0>{amount}</0> a year (up to {max})",
  "simulator.tradeValue": "Buy/sell value",
  "simulator.otherTransfers": "Other transfers",
  "simulator.expectedProfit": "Expected profit",
  "simulator.cgtBand": "Capital gains tax band",
  "simulator.cgtBasic": "Basic rate",
  "simulator.cgtHigher": "Higher rate",
  "simulator.stampDutyToday": "Pay 0.5% stamp duty on buys today",
  // The calculator's result.
  "simulator.today": "Today ({year})",
  "simulator.todayUnchanged": "Unchanged: today's taxes and borrowing pay for today's spending",
  "simulator.taxAt": "Transaction tax at {rate}%",
  "simulator.addedOnTop": "Added on top of today's taxes",
  "simulator.repayments": "Student loan repayments",
  "simulator.repaymentsNote":
    "Not a tax: the same under the transaction tax, so left out of the comparison",
  "simulator.total": "Total",
  "simulator.line.incomeTax": "Income tax on pay and profit",
  "simulator.line.savingsTax": "Income tax on savings interest",
  "simulator.line.dividendTax": "Tax on dividends from shares",
  "simulator.line.marriageAllowance": "Marriage allowance",
  "simulator.line.employeeNi": "Employee National Insurance",
  "simulator.line.class4Ni": "Class 4 National Insurance",
  "simulator.line.childBenefitCharge": "High Income Child Benefit Charge",
  "simulator.line.capitalGainsTax": "Capital gains tax",
  "simulator.line.vat": "VAT in your spending",
  "simulator.line.studentLoan": "Student loan ({plan})",
  "simulator.line.postgraduateLoan": "Postgraduate loan",
  "simulator.line.employerNi": "Employer National Insurance",
  "simulator.line.corporationTax": "Corporation tax",
  "simulator.line.payroll": "Transaction tax on payroll",
  "simulator.line.operatingExpenses": "Transaction tax on operating expenses",
  "simulator.line.stampDuty": "Stamp duty on the purchase",
  "simulator.line.purchase": "Transaction tax on the purchase",
  "simulator.line.otherTransfers": "Transaction tax on other transfers",
  "simulator.line.ownPurchases": "Paid directly on your own purchases",
  "simulator.line.prices": "Reaching you through prices (VAT included)",
  "simulator.line.pay": "Through lower pay, less the income tax and NI no longer due",
  "simulator.line.loanRepayments": "Other payments: loan, mortgage and card repayments",
  "simulator.line.saving": "Other payments: saving and pension contributions",
  "simulator.line.propertyPurchases": "Other payments: home and property purchases",
  "simulator.line.unidentified": "Other payments: unidentified (spread by spending)",
  "simulator.line.profitsAndWealth": "Through profits and finance (your savings and investments)",
  "simulator.line.shareTrading": "Through share trading (your savings and investments)",
  "simulator.line.uprating": "Returned through uprated benefits and pensions",
  "simulator.incidence":
    "Same assumptions as the budget: {taxed} of your payments are still taxed at this rate (the rest moves to cash, netting or does not happen). Businesses pay the tax on about {stages} pounds of their own payments behind each pound you spend and pass {passThrough} of it on (range {passLow} to {passHigh}), so prices rise about {rise}% (range {riseLow}% to {riseHigh}%).",
  "simulator.wageIncidence":
    "Your employer pays the tax on your salary too, and {share} of it falls on your pay (range {shareLow} to {shareHigh}, the OBR's assumption for employer NI), less the income tax and NI no longer due on it: about {amount} {period, select, monthly {a month} other {a year}} (range {low} to {high}).",
  "simulator.dividendReceived":
    "Citizen dividend received (tax-free): <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "simulator.betterOff":
    "Better off by <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "simulator.worseOff":
    "Worse off by <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "simulator.impactRange":
    "Range {low} to {high} {period, select, monthly {a month} other {a year}}{stays, select, yes {: the citizen dividend less the transaction tax you bear through every channel above.} other {.}}",
  // The notes under the result: word for word IMPACT_NOTE_TEXTS (convex/domain/economy).
  "simulator.note.marriageNotAvailable":
    "Marriage allowance: not available, because some of your income is taxed above the basic rate (above the intermediate rate in Scotland).",
  "simulator.note.marriageTransferring":
    "Marriage allowance: your allowance is £1,260 lower and your spouse or civil partner pays up to £252 less tax, which is not counted here.",
  "simulator.note.marriageCannotGive":
    "Marriage allowance: you cannot give part of your allowance away, because with £1,260 less some of your income would be taxed above the basic rate (above the intermediate rate in Scotland).",
  "simulator.note.personalAllowance":
    "Personal allowance: {amount}, reduced by £1 for every £2 of income over £100,000, savings and dividends included.",
  "simulator.note.childBenefitCharge":
    "The High Income Child Benefit Charge falls on the partner with the higher income; this assumes it is you.",
  "simulator.note.plan5NotDue":
    "Plan 5 repayments start in April 2026, so none are due in {year}; choose 2026-27 to see them.",
  "simulator.note.class4Capped":
    "Class 4 National Insurance is capped for people who also pay Class 1 on a salary (the annual maximum), which this applies.",
  "simulator.note.savingsDefault":
    "Savings and investments: {amount}, the average for households with your spending (enter yours to change it). The tax on profits, share trading and finance reaches you through them.",
  "simulator.note.savingsEntered":
    "Savings and investments: {amount}, as entered. The tax on profits, share trading and finance reaches you through them.",
} as const;
