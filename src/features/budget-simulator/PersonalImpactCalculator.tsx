import { useState } from "react";
import {
  BUSINESS_INPUT_RANGES,
  DEFAULT_STAFF,
  FINANCIAL_INPUT_DEFAULTS,
  FINANCIAL_INPUT_RANGES,
  INDIVIDUAL_INPUT_RANGES,
  UK_TAX_YEARS,
  personalImpact,
  selectTaxYearOn,
  toPeriod,
  type ImpactPeriod,
  type ImpactTab,
  type TaxRegion,
  type TaxYear,
} from "@convex/domain/economy";
import { ResidenceQuestion } from "@/components/ResidenceQuestion";
import { answeredNation, useResidenceAnswer } from "@/lib/residence";
import { Card } from "@/components/ui/Card";
import { SegmentedTabs, tabPanelProps, tabPanelFocusClass } from "@/components/ui/SegmentedTabs";
import {
  BusinessInputs,
  FinancialInputs,
  IndividualInputs,
  type BusinessFields,
  type FinancialFields,
  type IndividualFields,
} from "./ImpactInputs";
import { ImpactResult } from "./ImpactResult";
import { calculatorMessages } from "@/i18n/messages/calculator";
import { useT } from "@/i18n/react";
import { TaxYearSelect } from "./TaxYearSelect";

const TABS = ["individual", "business", "financial"] as const;

/**
 * Personal impact calculator (spec 2.3, 9): today's taxes against the transaction tax. "Today"
 * is the tax year containing `now` (injected for tests; default the current date), with the
 * year before selectable.
 */
export function PersonalImpactCalculator({
  taxRate,
  dividend,
  now,
}: {
  taxRate: number;
  dividend: number;
  now?: Date;
}) {
  const t = useT(calculatorMessages);
  const [currentYear] = useState<TaxYear>(() => selectTaxYearOn(now ?? new Date()));
  const [taxYear, setTaxYear] = useState<TaxYear>(currentYear);
  const [tab, setTab] = useState<ImpactTab>("individual");
  const [period, setPeriod] = useState<ImpactPeriod>("annual");
  const [individual, setIndividual] = useState<IndividualFields>({
    salary: INDIVIDUAL_INPUT_RANGES.salary.default,
    rent: INDIVIDUAL_INPUT_RANGES.rent.default,
    otherSpending: INDIVIDUAL_INPUT_RANGES.otherSpending.default,
    region: "rUK",
    dividendIncome: 0,
    savingsIncome: 0,
    capitalGains: 0,
    selfEmployedProfit: 0,
    marriageAllowance: "none",
    children: 0,
    studentLoanPlan: "none",
    postgraduateLoan: false,
  });
  const [business, setBusiness] = useState<BusinessFields>({
    revenue: BUSINESS_INPUT_RANGES.revenue.default,
    staff: DEFAULT_STAFF,
    operatingExpenses: BUSINESS_INPUT_RANGES.operatingExpenses.default,
    employmentAllowance: true,
  });
  const [financial, setFinancial] = useState<FinancialFields>({
    tradeValue: FINANCIAL_INPUT_RANGES.tradeValue.default,
    otherTransfers: FINANCIAL_INPUT_RANGES.otherTransfers.default,
    expectedProfitPercent: FINANCIAL_INPUT_RANGES.expectedProfitPercent.default,
    ...FINANCIAL_INPUT_DEFAULTS,
  });

  // Where the person lives decides the income tax rules once said (docs/nations.md).
  const nation = answeredNation(useResidenceAnswer());
  const region: TaxRegion =
    nation === null ? individual.region : nation === "scotland" ? "scotland" : "rUK";
  const annual =
    tab === "individual"
      ? personalImpact.individual({
          ...individual,
          region,
          taxYear,
          taxRatePercent: taxRate,
          dividend,
        })
      : tab === "business"
        ? personalImpact.business({ ...business, taxYear, taxRatePercent: taxRate })
        : personalImpact.financial({ ...financial, taxYear, taxRatePercent: taxRate });
  const impact = toPeriod(annual, period);

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("calculator.calculator")}</h2>
        <TaxYearSelect value={taxYear} currentYear={currentYear} onChange={setTaxYear} />
        <SegmentedTabs
          tabs={[
            { value: "annual" as const, label: t("calculator.annual") },
            { value: "monthly" as const, label: t("calculator.monthly") },
          ]}
          value={period}
          onChange={setPeriod}
          label={t("calculator.period")}
          idPrefix="impact-period"
        />
      </div>
      <SegmentedTabs
        tabs={TABS.map((value) => ({ value, label: t(`calculator.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
        label={t("calculator.whoIsAffected")}
        idPrefix="impact"
        className="mt-4 w-full sm:w-auto"
      />
      <div {...tabPanelProps("impact", tab)} className={`mt-4 space-y-4 ${tabPanelFocusClass}`}>
        {tab === "individual" && (
          <>
            <ResidenceQuestion
              idPrefix="impact"
              hint={
                region === "scotland"
                  ? t("calculator.scottishRates")
                  : t("calculator.scotlandOwnTax")
              }
            />
            <IndividualInputs
              value={{ ...individual, region }}
              rules={UK_TAX_YEARS[taxYear]}
              onChange={setIndividual}
              regionFromResidence={nation !== null}
            />
          </>
        )}
        {tab === "business" && (
          <BusinessInputs value={business} rules={UK_TAX_YEARS[taxYear]} onChange={setBusiness} />
        )}
        {tab === "financial" && <FinancialInputs value={financial} onChange={setFinancial} />}
        <div {...tabPanelProps("impact-period", period)} tabIndex={-1}>
          <ImpactResult impact={impact} studentLoanPlan={individual.studentLoanPlan} />
        </div>
      </div>
    </Card>
  );
}
