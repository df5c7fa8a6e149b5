import {
  INDIVIDUAL_INPUT_RANGES,
  type MarriageAllowance,
  type StudentLoanPlan,
  type UkTaxYearRules,
} from "@convex/domain/economy";
import { gbp } from "@/lib/format";
import { NumberField, SelectField } from "./ImpactFields";

export interface CircumstancesFields {
  marriageAllowance: MarriageAllowance;
  children: number;
  studentLoanPlan: StudentLoanPlan;
  postgraduateLoan: boolean;
}

function describeMarriageOptions(
  rules: UkTaxYearRules,
): readonly { value: MarriageAllowance; label: string }[] {
  const transfer = gbp.format(rules.marriageAllowanceTransfer);
  return [
    { value: "none", label: "Not claimed" },
    { value: "receiving", label: `I receive ${transfer} from my partner` },
    { value: "transferring", label: `I give ${transfer} to my partner` },
  ];
}

function describeLoanOptions(
  rules: UkTaxYearRules,
): readonly { value: StudentLoanPlan; label: string }[] {
  const plans = rules.studentLoanPlans;
  return [
    { value: "none", label: "None" },
    { value: "plan1", label: plans.plan1.label },
    { value: "plan2", label: plans.plan2.label },
    { value: "plan4", label: plans.plan4.label },
    {
      value: "plan5",
      label: plans.plan5.repaymentsDue
        ? plans.plan5.label
        : `${plans.plan5.label} (repayments from April 2026)`,
    },
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
  const PLANS = rules.studentLoanPlans;
  const open =
    value.marriageAllowance !== "none" ||
    value.children > 0 ||
    value.studentLoanPlan !== "none" ||
    value.postgraduateLoan;
  return (
    <details open={open} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium">
        Marriage allowance, child benefit and student loans (optional)
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id="impact-marriage"
          label="Marriage allowance"
          value={value.marriageAllowance}
          options={describeMarriageOptions(rules)}
          onChange={(marriageAllowance) => onChange({ ...value, marriageAllowance })}
          hint={`For a spouse or civil partner: the one who receives it cuts their tax by up to ${gbp.format(rules.marriageAllowanceTransfer * rules.marriageAllowanceRate)}, if neither pays above the basic rate (above the intermediate rate in Scotland).`}
        />
        <NumberField
          id="impact-children"
          label="Children you get child benefit for"
          value={value.children}
          range={INDIVIDUAL_INPUT_RANGES.children}
          onChange={(children) => onChange({ ...value, children: Math.round(children) })}
          hint={`Over ${gbp.format(rules.childBenefitChargeThreshold)} of income a charge takes back 1% of it for every ${gbp.format(rules.childBenefitChargeStep)}, all of it by ${gbp.format(rules.childBenefitChargeThreshold + 100 * rules.childBenefitChargeStep)}.`}
        />
        <div className="space-y-2">
          <SelectField
            id="impact-student-loan"
            label="Student loan"
            value={value.studentLoanPlan}
            options={describeLoanOptions(rules)}
            onChange={(studentLoanPlan) => onChange({ ...value, studentLoanPlan })}
            hint={`9% of income over ${gbp.format(PLANS.plan1.threshold)} (Plan 1), ${gbp.format(PLANS.plan2.threshold)} (Plan 2), ${gbp.format(PLANS.plan4.threshold)} (Plan 4) or ${gbp.format(PLANS.plan5.threshold)} (Plan 5).`}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-teal-700"
              checked={value.postgraduateLoan}
              onChange={(event) => onChange({ ...value, postgraduateLoan: event.target.checked })}
            />
            Postgraduate loan too ({Math.round(rules.postgraduateLoan.rate * 100)}% over{" "}
            {gbp.format(rules.postgraduateLoan.threshold)})
          </label>
        </div>
      </div>
    </details>
  );
}
