/**
 * The transaction-tax economy model and the personal impact calculator: pure functions
 * shared by the browser and the server. Described in docs/economy-model.md.
 * Money is in pounds unless a name says `Bn`; rates are percent.
 */

// Budget simulator
export {
  DIVIDEND_ADMINISTRATION_PER_RECIPIENT,
  simulateBudget,
  recommendTaxRate,
  calculateSpending,
  calculateDividendCost,
  calculatePolicyTotal,
  toVoteEconomics,
  simulateVoteEconomics,
  simulatePackageBalance,
} from "./budget";
export type {
  BudgetInput,
  BudgetPolicy,
  BudgetSimulation,
  PackageBalance,
  RecommendedTaxRate,
  SpendingBreakdown,
  VoteEconomics,
} from "./budget";

// Revenue and the behavioural response
export {
  calculateRevenue,
  calculateRevenueRange,
  calculateRevenueBeforeResponse,
  calculateRevenueBySegment,
  calculateSegmentRevenue,
  calculateStaticRevenue,
  calculateTaxBase,
  calculateRetainedShare,
  findRevenueMaximisingRate,
} from "./revenue";

// Inflation
export {
  estimateInflation,
  estimateInflationFromBalance,
  calculatePressureAdjustment,
  calculatePolicyPressure,
  calculateTimeLagFactor,
} from "./inflation";
export type { InflationEstimate, PressureModifiers } from "./inflation";

// Gauge
export {
  readBudgetGauge,
  labelGauge,
  listScenarioRevenues,
  describeGauge,
  GAUGE_MOST_SCORE,
  GAUGE_CAVEAT,
  DISTINCT_SCENARIO_SPREAD,
  selectDistinctSegments,
} from "./gauge";
export type { GaugeLabel, GaugeReading } from "./gauge";

// Assumptions and sourced constants
export {
  CITIZEN_DIVIDEND_NAME,
  DEFAULT_ASSUMPTIONS,
  DEFAULT_BUDGET_SCOPE,
  GOVERNMENT_BASELINE_SPENDING,
  HOUSEHOLD_CONSUMPTION,
  NOMINAL_GDP,
  PRICE_PASS_THROUGH,
  UK_ADULTS,
  UK_POPULATION,
  SCENARIOS,
  countDividendRecipients,
  resolveAssumptions,
} from "./constants";
export type {
  BudgetScope,
  DividendRecipients,
  EconomyAssumptions,
  Range,
  Scenario,
} from "./constants";

// The segmented base and who pays
export {
  TRANSACTION_SEGMENTS,
  SWEDISH_FIXED_INCOME_RATE_PERCENT,
  WHOLESALE_RETAINED_AT_SWEDISH_RATE,
  BANK_DEBIT_TAX_RATE_PERCENT,
  REAL_ECONOMY_RETAINED_AT_BANK_DEBIT_RATE,
  STAMP_TAXES_ON_SHARES,
  calibrateElasticity,
  sumGrossBase,
  withoutResponse,
} from "./segments";
export type { SegmentKey, TransactionSegment } from "./segments";
export { calculatePaymentIncidence, calculateWageIncidence } from "./incidence";
export type { PaymentIncidence } from "./incidence";
export {
  INCOME_DECILES,
  UK_HOUSEHOLDS,
  DIVIDEND_BENEFIT_TREATMENT,
  DIVIDEND_ELIGIBILITY,
  calculateDecileImpacts,
  calculateDistribution,
  countDecilesGaining,
  describeDistribution,
  summariseDistribution,
  formatDecileGain,
  LOWER_INCOME_TENTHS,
} from "./distribution";
export type {
  DecileImpact,
  Distribution,
  DistributionSummary,
  DistributionTotals,
  IncomeDecile,
} from "./distribution";
export {
  DECILE_ANCHORS,
  HOUSEHOLDS_PER_DECILE,
  HOUSEHOLD_CASH_BENEFITS,
  estimateFinancialWealthForSpending,
  listDecileHouseholds,
} from "./decileInputs";
export {
  CHARGE_CHANNELS,
  HOUSEHOLD_NET_FINANCIAL_WEALTH,
  WAGES_AND_SALARIES,
  calculateChannelRates,
  calculateChannelRatesRange,
  chargeHousehold,
  chargeHouseholdRange,
  sumChannels,
} from "./householdCharges";
export type {
  ChannelRates,
  ChargeChannel,
  HouseholdCharges,
  HouseholdCircumstances,
} from "./householdCharges";
export { calculatePersonalCharges } from "./personalCharges";
export type { PersonalCharges, PersonalChargesInput } from "./personalCharges";
export {
  CORE_REAL_ECONOMY_PAYMENTS,
  OTHER_PAYMENT_PURPOSES,
  REAL_ECONOMY_PAYMENTS,
  TAXED_OTHER_PURPOSES,
} from "./paymentPurposes";
export type {
  OtherPaymentPurpose,
  OtherPaymentPurposeKey,
  PaymentPurposeKey,
  PurposePayer,
} from "./paymentPurposes";
export {
  BUSINESS_PURCHASE_PAYMENTS,
  FINAL_DEMAND_SHARES,
  FOREIGN_SHARE,
  PRIVATE_WAGE_PAYMENTS,
  VAT_PER_POUND_OF_HOUSEHOLD_SPENDING,
  WAGE_PAYMENT_INCIDENCE_ON_PAY,
  OTHER_PURPOSE_PAYER,
  calculateCostOfLivingRange,
  calculatePriceRiseRange,
  sumOtherPaymentsBy,
  calculateRevenueFlows,
  calculateStagesPerPound,
} from "./flows";
export type { RevenueFlows } from "./flows";
export {
  FOREIGN_HOLDINGS,
  GILTS_OUTSTANDING,
  GILT_YIELD_PERCENT,
  GILT_YIELD_RISE_BASIS_POINTS,
  INDEX_LINKED_GILTS,
  PRICE_LINKED_SPENDING,
  TAX_RATE_ON_PAY_ABSORBED,
  TAX_RATE_ON_PROFITS_ABSORBED,
  calculateNetRevenue,
  calculateNetRevenueItems,
  calculateNetRevenueRange,
} from "./netRevenue";
export type { NetRevenue, NetRevenueItems } from "./netRevenue";

// Sliders and stored values
export {
  TAX_RATE_SLIDER,
  DIVIDEND_SLIDER,
  MIN_STORED_TAX_RATE_PERCENT,
  sanitizeStoredTaxRate,
  sanitizeStoredDividend,
  snapToSlider,
  clampToRange,
} from "./sliders";
export type { SliderSpec } from "./sliders";

// Costs and formatting
export {
  parseCostEstimate,
  isKnownCost,
  formatCost,
  toBudgetPolicy,
  UNKNOWN_COST_LABEL,
} from "./costs";
export {
  formatMoney,
  formatSignedMoney,
  formatPricePressure,
  formatPressurePoints,
  formatRate,
  formatInflation,
  formatPercent,
  formatWholePounds,
  groupWhole,
} from "./format";

// Fallback policy table
// (the table itself is convex/catalogue/fallback.ts, built from the catalogue)
export {
  FALLBACK_POLICIES_NOTICE,
  buildFallbackPolicies,
  toFallbackBudgetPolicy,
} from "./fallbackPolicies";
export type { FallbackPolicy, FallbackSource } from "./fallbackPolicies";

// Personal impact calculator
export {
  personalImpact,
  calculateIndividualImpact,
  calculateBusinessImpact,
  calculateFinancialImpact,
  toMonthly,
  toPeriod,
  INDIVIDUAL_INPUT_RANGES,
  BUSINESS_INPUT_RANGES,
  DEFAULT_STAFF,
  FINANCIAL_INPUT_RANGES,
  FINANCIAL_INPUT_DEFAULTS,
  IMPACT_NOTE_TEXTS,
  describeImpactNote,
} from "./personalImpact";
export type {
  BusinessInput,
  CgtBand,
  FinancialInput,
  ImpactLine,
  ImpactNote,
  ImpactNoteKey,
  ImpactPeriod,
  ImpactSide,
  ImpactTab,
  IndividualInput,
  PersonalImpact,
} from "./personalImpact";

// UK personal taxes, by tax year
export {
  STANDARD_RATED_SPENDING_SHARE,
  calculateIncomeTax,
  calculatePersonalAllowance,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateVatOnSpending,
  calculateCapitalGainsTax,
  calculateDividendTax,
  calculateClass4Ni,
  calculateClass4AnnualMaximum,
  calculateIncomeTaxBreakdown,
  calculateChildBenefit,
  calculateHighIncomeChildBenefitCharge,
  calculateStudentLoanIncome,
  calculateStudentLoanRepayment,
  calculateStampDutyOnShares,
  calculateCorporationTax,
  sumPayroll,
} from "./ukTax";
export type {
  IncomeSources,
  IncomeTaxBreakdown,
  MarriageAllowance,
  PayGroup,
  TaxRegion,
} from "./ukTax";
export {
  TAX_YEARS,
  UK_TAX_2025_26,
  UK_TAX_2026_27,
  UK_TAX_YEARS,
  describeTaxYearOn,
  selectTaxYearOn,
} from "./ukTaxYears";
export type { StudentLoanPlan, TaxYear, UkTaxYearRules } from "./ukTaxYears";

// Explainer
export {
  explainerExample,
  EXPLAINER_DIVIDEND,
  EXPLAINER_TAX_RATE_PERCENT,
  buildExplainerExample,
} from "./explainer";
export type { ExplainerExample } from "./explainer";

// Headline figures in words, with their ranges
export {
  describeBalance,
  describeCentralBalance,
  classifyCentralBalance,
  balanceTone,
  formatBalanceRange,
  describeRecommendedRate,
  describeRange,
  BALANCED_WITHIN_POUNDS,
} from "./describe";
export type { CentralBalanceCase } from "./describe";

// The one price figure and the package balance's framing
export {
  PRICE_FIGURE_LABEL,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_AVERAGE_NOTE,
  DEMAND_PRESSURE_LABEL,
  DEMAND_PRESSURE_CAVEAT,
  estimatePriceRise,
  describePriceRise,
  roundPriceRise,
} from "./priceFigure";
export {
  UK_BORROWING_2025_26,
  UK_BORROWING_2026_27_FORECAST,
  PACKAGE_BALANCE_LABEL,
  PACKAGE_BALANCE_MEANING,
  describeUkBorrowing,
} from "./publicFinances";
