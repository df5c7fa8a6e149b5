import { Link } from "react-router-dom";
import {
  CITIZEN_DIVIDEND_NAME,
  DIVIDEND_SLIDER,
  GAUGE_CAVEAT,
  TAX_RATE_SLIDER,
  WAGE_PAYMENT_INCIDENCE_ON_PAY,
  describePriceRise,
  describeRange,
  formatMoney,
  formatRate,
  simulateBudget,
} from "@convex/domain/economy";
import { DocumentSection } from "@/components/DocumentSection";
import { paths } from "@/app/paths";

const defaults = simulateBudget({
  taxRatePercent: TAX_RATE_SLIDER.default,
  dividend: DIVIDEND_SLIDER.default,
  policies: [],
});
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * /methods, the economics (issue 34): how the simulator's figures are worked out, in the
 * model's own numbers at the default settings (docs/economy-model.md has every source).
 */
export function MethodsEconomics() {
  const items = defaults.netRevenue.items.central;
  return (
    <DocumentSection title="How the economic figures are worked out">
      <ul data-testid="methods-economics" className="list-disc space-y-2 pl-5">
        <li>
          <strong>Revenue after people respond.</strong> The tax base is split into real-economy
          payments (by purpose: purchases, pay, loan repayments, saving, property and what is
          unidentified; transfers between your own accounts are not taxed), UK share trading and
          wholesale settlement, each with its own response from the evidence. At{" "}
          {formatRate(defaults.taxRatePercent)} gross revenue is{" "}
          {describeRange(defaults.grossRevenue)}.
        </li>
        <li>
          <strong>Net revenue, as the OBR would score it.</strong> From gross we take the stamp duty
          lost on shares, dearer uprating of benefits and pensions, interest on index-linked gilts,
          the tax in what government buys, higher gilt yields, and the income tax, NICs (
          {formatMoney(items.lostTaxOnPay)}) and corporation tax (
          {formatMoney(items.lostCorporationTax)}) lost as pay and profits absorb the tax; VAT on
          higher prices is added back. Net revenue is {describeRange(defaults.revenue)}. Effects on
          growth, jobs, interest rates and the pound are left out.
        </li>
        <li>
          <strong>One model of who pays.</strong> Every pound of net revenue lands on a household
          through its own purchases, prices, pay ({percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.central)}{" "}
          of the tax on wages falls on pay, the OBR&apos;s assumption for employer NI), its other
          payments and its savings and investments, or on owners abroad. The personal calculator
          shows these channels for you; the chart by income tenth is the same calculation summed
          over households shaped like the ONS surveys.
        </li>
        <li>
          <strong>The cost of living</strong> rises {describePriceRise(defaults.priceRise)} at the
          default rate: the tax you pay on your own purchases plus what reaches prices. Benefits and
          index-linked gilts are uprated by it, and that cost is in net revenue.
        </li>
        <li>
          <strong>The gauge</strong> counts the distinct scenarios (each part of the base at its
          low, central or high response) in which the package pays for itself. {GAUGE_CAVEAT}
        </li>
        <li>
          <strong>The {CITIZEN_DIVIDEND_NAME.toLowerCase()}</strong> goes to UK-resident adults,
          tax-free and disregarded for means-tested benefits. Today&apos;s taxes stay: the package
          sits on top of today&apos;s budget.
        </li>
      </ul>
      <p className="mt-2">
        A step-by-step example is in{" "}
        <Link to={paths.economyExplained} className="underline">
          how the economy works here
        </Link>
        ; the figures move with your settings in the{" "}
        <Link to={paths.taxSimulator} className="underline">
          budget simulator
        </Link>
        .
      </p>
    </DocumentSection>
  );
}
