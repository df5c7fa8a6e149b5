import {
  INDIVIDUAL_INPUT_RANGES,
  type MarriageAllowance,
  type StudentLoanPlan,
  type UkTaxYearRules,
} from "@convex/domain/economy";
import { gbp } from "@/lib/format";
import { calculatorMessages } from "@/i18n/messages/calculator";
import type { calculatorEnGB } from "@/i18n/messages/calculator/en-GB";
import { useT, type Translate } from "@/i18n/react";
import { NumberField, SelectField } from "./ImpactFields";

export interface CircumstancesFields {
  marriageAllowance: MarriageAllowance;
  children: number;
  studentLoanPlan: StudentLoanPlan;
  postgraduateLoan: boolean;
}

type SimulatorT = Translate<keyof typeof calculatorEnGB>;

function describeMarriageOptions(
  rules: UkTaxYearRules,
  t: SimulatorT,
): readonly { value: MarriageAllowance; label: string }[] {
  const amount = gbp.format(rules.marriageAllowanceTransfer);
  return [
    { value: "none", label: t("calculator.marriageNone") },
    { value: "receiving", label: t("calculator.marriageReceiving", { amount }) },
    { value: "transferring", label: t("calculator.marriageTransferring", { amount }) },
  ];
}

const PLAN_KEYS = ["plan1", "plan2", "plan4", "plan5"] as const;

function describeLoanOptions(
  rules: UkTaxYearRules,
  t: SimulatorT,
): readonly { value: StudentLoanPlan; label: string }[] {
  return [
    { value: "none", label: t("calculator.loanNone") },
    ...PLAN_KEYS.map((plan) => {
      const label = t(`calculator.plan.${plan}`);
      return {
        value: plan,
        label: rules.studentLoanPlans[plan].repaymentsDue
          ? label
          : t("calculator.planFromApril2026", { plan: label }),
      };
    }),
  ];
}

/** Marriage allowance, child benefit and student loans: the parts of today's tax that depend on a person's circumstances. */
export function CircumstancesInputs({
  value,
  rules,
  onChange,
}: {
  value: CircumstancesFields;
  rules: UkTaxYearRules;
  onChange: (v: CircumstancesFields) => void;
}) {
  const t = useT(calculatorMessages);
  const PLANS = rules.studentLoanPlans;
  const open =
    value.marriageAllowance !== "none" ||
    value.children > 0 ||
    value.studentLoanPlan !== "none" ||
    value.postgraduateLoan;
  return (
    <details open={open} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium">
        {t("calculator.circumstances")}
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="impact-marriage"
          label={t("calculator.marriageAllowance")}
          value={value.marriageAllowance}
          options={describeMarriageOptions(rules, t)}
          onChange={(marriageAllowance) => onChange({ ...value, marriageAllowance })}
          hint={t("calculator.marriageHint", {
            amount: gbp.format(rules.marriageAllowanceTransfer * rules.marriageAllowanceRate),
          })}
        />
        <NumberField
          id="impact-children"
          label={t("calculator.children")}
          value={value.children}
          range={INDIVIDUAL_INPUT_RANGES.children}
          onChange={(children) => onChange({ ...value, children: Math.round(children) })}
          hint={t("calculator.childrenHint", {
            threshold: gbp.format(rules.childBenefitChargeThreshold),
            step: gbp.format(rules.childBenefitChargeStep),
            all: gbp.format(rules.childBenefitChargeThreshold + 100 * rules.childBenefitChargeStep),
          })}
        />
        <div className="space-y-2">
          <SelectField
            id="impact-student-loan"
            label={t("calculator.studentLoan")}
            value={value.studentLoanPlan}
            options={describeLoanOptions(rules, t)}
            onChange={(studentLoanPlan) => onChange({ ...value, studentLoanPlan })}
            hint={t("calculator.studentLoanHint", {
              plan1: gbp.format(PLANS.plan1.threshold),
              plan2: gbp.format(PLANS.plan2.threshold),
              plan4: gbp.format(PLANS.plan4.threshold),
              plan5: gbp.format(PLANS.plan5.threshold),
            })}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-teal-700"
              checked={value.postgraduateLoan}
              onChange={(event) => onChange({ ...value, postgraduateLoan: event.target.checked })}
            />
            {t("calculator.postgraduateToo", {
              rate: String(Math.round(rules.postgraduateLoan.rate * 100)),
              threshold: gbp.format(rules.postgraduateLoan.threshold),
            })}
          </label>
        </div>
      </div>
    </details>
  );
}
