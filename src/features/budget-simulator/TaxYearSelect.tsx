import { TAX_YEARS, type TaxYear } from "@convex/domain/economy";
import { inputClass } from "@/lib/buttonClasses";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useFormat, useT } from "@/i18n/react";

/** A UK tax year's first and last days (6 April to 5 April), as local dates. */
function taxYearDays(year: TaxYear): { start: Date; end: Date } {
  const first = Number(year.slice(0, 4));
  return { start: new Date(first, 3, 6), end: new Date(first + 1, 3, 5) };
}

/** The tax year whose rules "today" uses: this year by default, last year selectable. */
export function TaxYearSelect({
  value,
  currentYear,
  onChange,
}: {
  value: TaxYear;
  currentYear: TaxYear;
  onChange: (year: TaxYear) => void;
}) {
  const t = useT(simulatorMessages);
  const { date } = useFormat();
  const days = taxYearDays(value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="impact-tax-year" className="text-sm font-medium">
        {t("simulator.taxYear")}
      </label>
      <select
        id="impact-tax-year"
        className={inputClass.replace("w-full", "w-auto")}
        value={value}
        aria-describedby="impact-tax-year-dates"
        onChange={(event) => onChange(event.target.value as TaxYear)}
      >
        {TAX_YEARS.map((year) => (
          <option key={year} value={year}>
            {year === currentYear ? t("simulator.thisYear", { year }) : year}
          </option>
        ))}
      </select>
      <span id="impact-tax-year-dates" className="text-xs text-slate-600 dark:text-slate-400">
        {/* "6 April 2026 to 5 April 2027" */}
        {t("simulator.taxYearDates", { start: date(days.start), end: date(days.end) })}
      </span>
    </div>
  );
}
