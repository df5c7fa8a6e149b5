import {
  BUSINESS_INPUT_RANGES,
  FINANCIAL_INPUT_RANGES,
  INDIVIDUAL_INPUT_RANGES,
  estimateFinancialWealthForSpending,
  type BusinessInput,
  type CgtBand,
  type FinancialInput,
  type IndividualInput,
  type TaxRegion,
  type UkTaxYearRules,
} from "@convex/domain/economy";
import { inputClass } from "@/lib/buttonClasses";
import { gbp } from "@/lib/format";
import { CircumstancesInputs } from "./ImpactCircumstances";
import { NumberField, SelectField } from "./ImpactFields";
import { StaffInputs } from "./ImpactStaff";

export type IndividualFields = Required<
  Omit<
    IndividualInput,
    "taxRatePercent" | "dividend" | "scope" | "taxYear" | "savingsAndInvestments"
  >
> & { savingsAndInvestments?: number };
export type BusinessFields = Omit<
  BusinessInput,
  "taxRatePercent" | "taxYear" | "employmentAllowance"
> & { employmentAllowance: boolean };
export type FinancialFields = Omit<FinancialInput, "taxRatePercent" | "taxYear">;

/** Savings and investments held: blank means the stated default for the spending. */
function SavingsField({
  value,
  onChange,
}: {
  value: IndividualFields;
  onChange: (v: IndividualFields) => void;
}) {
  const fallback = Math.round(estimateFinancialWealthForSpending(value.rent + value.otherSpending));
  return (
    <NumberField
      id="impact-wealth"
      label="Savings and investments held"
      suffix="£"
      value={value.savingsAndInvestments ?? fallback}
      range={INDIVIDUAL_INPUT_RANGES.savingsAndInvestments}
      onChange={(savingsAndInvestments) => onChange({ ...value, savingsAndInvestments })}
      hint={`Unless you change it: £${fallback.toLocaleString("en-GB")}, the average for households with your spending.`}
    />
  );
}

export function IndividualInputs({
  value,
  rules,
  onChange,
  regionFromResidence = false,
}: {
  value: IndividualFields;
  rules: UkTaxYearRules;
  onChange: (v: IndividualFields) => void;
  /** "Where do you live?" is answered: it decides the income tax rules, not this select. */
  regionFromResidence?: boolean;
}) {
  const R = INDIVIDUAL_INPUT_RANGES;
  const hasMore =
    value.dividendIncome > 0 ||
    value.savingsIncome > 0 ||
    value.capitalGains > 0 ||
    value.selfEmployedProfit > 0;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          id="impact-salary"
          label="Salary"
          suffix="£ a year"
          value={value.salary}
          range={R.salary}
          onChange={(salary) => onChange({ ...value, salary })}
        />
        <NumberField
          id="impact-rent"
          label="Rent"
          suffix="£ a year"
          value={value.rent}
          range={R.rent}
          onChange={(rent) => onChange({ ...value, rent })}
        />
        <NumberField
          id="impact-other"
          label="Other spending"
          suffix="£ a year"
          value={value.otherSpending}
          range={R.otherSpending}
          onChange={(otherSpending) => onChange({ ...value, otherSpending })}
        />
        <div hidden={regionFromResidence}>
          <label htmlFor="impact-region" className="mb-1 block text-sm font-medium">
            Where you pay income tax
          </label>
          <select
            id="impact-region"
            className={inputClass}
            value={value.region}
            onChange={(event) => onChange({ ...value, region: event.target.value as TaxRegion })}
          >
            <option value="rUK">England, Wales or Northern Ireland</option>
            <option value="scotland">Scotland</option>
          </select>
        </div>
      </div>
      <details
        open={hasMore}
        className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      >
        <summary className="cursor-pointer text-sm font-medium">
          Savings, investments, dividends, capital gains or self-employed profit (optional)
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <NumberField
            id="impact-savings"
            label="Savings interest"
            suffix="£ a year"
            value={value.savingsIncome}
            range={R.savingsIncome}
            onChange={(savingsIncome) => onChange({ ...value, savingsIncome })}
            hint="Interest outside an ISA or pension."
          />
          <NumberField
            id="impact-dividends"
            label="Dividends from shares"
            suffix="£ a year"
            value={value.dividendIncome}
            range={R.dividendIncome}
            onChange={(dividendIncome) => onChange({ ...value, dividendIncome })}
            hint="Outside an ISA or pension. Not the citizen dividend."
          />
          <NumberField
            id="impact-gains"
            label="Capital gains"
            suffix="£ a year"
            value={value.capitalGains}
            range={R.capitalGains}
            onChange={(capitalGains) => onChange({ ...value, capitalGains })}
          />
          <SavingsField value={value} onChange={onChange} />
          <NumberField
            id="impact-profit-self"
            label="Self-employed profit"
            suffix="£ a year"
            value={value.selfEmployedProfit}
            range={R.selfEmployedProfit}
            onChange={(selfEmployedProfit) => onChange({ ...value, selfEmployedProfit })}
          />
        </div>
      </details>
      <CircumstancesInputs
        value={value}
        rules={rules}
        onChange={(next) => onChange({ ...value, ...next })}
      />
    </div>
  );
}

export function BusinessInputs({
  value,
  rules,
  onChange,
}: {
  value: BusinessFields;
  rules: UkTaxYearRules;
  onChange: (v: BusinessFields) => void;
}) {
  const allowance = gbp.format(rules.employmentAllowance);
  const threshold = gbp.format(rules.employerNiThreshold);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberField
        id="impact-revenue"
        label="Revenue"
        suffix="£ a year"
        value={value.revenue}
        range={BUSINESS_INPUT_RANGES.revenue}
        onChange={(revenue) => onChange({ ...value, revenue })}
      />
      <NumberField
        id="impact-opex"
        label="Operating expenses"
        suffix="£ a year"
        value={value.operatingExpenses}
        range={BUSINESS_INPUT_RANGES.operatingExpenses}
        onChange={(operatingExpenses) => onChange({ ...value, operatingExpenses })}
      />
      <SelectField
        id="impact-employment-allowance"
        label="Employment Allowance"
        value={value.employmentAllowance ? "eligible" : "not-eligible"}
        options={[
          { value: "eligible", label: `Claimed: up to ${allowance} off employer NI` },
          { value: "not-eligible", label: "Not eligible" },
        ]}
        onChange={(choice) => onChange({ ...value, employmentAllowance: choice === "eligible" })}
        hint={`Not available, for example, to a company whose only employee paid over ${threshold} a year is a director.`}
      />
      <StaffInputs
        staff={value.staff}
        threshold={rules.employerNiThreshold}
        onChange={(staff) => onChange({ ...value, staff })}
      />
    </div>
  );
}

export function FinancialInputs({
  value,
  onChange,
}: {
  value: FinancialFields;
  onChange: (v: FinancialFields) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberField
        id="impact-trade"
        label="Buy/sell value"
        suffix="£ a year"
        value={value.tradeValue}
        range={FINANCIAL_INPUT_RANGES.tradeValue}
        onChange={(tradeValue) => onChange({ ...value, tradeValue })}
      />
      <NumberField
        id="impact-transfers"
        label="Other transfers"
        suffix="£ a year"
        value={value.otherTransfers}
        range={FINANCIAL_INPUT_RANGES.otherTransfers}
        onChange={(otherTransfers) => onChange({ ...value, otherTransfers })}
      />
      <NumberField
        id="impact-profit"
        label="Expected profit"
        suffix="%"
        value={value.expectedProfitPercent}
        range={FINANCIAL_INPUT_RANGES.expectedProfitPercent}
        onChange={(expectedProfitPercent) => onChange({ ...value, expectedProfitPercent })}
      />
      <div>
        <label htmlFor="impact-cgt" className="mb-1 block text-sm font-medium">
          Capital gains tax band
        </label>
        <select
          id="impact-cgt"
          className={inputClass}
          value={value.cgtBand}
          onChange={(event) => onChange({ ...value, cgtBand: event.target.value as CgtBand })}
        >
          <option value="basic">Basic rate</option>
          <option value="higher">Higher rate</option>
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-teal-700"
          checked={value.stampDuty}
          onChange={(event) => onChange({ ...value, stampDuty: event.target.checked })}
        />
        Pay 0.5% stamp duty on buys today
      </label>
    </div>
  );
}
