/**
 * The transaction-tax economy model and the personal impact calculator: pure functions
 * shared by the browser and the server. Described in docs/economy-model.md.
 * Money is in pounds unless a name says `Bn`; rates are percent.
 */

// Budget simulator
export {
  simulateBudget,
  recommendTaxRate,
  calculateSpending,
  calculateDividendCost,
  calculatePolicyTotal,
  toVoteEconomics,
} from "./budget";
export type {
  BudgetInput,
  BudgetPolicy,
  BudgetSimulation,
  RecommendedTaxRate,
  SpendingBreakdown,
  VoteEconomics,
} from "./budget";

// Revenue and the behavioural response
export {
  calculateRevenue,
  calculateRevenueRange,
  calculateRevenueBeforeResponse,
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
export { readBudgetGauge, labelGaugeScore, scoreIndicator, GAUGE_BANDS } from "./gauge";
export type { GaugeLabel, GaugeReading } from "./gauge";

// Assumptions and sourced constants
export {
  DEFAULT_ASSUMPTIONS,
  GROSS_TRANSACTION_BASE,
  GOVERNMENT_BASELINE_SPENDING,
  PRE_TAX_TRANSACTION_COST_PERCENT,
  VOLUME_ELASTICITY,
  UK_ADULTS,
  UK_POPULATION,
  SCENARIOS,
  countDividendRecipients,
  resolveAssumptions,
} from "./constants";
export type { DividendRecipients, EconomyAssumptions, Range, Scenario } from "./constants";

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
export { formatMoney, formatRate, formatInflation, formatPercent } from "./format";

// Fallback policy table
export {
  FALLBACK_POLICIES,
  FALLBACK_POLICIES_NOTICE,
  toFallbackBudgetPolicy,
} from "./fallbackPolicies";
export type { FallbackPolicy } from "./fallbackPolicies";

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
  FINANCIAL_INPUT_RANGES,
  FINANCIAL_INPUT_DEFAULTS,
} from "./personalImpact";
export type {
  BusinessInput,
  CgtBand,
  FinancialInput,
  ImpactLine,
  ImpactPeriod,
  ImpactSide,
  ImpactTab,
  IndividualInput,
  PersonalImpact,
} from "./personalImpact";

// UK 2025-26 tax schedule
export {
  TAX_YEAR,
  UK_TAX_2025_26,
  STANDARD_RATED_SPENDING_SHARE,
  calculateIncomeTax,
  calculatePersonalAllowance,
  calculateEmployeeNi,
  calculateEmployerNi,
  calculateVatOnSpending,
  calculateCapitalGainsTax,
  calculateStampDutyOnShares,
  calculateCorporationTax,
} from "./ukTax2025";

// Explainer
export {
  EXPLAINER_EXAMPLE,
  EXPLAINER_DIVIDEND,
  EXPLAINER_TAX_RATE_PERCENT,
  buildExplainerExample,
} from "./explainer";
export type { ExplainerExample } from "./explainer";
