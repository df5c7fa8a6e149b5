import { Link } from "react-router-dom";
import {
  DIVIDEND_SLIDER,
  TAX_RATE_SLIDER,
  WAGE_PAYMENT_INCIDENCE_ON_PAY,
  formatMoney,
  formatPercent,
  formatRate,
  simulateBudget,
  type Range,
} from "@convex/domain/economy";
import { DocumentSection } from "@/components/DocumentSection";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { methodsMessages } from "@/i18n/messages/methods";

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
  const t = useT(methodsMessages);
  const range = (values: Range, format: (value: number) => string = formatMoney) =>
    t("methods.range", {
      central: format(values.central),
      low: format(values.low),
      high: format(values.high),
    });
  const items = defaults.netRevenue.items.central;
  const strong = { 0: <strong /> };
  return (
    <DocumentSection title={t("methods.economics.title")}>
      <ul data-testid="methods-economics" className="list-disc space-y-2 pl-5">
        <li>
          <T
            id="methods.economics.revenue"
            values={{
              rate: formatRate(defaults.taxRatePercent),
              gross: range(defaults.grossRevenue),
            }}
            components={strong}
          />
        </li>
        <li>
          <T
            id="methods.economics.net"
            values={{
              pay: formatMoney(items.lostTaxOnPay),
              corporation: formatMoney(items.lostCorporationTax),
              net: range(defaults.revenue),
            }}
            components={strong}
          />
        </li>
        <li>
          <T
            id="methods.economics.incidence"
            values={{ share: percent(WAGE_PAYMENT_INCIDENCE_ON_PAY.central) }}
            components={strong}
          />
        </li>
        <li>
          <T
            id="methods.economics.prices"
            values={{ rise: range(defaults.priceRise, formatPercent) }}
            components={strong}
          />
        </li>
        <li>
          <T id="methods.economics.gauge" components={strong} />
        </li>
        <li>
          <T id="methods.economics.dividend" components={strong} />
        </li>
      </ul>
      <p className="mt-2">
        <T
          id="methods.economics.more"
          components={{
            0: <Link to={paths.economyExplained} className="underline" />,
            1: <Link to={paths.taxSimulator} className="underline" />,
          }}
        />
      </p>
    </DocumentSection>
  );
}
