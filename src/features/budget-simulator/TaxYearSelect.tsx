import { TAX_YEARS, type TaxYear } from "@convex/domain/economy";
import { inputClass } from "@/lib/buttonClasses";

/** "6 April 2026 to 5 April 2027" for "2026-27". */
function describeDates(year: TaxYear): string {
  const start = Number(year.slice(0, 4));
  return `6 April ${start} to 5 April ${start + 1}`;
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
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="impact-tax-year" className="text-sm font-medium">
        Tax year
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
            {year === currentYear ? `${year} (this year)` : year}
          </option>
        ))}
      </select>
      <span id="impact-tax-year-dates" className="text-xs text-slate-600 dark:text-slate-400">
        {describeDates(value)}
      </span>
    </div>
  );
}
