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
import { calculatorMessages } from "@/i18n/messages/calculator";
import { useT } from "@/i18n/react";
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
  const t = useT(calculatorMessages);
  const fallback = Math.round(estimateFinancialWealthForSpending(value.rent + value.otherSpending));
  return (
    <NumberField
      id="impact-wealth"
      label={t("calculator.savingsHeld")}
      suffix="£"
      value={value.savingsAndInvestments ?? fallback}
      range={INDIVIDUAL_INPUT_RANGES.savingsAndInvestments}
      onChange={(savingsAndInvestments) => onChange({ ...value, savingsAndInvestments })}
      hint={t("calculator.savingsHeldHint", { amount: gbp.format(fallback) })}
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
  const t = useT(calculatorMessages);
  const perYear = t("calculator.perYearSuffix");
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
          label={t("calculator.salary")}
          suffix={perYear}
          value={value.salary}
          range={R.salary}
          onChange={(salary) => onChange({ ...value, salary })}
        />
        <NumberField
          id="impact-rent"
          label={t("calculator.rent")}
          suffix={perYear}
          value={value.rent}
          range={R.rent}
          onChange={(rent) => onChange({ ...value, rent })}
        />
        <NumberField
          id="impact-other"
          label={t("calculator.otherSpending")}
          suffix={perYear}
          value={value.otherSpending}
          range={R.otherSpending}
          onChange={(otherSpending) => onChange({ ...value, otherSpending })}
        />
        <div hidden={regionFromResidence}>
          <label htmlFor="impact-region" className="mb-1 block text-sm font-medium">
            {t("calculator.taxRegion")}
          </label>
          <select
            id="impact-region"
            className={inputClass}
            value={value.region}
            onChange={(event) => onChange({ ...value, region: event.target.value as TaxRegion })}
          >
            <option value="rUK">{t("calculator.regionRuk")}</option>
            <option value="scotland">{t("calculator.regionScotland")}</option>
          </select>
        </div>
      </div>
      <details
        open={hasMore}
        className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      >
        <summary className="cursor-pointer text-sm font-medium">
          {t("calculator.moreIncome")}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <NumberField
            id="impact-savings"
            label={t("calculator.savingsInterest")}
            suffix={perYear}
            value={value.savingsIncome}
            range={R.savingsIncome}
            onChange={(savingsIncome) => onChange({ ...value, savingsIncome })}
            hint={t("calculator.savingsInterestHint")}
          />
          <NumberField
            id="impact-dividends"
            label={t("calculator.shareDividends")}
            suffix={perYear}
            value={value.dividendIncome}
            range={R.dividendIncome}
            onChange={(dividendIncome) => onChange({ ...value, dividendIncome })}
            hint={t("calculator.shareDividendsHint")}
          />
          <NumberField
            id="impact-gains"
            label={t("calculator.capitalGains")}
            suffix={perYear}
            value={value.capitalGains}
            range={R.capitalGains}
            onChange={(capitalGains) => onChange({ ...value, capitalGains })}
          />
          <SavingsField value={value} onChange={onChange} />
          <NumberField
            id="impact-profit-self"
            label={t("calculator.selfEmployedProfit")}
            suffix={perYear}
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
  const t = useT(calculatorMessages);
  const perYear = t("calculator.perYearSuffix");
  const allowance = gbp.format(rules.employmentAllowance);
  const threshold = gbp.format(rules.employerNiThreshold);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberField
        id="impact-revenue"
        label={t("calculator.businessRevenue")}
        suffix={perYear}
        value={value.revenue}
        range={BUSINESS_INPUT_RANGES.revenue}
        onChange={(revenue) => onChange({ ...value, revenue })}
      />
      <NumberField
        id="impact-opex"
        label={t("calculator.operatingExpenses")}
        suffix={perYear}
        value={value.operatingExpenses}
        range={BUSINESS_INPUT_RANGES.operatingExpenses}
        onChange={(operatingExpenses) => onChange({ ...value, operatingExpenses })}
      />
      <SelectField
        id="impact-employment-allowance"
        label={t("calculator.employmentAllowance")}
        value={value.employmentAllowance ? "eligible" : "not-eligible"}
        options={[
          { value: "eligible", label: t("calculator.allowanceClaimed", { amount: allowance }) },
          { value: "not-eligible", label: t("calculator.allowanceNotEligible") },
        ]}
        onChange={(choice) => onChange({ ...value, employmentAllowance: choice === "eligible" })}
        hint={t("calculator.allowanceHint", { threshold })}
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
  const t = useT(calculatorMessages);
  const perYear = t("calculator.perYearSuffix");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <NumberField
        id="impact-trade"
        label={t("calculator.tradeValue")}
        suffix={perYear}
        value={value.tradeValue}
        range={FINANCIAL_INPUT_RANGES.tradeValue}
        onChange={(tradeValue) => onChange({ ...value, tradeValue })}
      />
      <NumberField
        id="impact-transfers"
        label={t("calculator.otherTransfers")}
        suffix={perYear}
        value={value.otherTransfers}
        range={FINANCIAL_INPUT_RANGES.otherTransfers}
        onChange={(otherTransfers) => onChange({ ...value, otherTransfers })}
      />
      <NumberField
        id="impact-profit"
        label={t("calculator.expectedProfit")}
        suffix="%"
        value={value.expectedProfitPercent}
        range={FINANCIAL_INPUT_RANGES.expectedProfitPercent}
        onChange={(expectedProfitPercent) => onChange({ ...value, expectedProfitPercent })}
      />
      <div>
        <label htmlFor="impact-cgt" className="mb-1 block text-sm font-medium">
          {t("calculator.cgtBand")}
        </label>
        <select
          id="impact-cgt"
          className={inputClass}
          value={value.cgtBand}
          onChange={(event) => onChange({ ...value, cgtBand: event.target.value as CgtBand })}
        >
          <option value="basic">{t("calculator.cgtBasic")}</option>
          <option value="higher">{t("calculator.cgtHigher")}</option>
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-teal-700"
          checked={value.stampDuty}
          onChange={(event) => onChange({ ...value, stampDuty: event.target.checked })}
        />
        {t("calculator.stampDutyToday")}
      </label>
    </div>
  );
}
