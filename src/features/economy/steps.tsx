import type { ReactNode } from "react";
import { EXPLAINER_EXAMPLE, formatMoney } from "../../../convex/domain/economy";
import { ComparisonStep } from "./ComparisonStep";

export interface ExplainerStep {
  title: string;
  body: ReactNode;
}

const example = EXPLAINER_EXAMPLE;

/** The five steps of /economy-explained (spec 2.3). */
export const STEPS: ExplainerStep[] = [
  {
    title: "Every payment is a transaction",
    body: (
      <p>
        Each year around {formatMoney(example.simulation.revenueBeforeResponse / (example.taxRatePercent / 100))} moves
        through UK payment systems: wages, rent, shopping, share trades and bank settlements. This model taxes that flow
        instead of incomes.
      </p>
    ),
  },
  {
    title: "A small tax on a very large base",
    body: (
      <p>
        Because the base is so large, a rate of about one percent raises a great deal. People trade less when it is taxed,
        so the model shows a low, central and high estimate of the revenue.
      </p>
    ),
  },
  {
    title: "A tax-free dividend for every adult",
    body: (
      <p>
        Part of the revenue returns to every adult as a tax-free dividend. At {formatMoney(example.dividend)} a year that
        costs {formatMoney(example.simulation.spending.dividendCost)} a year in total.
      </p>
    ),
  },
  {
    title: "Balance and inflation",
    body: (
      <p>
        Revenue has to cover government&apos;s existing spending ({formatMoney(example.simulation.spending.governmentBaseline)})
        plus the dividend and your chosen policies. A deficit pushes inflation up; a surplus pulls it down.
      </p>
    ),
  },
  { title: "Today's system compared", body: <ComparisonStep /> },
];
