import { describe, expect, it } from "vitest";
import {
  DEMAND_PRESSURE_CAVEAT,
  GAUGE_CAVEAT,
  PACKAGE_BALANCE_LABEL,
  PACKAGE_BALANCE_MEANING,
  PRICE_FIGURE_LABEL,
  describeGauge,
} from "@convex/domain/economy";
import { simulatorEnGB } from "./en-GB";

describe("the simulator's English catalogue and the economy's words", () => {
  it("says the economy's labels and caveats word for word, so English screens are unchanged", () => {
    expect(simulatorEnGB["simulator.priceFigure"]).toBe(PRICE_FIGURE_LABEL);
    expect(simulatorEnGB["simulator.packageBalance"]).toBe(PACKAGE_BALANCE_LABEL);
    expect(simulatorEnGB["simulator.balanceMeaning"]).toBe(PACKAGE_BALANCE_MEANING);
    expect(simulatorEnGB["simulator.demandCaveat"]).toBe(DEMAND_PRESSURE_CAVEAT);
    expect(simulatorEnGB["simulator.gaugeCaveat"]).toBe(GAUGE_CAVEAT);
    expect(
      simulatorEnGB["simulator.gaugeCount"].replace("{balancing}", "5").replace("{scenarios}", "9"),
    ).toBe(
      describeGauge({ score: 56, label: "Balances in some scenarios", balancing: 5, scenarios: 9 }),
    );
  });
});
