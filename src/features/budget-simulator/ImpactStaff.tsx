import { BUSINESS_INPUT_RANGES, sumPayroll, type PayGroup } from "@convex/domain/economy";
import { buttonClasses } from "@/lib/buttonClasses";
import { gbp } from "@/lib/format";
import { calculatorMessages } from "@/i18n/messages/calculator";
import { T, useT } from "@/i18n/react";
import { NumberField } from "./ImpactFields";

const R = BUSINESS_INPUT_RANGES;

/**
 * The payroll as pay groups (how many people, paid how much each), so employer NI is charged
 * on each salary above the secondary threshold rather than on an equal split of the total.
 */
export function StaffInputs({
  staff,
  threshold,
  onChange,
}: {
  staff: readonly PayGroup[];
  threshold: number;
  onChange: (staff: PayGroup[]) => void;
}) {
  const t = useT(calculatorMessages);
  // A change that would take the payroll over the calculator's limit is not taken.
  const change = (next: PayGroup[]) => {
    if (sumPayroll(next) <= R.payroll.max) onChange(next);
  };
  const update = (index: number, edit: Partial<PayGroup>) =>
    change(staff.map((group, at) => (at === index ? { ...group, ...edit } : group)));
  const added = [...staff, { count: 1, salary: R.groupSalary.default }];
  const payroll = sumPayroll(staff);
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 sm:col-span-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">{t("calculator.staff")}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t("calculator.staffNote", { threshold: gbp.format(threshold) })}
      </p>
      {staff.map((group, index) => (
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <NumberField
            id={`impact-staff-count-${index}`}
            label={t("calculator.groupPeople", { group: String(index + 1) })}
            value={group.count}
            range={R.groupCount}
            onChange={(count) => update(index, { count: Math.round(count) })}
          />
          <NumberField
            id={`impact-staff-salary-${index}`}
            label={t("calculator.groupSalary", { group: String(index + 1) })}
            suffix={t("calculator.perYearSuffix")}
            value={group.salary}
            range={R.groupSalary}
            onChange={(salary) => update(index, { salary })}
          />
          <button
            type="button"
            className={buttonClasses.ghost}
            disabled={staff.length === 1}
            onClick={() => onChange(staff.filter((_, at) => at !== index))}
          >
            {t("calculator.removeGroup", { group: String(index + 1) })}
          </button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClasses.secondary}
          disabled={staff.length >= R.maxGroups || sumPayroll(added) > R.payroll.max}
          onClick={() => change(added)}
        >
          {t("calculator.addGroup")}
        </button>
        <p data-testid="impact-payroll" className="text-sm" role="status">
          <T
            id="calculator.payroll"
            values={{ amount: gbp.format(payroll), max: gbp.format(R.payroll.max) }}
            components={{ 0: <strong className="tabular-nums" /> }}
          />
        </p>
      </div>
    </fieldset>
  );
}
