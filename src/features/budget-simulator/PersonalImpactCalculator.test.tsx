import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PersonalImpactCalculator } from "./PersonalImpactCalculator";

function todayTotal(): string {
  const today = screen.getByRole("heading", { name: "Today (2025-26)" }).parentElement!;
  return within(today).getByText("Total").nextElementSibling!.textContent;
}

describe("the personal impact calculator's individual tab", { timeout: 30_000 }, () => {
  it("names the payment the citizen dividend, apart from dividends from shares", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} />);
    expect(screen.getByText(/Citizen dividend received/)).toBeInTheDocument();
    expect(screen.queryByText(/Citizen's payment|Tax-free dividend/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Dividends from shares/)).toHaveAccessibleDescription(
      "Outside an ISA or pension. Not the citizen dividend.",
    );
  });

  it("tapers the allowance on dividends: £95,000 salary + £20,000 dividends pays £28,432 + £6,581", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} />);
    fireEvent.change(screen.getByLabelText(/Salary/), { target: { value: "95000" } });
    fireEvent.change(screen.getByLabelText(/Dividends from shares/), {
      target: { value: "20000" },
    });
    expect(screen.getByText("Income tax on pay and profit").nextElementSibling).toHaveTextContent(
      "£28,432",
    );
    expect(screen.getByText("Tax on dividends from shares").nextElementSibling).toHaveTextContent(
      "£6,581",
    );
    expect(screen.getByTestId("impact-notes")).toHaveTextContent("Personal allowance: £5,070");
  });

  it("has labelled inputs for the marriage allowance, child benefit and student loans", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} />);
    const before = todayTotal();
    fireEvent.change(screen.getByLabelText("Marriage allowance"), {
      target: { value: "receiving" },
    });
    expect(
      screen.getByText("Marriage allowance", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("−£252");
    expect(todayTotal()).not.toBe(before);
    fireEvent.change(screen.getByLabelText("Student loan"), { target: { value: "plan2" } });
    expect(screen.getByText("Student loan (Plan 2)").nextElementSibling).toHaveTextContent("£677");
    fireEvent.click(screen.getByLabelText(/Postgraduate loan too/));
    expect(screen.getByText("Postgraduate loan").nextElementSibling).toHaveTextContent("£900");
    fireEvent.change(screen.getByLabelText("Children you get child benefit for"), {
      target: { value: "1" },
    });
    expect(
      screen.getByText("High Income Child Benefit Charge").nextElementSibling,
    ).toHaveTextContent("£0");
  });

  it("a higher salary with the same spending is worse off (the wage channel)", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} />);
    const result = () =>
      Number(screen.getByTestId("impact-result").textContent.replace(/[^0-9.]/g, ""));
    const modest = result();
    fireEvent.change(screen.getByLabelText(/Salary/), { target: { value: "150000" } });
    expect(result()).toBeLessThan(modest);
    expect(
      screen.getByText("Through lower pay, less the income tax and NI no longer due"),
    ).toBeInTheDocument();
  });

  it("shows every channel the decile chart charges, other payments by purpose and savings included, and says pay bears 76% of the tax on wages", () => {
    render(<PersonalImpactCalculator taxRate={1.94} dividend={1_000} />);
    for (const label of [
      "Paid directly on your own purchases",
      "Reaching you through prices (VAT included)",
      "Other payments: loan, mortgage and card repayments",
      "Other payments: unidentified (spread by spending)",
      "Through profits and finance (your savings and investments)",
      "Through share trading (your savings and investments)",
    ])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByTestId("impact-incidence")).toHaveTextContent("76% of it falls on your pay");
    expect(screen.getByTestId("impact-notes")).toHaveTextContent(
      "the average for households with your spending",
    );
  });
});
