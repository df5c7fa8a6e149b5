import type { ComponentType } from "react";
import {
  explainerExample,
  TRANSACTION_SEGMENTS,
  formatMoney,
  sumGrossBase,
} from "@convex/domain/economy";
import { useEconomyWords } from "@/i18n/economyWords";
import { economyMessages } from "@/i18n/messages/economy";
import type { economyEnGB } from "@/i18n/messages/economy/en-GB";
import { useT } from "@/i18n/react";
import { ComparisonStep } from "./ComparisonStep";

export interface ExplainerStep {
  title: keyof typeof economyEnGB;
  Body: ComponentType;
}

const grossBase = sumGrossBase(TRANSACTION_SEGMENTS).central;
const wholesale = TRANSACTION_SEGMENTS.find((segment) => segment.key === "wholesale")!.grossBase
  .central;
const realEconomy = TRANSACTION_SEGMENTS.find((segment) => segment.key === "realEconomy")!.grossBase
  .central;

function PaymentsStep() {
  const t = useT(economyMessages);
  return (
    <p>
      {t("economy.payments", {
        grossBase: formatMoney(grossBase),
        wholesale: formatMoney(wholesale),
        realEconomy: formatMoney(realEconomy),
      })}
    </p>
  );
}

function ShrinksStep() {
  const t = useT(economyMessages);
  const words = useEconomyWords();
  const example = explainerExample();
  return (
    <p>
      {t("economy.shrinks", {
        rate: String(example.taxRatePercent),
        revenue: words.range(example.simulation.revenue),
      })}
    </p>
  );
}

function DividendStep() {
  const t = useT(economyMessages);
  const example = explainerExample();
  return (
    <p>
      {t("economy.dividend", {
        dividend: formatMoney(example.dividend),
        cost: formatMoney(example.simulation.spending.dividendCost),
      })}
    </p>
  );
}

function BalanceStep() {
  const t = useT(economyMessages);
  const words = useEconomyWords();
  const example = explainerExample();
  return (
    <p>
      {t("economy.balance", {
        spending: formatMoney(example.simulation.assumptions.governmentBaseline),
        borrowing: words.ukBorrowing(),
        priceRise: words.priceRise(example.simulation.priceRise),
        rate: String(example.taxRatePercent),
      })}
    </p>
  );
}

/** The five steps of /economy-explained (spec 2.3), each worded from the `economy` area. */
export const STEPS: readonly ExplainerStep[] = [
  { title: "economy.paymentsTitle", Body: PaymentsStep },
  { title: "economy.shrinksTitle", Body: ShrinksStep },
  { title: "economy.dividendTitle", Body: DividendStep },
  { title: "economy.balanceTitle", Body: BalanceStep },
  { title: "economy.comparedTitle", Body: ComparisonStep },
];
