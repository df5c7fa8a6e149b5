import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  DIVIDEND_SLIDER,
  TAX_RATE_SLIDER,
  describeRange,
  simulateBudget,
} from "@convex/domain/economy";
import { MethodsEconomics } from "./MethodsEconomics";

describe("/methods: the economics", () => {
  it("explains net revenue as the OBR would score it, the one incidence model, the cost of living and the gauge, in the model's own figures", () => {
    render(
      <MemoryRouter>
        <MethodsEconomics />
      </MemoryRouter>,
    );
    const text = screen.getByTestId("methods-economics");
    const defaults = simulateBudget({
      taxRatePercent: TAX_RATE_SLIDER.default,
      dividend: DIVIDEND_SLIDER.default,
      policies: [],
    });
    expect(text).toHaveTextContent(`Net revenue is ${describeRange(defaults.revenue)}`);
    expect(text).toHaveTextContent("income tax, NICs");
    expect(text).toHaveTextContent("76% of the tax on wages falls on pay");
    expect(text).toHaveTextContent("not a probability");
    expect(text).toHaveTextContent("transfers between your own accounts are not taxed");
    expect(screen.getByRole("link", { name: "how the economy works here" })).toBeInTheDocument();
  });
});
