import { useState } from "react";
import {
  BUSINESS_INPUT_RANGES,
  FINANCIAL_INPUT_DEFAULTS,
  FINANCIAL_INPUT_RANGES,
  INDIVIDUAL_INPUT_RANGES,
  personalImpact,
  toPeriod,
  type ImpactPeriod,
  type ImpactTab,
} from "@convex/domain/economy";
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

const TABS = [
  { value: "individual" as const, label: "Individual" },
  { value: "business" as const, label: "Business" },
  { value: "financial" as const, label: "Financial" },
];
const PERIODS = [
  { value: "annual" as const, label: "Annual" },
  { value: "monthly" as const, label: "Monthly" },
];

/** Personal impact calculator (spec 2.3, 9): today's taxes against the transaction tax. */
export function PersonalImpactCalculator({
  taxRate,
  dividend,
}: {
  taxRate: number;
  dividend: number;
}) {
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
    payroll: BUSINESS_INPUT_RANGES.payroll.default,
    operatingExpenses: BUSINESS_INPUT_RANGES.operatingExpenses.default,
    employees: BUSINESS_INPUT_RANGES.employees.default,
  });
  const [financial, setFinancial] = useState<FinancialFields>({
    tradeValue: FINANCIAL_INPUT_RANGES.tradeValue.default,
    otherTransfers: FINANCIAL_INPUT_RANGES.otherTransfers.default,
    expectedProfitPercent: FINANCIAL_INPUT_RANGES.expectedProfitPercent.default,
    ...FINANCIAL_INPUT_DEFAULTS,
  });

  const annual =
    tab === "individual"
      ? personalImpact.individual({ ...individual, taxRatePercent: taxRate, dividend })
      : tab === "business"
        ? personalImpact.business({ ...business, taxRatePercent: taxRate })
        : personalImpact.financial({ ...financial, taxRatePercent: taxRate });
  const impact = toPeriod(annual, period);

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Personal impact calculator</h2>
        <SegmentedTabs
          tabs={PERIODS}
          value={period}
          onChange={setPeriod}
          label="Period"
          idPrefix="impact-period"
        />
      </div>
      <SegmentedTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label="Who is affected"
        idPrefix="impact"
        className="mt-4 w-full sm:w-auto"
      />
      <div {...tabPanelProps("impact", tab)} className={`mt-4 space-y-4 ${tabPanelFocusClass}`}>
        {tab === "individual" && <IndividualInputs value={individual} onChange={setIndividual} />}
        {tab === "business" && <BusinessInputs value={business} onChange={setBusiness} />}
        {tab === "financial" && <FinancialInputs value={financial} onChange={setFinancial} />}
        <div {...tabPanelProps("impact-period", period)} tabIndex={-1}>
          <ImpactResult impact={impact} />
        </div>
      </div>
    </Card>
  );
}
