/**
 * What the simulator (src/features/budget-simulator) draws after its first paint or only when
 * opened: the personal impact calculator, the distribution chart and the body of "How these
 * figures are worked out". English, the source (docs/i18n.md "An area fetched in English
 * too"): fetched as the route arrives, so the route's JavaScript stays within its budget. The
 * parts', lines', plans' and notes' words are word for word the model's (modelWords.test.ts).
 */
export const calculatorEnGB = {
  "calculator.distributionTitle": "Who gains and who pays, by household income",
  "calculator.distributionSummary":
    "Households from the lowest-income tenth (1) to the highest (10): the citizen dividend their adults receive less the transaction tax they bear through their spending, their pay and their savings and investments (the personal calculator's channels, summed over households), net of the uprating of benefits, in the central case. {summary} Lines show the range.",
  "calculator.distributionCaption":
    "Gain or loss per household a year by income tenth, central case and range",
  "calculator.incomeTenth": "Income tenth",
  "calculator.incomeTenthNumber": "Income tenth {tenth}",
  "calculator.central": "Central",
  "calculator.range": "Range",
  "calculator.lowToHigh": "{low} to {high}",
  "calculator.distributionTotals":
    "Every pound is counted: households bear {burden} and owners abroad {foreign}, together the {net} of net revenue; the tenths receive {dividends} of dividends, its whole cost. The dividend goes to UK-resident adults, untaxed and disregarded for Universal Credit, Pension Credit and Housing Benefit. Tax on spending follows the ONS “Effects of taxes and benefits” convention for taxes on what businesses buy; tax on profits, share trading, settlement, saving and property purchases follows financial wealth (ONS Wealth and Assets Survey). Spending by tenth reproduces ONS Family spending (April 2022 to March 2023: mean £567.70 a week, poorest fifth £356.90, richest £857.30); pay follows ONS Effects of taxes and benefits (financial year ending 2024); 28.4 million households (ONS 2023).",
  "calculator.calculator": "Personal impact calculator",
  "calculator.period": "Period",
  "calculator.annual": "Annual",
  "calculator.monthly": "Monthly",
  "calculator.whoIsAffected": "Who is affected",
  "calculator.tab.individual": "Individual",
  "calculator.tab.business": "Business",
  "calculator.tab.financial": "Financial",
  "calculator.scottishRates": "Scottish income tax rates and bands apply to your earnings.",
  "calculator.scotlandOwnTax":
    "Scotland sets its own income tax on earnings. Kept on this device; sent only with your vote.",
  "calculator.perYearSuffix": "£ a year",
  "calculator.salary": "Salary",
  "calculator.rent": "Rent",
  "calculator.otherSpending": "Other spending",
  "calculator.taxRegion": "Where you pay income tax",
  "calculator.regionRuk": "England, Wales or Northern Ireland",
  "calculator.regionScotland": "Scotland",
  "calculator.moreIncome":
    "Savings, investments, dividends, capital gains or self-employed profit (optional)",
  "calculator.savingsInterest": "Savings interest",
  "calculator.savingsInterestHint": "Interest outside an ISA or pension.",
  "calculator.shareDividends": "Dividends from shares",
  "calculator.shareDividendsHint": "Outside an ISA or pension. Not the citizen dividend.",
  "calculator.capitalGains": "Capital gains",
  "calculator.savingsHeld": "Savings and investments held",
  "calculator.savingsHeldHint":
    "Unless you change it: {amount}, the average for households with your spending.",
  "calculator.selfEmployedProfit": "Self-employed profit",
  "calculator.circumstances": "Marriage allowance, child benefit and student loans (optional)",
  "calculator.marriageAllowance": "Marriage allowance",
  "calculator.marriageNone": "Not claimed",
  "calculator.marriageReceiving": "I receive {amount} from my partner",
  "calculator.marriageTransferring": "I give {amount} to my partner",
  "calculator.marriageHint":
    "For a spouse or civil partner: the one who receives it cuts their tax by up to {amount}, if neither pays above the basic rate (above the intermediate rate in Scotland).",
  "calculator.children": "Children you get child benefit for",
  "calculator.childrenHint":
    "Over {threshold} of income a charge takes back 1% of it for every {step}, all of it by {all}.",
  "calculator.studentLoan": "Student loan",
  "calculator.loanNone": "None",
  "calculator.plan.plan1": "Plan 1",
  "calculator.plan.plan2": "Plan 2",
  "calculator.plan.plan4": "Plan 4 (Scotland)",
  "calculator.plan.plan5": "Plan 5",
  "calculator.planFromApril2026": "{plan} (repayments from April 2026)",
  "calculator.studentLoanHint":
    "9% of income over {plan1} (Plan 1), {plan2} (Plan 2), {plan4} (Plan 4) or {plan5} (Plan 5).",
  "calculator.postgraduateToo": "Postgraduate loan too ({rate}% over {threshold})",
  "calculator.businessRevenue": "Revenue",
  "calculator.operatingExpenses": "Operating expenses",
  "calculator.employmentAllowance": "Employment Allowance",
  "calculator.allowanceClaimed": "Claimed: up to {amount} off employer NI",
  "calculator.allowanceNotEligible": "Not eligible",
  "calculator.allowanceHint":
    "Not available, for example, to a company whose only employee paid over {threshold} a year is a director.",
  "calculator.staff": "Employees by pay",
  "calculator.staffNote":
    "Employer NI is 15% of each person's pay above {threshold} a year, so enter groups of people paid the same.",
  "calculator.groupPeople": "People in group {group}",
  "calculator.groupSalary": "Salary each, group {group}",
  "calculator.removeGroup": "Remove group {group}",
  "calculator.addGroup": "Add a pay group",
  "calculator.payroll": "Payroll: <0>{amount}</0> a year (up to {max})",
  "calculator.tradeValue": "Buy/sell value",
  "calculator.otherTransfers": "Other transfers",
  "calculator.expectedProfit": "Expected profit",
  "calculator.cgtBand": "Capital gains tax band",
  "calculator.cgtBasic": "Basic rate",
  "calculator.cgtHigher": "Higher rate",
  "calculator.stampDutyToday": "Pay 0.5% stamp duty on buys today",
  "calculator.today": "Today ({year})",
  "calculator.todayUnchanged": "Unchanged: today's taxes and borrowing pay for today's spending",
  "calculator.taxAt": "Transaction tax at {rate}%",
  "calculator.addedOnTop": "Added on top of today's taxes",
  "calculator.repayments": "Student loan repayments",
  "calculator.repaymentsNote":
    "Not a tax: the same under the transaction tax, so left out of the comparison",
  "calculator.total": "Total",
  "calculator.line.incomeTax": "Income tax on pay and profit",
  "calculator.line.savingsTax": "Income tax on savings interest",
  "calculator.line.dividendTax": "Tax on dividends from shares",
  "calculator.line.marriageAllowance": "Marriage allowance",
  "calculator.line.employeeNi": "Employee National Insurance",
  "calculator.line.class4Ni": "Class 4 National Insurance",
  "calculator.line.childBenefitCharge": "High Income Child Benefit Charge",
  "calculator.line.capitalGainsTax": "Capital gains tax",
  "calculator.line.vat": "VAT in your spending",
  "calculator.line.studentLoan": "Student loan ({plan})",
  "calculator.line.postgraduateLoan": "Postgraduate loan",
  "calculator.line.employerNi": "Employer National Insurance",
  "calculator.line.corporationTax": "Corporation tax",
  "calculator.line.payroll": "Transaction tax on payroll",
  "calculator.line.operatingExpenses": "Transaction tax on operating expenses",
  "calculator.line.stampDuty": "Stamp duty on the purchase",
  "calculator.line.purchase": "Transaction tax on the purchase",
  "calculator.line.otherTransfers": "Transaction tax on other transfers",
  "calculator.line.ownPurchases": "Paid directly on your own purchases",
  "calculator.line.prices": "Reaching you through prices (VAT included)",
  "calculator.line.pay": "Through lower pay, less the income tax and NI no longer due",
  "calculator.line.loanRepayments": "Other payments: loan, mortgage and card repayments",
  "calculator.line.saving": "Other payments: saving and pension contributions",
  "calculator.line.propertyPurchases": "Other payments: home and property purchases",
  "calculator.line.unidentified": "Other payments: unidentified (spread by spending)",
  "calculator.line.profitsAndWealth": "Through profits and finance (your savings and investments)",
  "calculator.line.shareTrading": "Through share trading (your savings and investments)",
  "calculator.line.uprating": "Returned through uprated benefits and pensions",
  "calculator.incidence":
    "Same assumptions as the budget: {taxed} of your payments are still taxed at this rate (the rest moves to cash, netting or does not happen). Businesses pay the tax on about {stages} pounds of their own payments behind each pound you spend and pass {passThrough} of it on (range {passLow} to {passHigh}), so prices rise about {rise}% (range {riseLow}% to {riseHigh}%).",
  "calculator.wageIncidence":
    "Your employer pays the tax on your salary too, and {share} of it falls on your pay (range {shareLow} to {shareHigh}, the OBR's assumption for employer NI), less the income tax and NI no longer due on it: about {amount} {period, select, monthly {a month} other {a year}} (range {low} to {high}).",
  "calculator.dividendReceived":
    "Citizen dividend received (tax-free): <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "calculator.betterOff":
    "Better off by <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "calculator.worseOff":
    "Worse off by <0>{amount}</0> {period, select, monthly {a month} other {a year}}",
  "calculator.impactRange":
    "Range {low} to {high} {period, select, monthly {a month} other {a year}}{stays, select, yes {: the citizen dividend less the transaction tax you bear through every channel above.} other {.}}",
  "calculator.note.marriageNotAvailable":
    "Marriage allowance: not available, because some of your income is taxed above the basic rate (above the intermediate rate in Scotland).",
  "calculator.note.marriageTransferring":
    "Marriage allowance: your allowance is £1,260 lower and your spouse or civil partner pays up to £252 less tax, which is not counted here.",
  "calculator.note.marriageCannotGive":
    "Marriage allowance: you cannot give part of your allowance away, because with £1,260 less some of your income would be taxed above the basic rate (above the intermediate rate in Scotland).",
  "calculator.note.personalAllowance":
    "Personal allowance: {amount}, reduced by £1 for every £2 of income over £100,000, savings and dividends included.",
  "calculator.note.childBenefitCharge":
    "The High Income Child Benefit Charge falls on the partner with the higher income; this assumes it is you.",
  "calculator.note.plan5NotDue":
    "Plan 5 repayments start in April 2026, so none are due in {year}; choose 2026-27 to see them.",
  "calculator.note.class4Capped":
    "Class 4 National Insurance is capped for people who also pay Class 1 on a salary (the annual maximum), which this applies.",
  "calculator.note.savingsDefault":
    "Savings and investments: {amount}, the average for households with your spending (enter yours to change it). The tax on profits, share trading and finance reaches you through them.",
  "calculator.note.savingsEntered":
    "Savings and investments: {amount}, as entered. The tax on profits, share trading and finance reaches you through them.",
  // The body of "How these figures are worked out" (AssumptionsPanel).
  "calculator.assumptionsIntro":
    "The tax base is split into four parts. Each shrinks as the rate rises, by how much the published evidence says: wholesale flows fell about 85% under Sweden's tiny 1989 bond tax, so they raise almost nothing here. Low and high are the strong- and weak-response ends of the evidence.",
  "calculator.segmentsCaption": "Revenue by part of the tax base at {rate}",
  "calculator.segmentPart": "Part of the base",
  "calculator.segmentSize": "Size before the tax",
  "calculator.segmentRevenue": "Revenue at {rate}",
  "calculator.segmentSource": "Source",
  "calculator.centralRange": "{central} ({low} to {high})",
  "calculator.segmentNothing": "Counts as nothing: the state pays itself",
  "calculator.segment.realEconomy": "Real-economy payments",
  "calculator.segment.marketTrading": "Share trading",
  "calculator.segment.wholesale": "Wholesale settlement",
  "calculator.segment.publicSector": "Government and Bank of England flows",
  "calculator.netCaption": "From gross to net revenue at {rate}, central (strong to weak response)",
  "calculator.net.gross": "Gross revenue (all parts of the base)",
  "calculator.net.lostStampDuty": "Less stamp duty on shares lost as trading shrinks (HMRC)",
  "calculator.net.uprating": "Less uprating of benefits and pensions after the price rise (OBR)",
  "calculator.net.indexLinkedInterest": "Less interest on the index-linked gilt uplift (DMO)",
  "calculator.net.procurement": "Less the tax in what government buys (ONS)",
  "calculator.net.giltYields": "Less higher gilt yields as gilt trading shrinks",
  "calculator.net.vatOnHigherPrices": "Plus VAT on the higher prices (OBR)",
  "calculator.net.net": "Net revenue",
  "calculator.indexLinked":
    "The index-linked gilt uplift is a one-off {amount} added to debt; only its interest is counted each year. Gilts and bonds are taxed in wholesale settlement, which Sweden's bond tax calibrates.",
  "calculator.method":
    "Businesses pass {passThrough} of the tax on their costs into prices (range {low} to {high}), so households pay it on their own payments and again, once for each business payment behind what they buy (about one per pound, from the ONS input-output tables): together they are the “cost of living rises” figure, a one-off rise. Three-quarters of the tax on wage payments falls on pay, as the OBR assumes for employer National Insurance. The “demand pressure” figure is the product specification's rule of thumb (−10 × the gap as a share of public spending, plus the policies' own pressure), not a forecast of inflation. The gauge counts the distinct scenarios, each part of the tax base that changes the outcome at its low, central or high assumptions, in which the package balances on net revenue: a count, not a probability. Net revenue counts the income tax, NICs and corporation tax lost as pay and profits absorb the tax. The model leaves out foreign exchange and derivatives settled abroad, dividend tax and capital gains tax lost, and any change in the economy's size.",
} as const;
