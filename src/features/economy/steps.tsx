import type { ReactNode } from "react";
import {
  explainerExample,
  TRANSACTION_SEGMENTS,
  describePriceRise,
  describeRange,
  describeUkBorrowing,
  formatMoney,
  sumGrossBase,
} from "@convex/domain/economy";
import { ComparisonStep } from "./ComparisonStep";

export interface ExplainerStep {
  title: string;
  body: ReactNode;
}

const example = explainerExample();
const grossBase = sumGrossBase(TRANSACTION_SEGMENTS).central;
const wholesale = TRANSACTION_SEGMENTS.find((segment) => segment.key === "wholesale")!.grossBase
  .central;
const realEconomy = TRANSACTION_SEGMENTS.find((segment) => segment.key === "realEconomy")!.grossBase
  .central;

/** The five steps of /economy-explained (spec 2.3). */
export const STEPS: ExplainerStep[] = [
  {
    title: "Every payment is a transaction",
    body: (
      <p>
        Each year around {formatMoney(grossBase)} moves through UK payment systems. Most of it,
        about {formatMoney(wholesale)}, is wholesale settlement between banks and markets; wages,
        rent, shopping and business bills come to about {formatMoney(realEconomy)}. This model puts
        a small tax on each payment, paid by whoever pays.
      </p>
    ),
  },
  {
    title: "A small tax on a base that shrinks",
    body: (
      <p>
        People and markets respond. When Sweden taxed bond trades at 0.002% in 1989, bond trading
        fell by about 85%, so wholesale flows raise almost nothing here. Payments for real goods,
        work and rent are harder to avoid and carry most of the revenue: at {example.taxRatePercent}
        % the model expects {describeRange(example.simulation.revenue)} a year, low and high being
        the strong- and weak-response ends of the evidence.
      </p>
    ),
  },
  {
    title: "A citizen dividend for every adult",
    body: (
      <p>
        The revenue returns to every adult as a citizen dividend, tax-free. At{" "}
        {formatMoney(example.dividend)} a year that costs{" "}
        {formatMoney(example.simulation.spending.dividendCost)} a year in total.
      </p>
    ),
  },
  {
    title: "Package balance and prices",
    body: (
      <p>
        Revenue has to cover the dividend plus your chosen policies: that is the package&apos;s
        balance. Today&apos;s taxes and borrowing keep paying for today&apos;s public spending (
        {formatMoney(example.simulation.assumptions.governmentBaseline)}); {describeUkBorrowing()}{" "}
        Replacing today&apos;s taxes outright is out of reach: no rate up to 5% raises that much.
        Businesses pass much of the tax on their own payments into prices, so prices rise once, by{" "}
        {describePriceRise(example.simulation.priceRise)} at 1.3%.
      </p>
    ),
  },
  { title: "Today's system compared", body: <ComparisonStep /> },
];
