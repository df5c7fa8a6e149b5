import {
  WAGE_PAYMENT_INCIDENCE_ON_PAY,
  type ImpactLine,
  type ImpactSide,
  type PersonalImpact,
  type StudentLoanPlan,
} from "@convex/domain/economy";
import { gbp } from "@/lib/format";
import { cn } from "@/lib/cn";
import { calculatorMessages } from "@/i18n/messages/calculator";
import type { calculatorEnGB } from "@/i18n/messages/calculator/en-GB";
import { T, useDataLang, useT, type Translate } from "@/i18n/react";

type SimulatorId = keyof typeof calculatorEnGB;

/** Pounds with a true minus for reductions (the marriage allowance). */
const pounds = (amount: number) =>
  amount < 0 ? `−${gbp.format(Math.abs(amount))}` : gbp.format(amount);

/** The model's line keys the catalogue words (`calculator.line.<key>`, word for word its English). */
const LINE_KEYS = [
  "incomeTax",
  "savingsTax",
  "dividendTax",
  "marriageAllowance",
  "employeeNi",
  "class4Ni",
  "childBenefitCharge",
  "capitalGainsTax",
  "vat",
  "postgraduateLoan",
  "employerNi",
  "corporationTax",
  "payroll",
  "operatingExpenses",
  "stampDuty",
  "purchase",
  "otherTransfers",
  "ownPurchases",
  "prices",
  "pay",
  "loanRepayments",
  "saving",
  "propertyPurchases",
  "unidentified",
  "profitsAndWealth",
  "shareTrading",
  "uprating",
] as const;

const isLineKey = (key: string): key is (typeof LINE_KEYS)[number] =>
  (LINE_KEYS as readonly string[]).includes(key);

/** A line's words by its key; a line the catalogue does not know keeps the model's English. */
function lineLabel(
  line: ImpactLine,
  t: Translate<SimulatorId>,
  studentLoanPlan: StudentLoanPlan,
): string | null {
  if (line.key === "studentLoan" && studentLoanPlan !== "none") {
    return t("calculator.line.studentLoan", { plan: t(`calculator.plan.${studentLoanPlan}`) });
  }
  return isLineKey(line.key) ? t(`calculator.line.${line.key}`) : null;
}

function Side({
  title,
  side,
  note,
  studentLoanPlan,
}: {
  title: string;
  side: ImpactSide;
  note?: string;
  studentLoanPlan: StudentLoanPlan;
}) {
  const t = useT(calculatorMessages);
  const dataLang = useDataLang();
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <h3 className="text-sm font-semibold">{title}</h3>
      {note && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <dl className="mt-2 space-y-1 text-sm">
        {side.lines.map((line) => {
          const label = lineLabel(line, t, studentLoanPlan);
          return (
            <div key={line.key} className="flex justify-between gap-2">
              <dt
                className="text-slate-600 dark:text-slate-300"
                lang={label === null ? dataLang : undefined}
              >
                {label ?? line.label}
              </dt>
              <dd className="tabular-nums">{pounds(line.amount)}</dd>
            </div>
          );
        })}
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
          <dt>{t("calculator.total")}</dt>
          <dd className="tabular-nums">{pounds(side.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How the tax reaches the person: the stated taxed share, pass-through and price rise. */
function IncidenceNote({ impact }: { impact: PersonalImpact }) {
  const t = useT(calculatorMessages);
  const incidence = impact.incidence;
  if (!incidence) return null;
  const wages = impact.wageIncidence;
  return (
    <p data-testid="impact-incidence" className="text-xs text-slate-600 dark:text-slate-400">
      {t("calculator.incidence", {
        taxed: percent(incidence.taxedShare.central),
        stages: incidence.stagesPerPound.central.toFixed(1),
        passThrough: percent(incidence.passThrough.central),
        passLow: percent(incidence.passThrough.low),
        passHigh: percent(incidence.passThrough.high),
        rise: incidence.priceRisePercent.central.toFixed(1),
        riseLow: incidence.priceRisePercent.low.toFixed(1),
        riseHigh: incidence.priceRisePercent.high.toFixed(1),
      })}{" "}
      {wages &&
        wages.central > 0 &&
        t("calculator.wageIncidence", {
          share: percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.central),
          shareLow: percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.low),
          shareHigh: percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.high),
          amount: gbp.format(wages.central),
          period: impact.period,
          low: gbp.format(wages.low),
          high: gbp.format(wages.high),
        })}
    </p>
  );
}

/** Today's taxes against the transaction tax (every channel) and the citizen dividend. */
export function ImpactResult({
  impact,
  studentLoanPlan = "none",
}: {
  impact: PersonalImpact;
  /** The plan the student loan line names. */
  studentLoanPlan?: StudentLoanPlan;
}) {
  const t = useT(calculatorMessages);
  const period = impact.period;
  const better = impact.betterOffBy >= 0;
  const stays = impact.scope === "dividend-and-policies";
  const range = impact.range.betterOffBy;
  const signed = (value: number) => `${value < 0 ? "−" : "+"}${gbp.format(Math.abs(value))}`;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        <Side
          title={t("calculator.today", { year: impact.taxYear })}
          side={impact.today}
          note={stays ? t("calculator.todayUnchanged") : undefined}
          studentLoanPlan={studentLoanPlan}
        />
        <Side
          title={t("calculator.taxAt", { rate: impact.taxRatePercent.toFixed(1) })}
          side={impact.transactionTax}
          note={stays ? t("calculator.addedOnTop") : undefined}
          studentLoanPlan={studentLoanPlan}
        />
      </div>
      {impact.repayments && (
        <Side
          title={t("calculator.repayments")}
          side={impact.repayments}
          note={t("calculator.repaymentsNote")}
          studentLoanPlan={studentLoanPlan}
        />
      )}
      <IncidenceNote impact={impact} />
      {impact.noteCodes.length > 0 && (
        <ul
          data-testid="impact-notes"
          className="list-disc space-y-1 pl-5 text-xs text-slate-600 dark:text-slate-400"
        >
          {impact.noteCodes.map((note) => (
            <li key={note.key}>{t(`calculator.note.${note.key}`, note.values)}</li>
          ))}
        </ul>
      )}
      {impact.dividend > 0 && (
        <p className="text-sm">
          <T
            id="calculator.dividendReceived"
            values={{ amount: gbp.format(impact.dividend), period }}
            components={{ 0: <strong className="tabular-nums" /> }}
          />
        </p>
      )}
      <div
        className={cn(
          "rounded-lg px-4 py-3",
          better
            ? "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"
            : "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
        )}
      >
        <p data-testid="impact-result" className="font-semibold">
          <T
            id={better ? "calculator.betterOff" : "calculator.worseOff"}
            values={{ amount: gbp.format(Math.abs(impact.betterOffBy)), period }}
            components={{ 0: <span className="tabular-nums" /> }}
          />
        </p>
        <p data-testid="impact-range" className="text-sm">
          {t("calculator.impactRange", {
            low: signed(range.low),
            high: signed(range.high),
            period,
            stays: stays ? "yes" : "no",
          })}
        </p>
      </div>
    </div>
  );
}
