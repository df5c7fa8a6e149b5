import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "@/i18n/i18n";
import { calculatorMessages } from "@/i18n/messages/calculator";
import { PersonalImpactCalculator } from "./PersonalImpactCalculator";

// Its catalogue is fetched, not bundled (docs/i18n.md): there before the first render.
beforeAll(() => loadCatalogue(calculatorMessages, "en-GB"));

/** 27 November 2026: tax year 2026-27. */
const NOW = new Date("2026-11-27T12:00:00Z");

function renderCalculator() {
  return render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} now={NOW} />);
}

function todayTotal(): string {
  const today = screen.getByRole("heading", { name: /^Today \(/ }).parentElement!;
  return within(today).getByText("Total").nextElementSibling!.textContent;
}

describe("the personal impact calculator's individual tab", { timeout: 30_000 }, () => {
  it("names the payment the citizen dividend, apart from dividends from shares", () => {
    renderCalculator();
    expect(screen.getByText(/Citizen dividend received/)).toBeInTheDocument();
    expect(screen.queryByText(/Citizen's payment|Tax-free dividend/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Dividends from shares/)).toHaveAccessibleDescription(
      "Outside an ISA or pension. Not the citizen dividend.",
    );
  });

  it("tapers the allowance on dividends: £95,000 salary + £20,000 dividends pays £28,432 + £6,581 in 2025-26", () => {
    renderCalculator();
    fireEvent.change(screen.getByLabelText("Tax year"), { target: { value: "2025-26" } });
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
    renderCalculator();
    const before = todayTotal();
    fireEvent.change(screen.getByLabelText("Marriage allowance"), {
      target: { value: "receiving" },
    });
    expect(
      screen.getByText("Marriage allowance", { selector: "dt" }).nextElementSibling,
    ).toHaveTextContent("−£252");
    expect(todayTotal()).not.toBe(before);
    fireEvent.change(screen.getByLabelText("Student loan"), { target: { value: "plan2" } });
    // 2026-27: 9% × (36,000 − 29,385) = £595.35.
    expect(screen.getByText("Student loan (Plan 2)").nextElementSibling).toHaveTextContent("£595");
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
    renderCalculator();
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

describe("the calculator's tax year", { timeout: 30_000 }, () => {
  it("models 2026-27 on 27 November 2026 and offers 2025-26, whose dividend rates it then uses", () => {
    renderCalculator();
    expect(screen.getByRole("heading", { name: "Today (2026-27)" })).toBeInTheDocument();
    const year = screen.getByLabelText("Tax year");
    expect(year).toHaveDisplayValue("2026-27 (this year)");
    expect(year).toHaveAccessibleDescription("6 April 2026 to 5 April 2027");
    fireEvent.change(screen.getByLabelText(/Dividends from shares/), {
      target: { value: "10000" },
    });
    // Salary £36,000: (10,000 − 500) × 10.75% = £1,021.25; in 2025-26 × 8.75% = £831.25.
    const dividendTax = () => screen.getByText("Tax on dividends from shares").nextElementSibling;
    expect(dividendTax()).toHaveTextContent("£1,021");
    fireEvent.change(year, { target: { value: "2025-26" } });
    expect(screen.getByRole("heading", { name: "Today (2025-26)" })).toBeInTheDocument();
    expect(dividendTax()).toHaveTextContent("£831");
  });

  it("on 5 April 2026 today is still 2025-26", () => {
    render(
      <PersonalImpactCalculator
        taxRate={0.62}
        dividend={1_000}
        now={new Date("2026-04-05T12:00:00Z")}
      />,
    );
    expect(screen.getByRole("heading", { name: "Today (2025-26)" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tax year")).toHaveDisplayValue("2025-26 (this year)");
  });
});

describe("the calculator's business tab", { timeout: 30_000 }, () => {
  function employerNi(): string {
    return screen.getByText("Employer National Insurance").nextElementSibling!.textContent;
  }

  it("takes staff by pay and an Employment Allowance choice: a sole director on £50,000 pays £6,750", () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("tab", { name: "Business" }));
    expect(screen.getByTestId("impact-payroll")).toHaveTextContent("£200,000");
    expect(employerNi()).toBe("£15,000");
    fireEvent.click(screen.getByRole("button", { name: "Remove group 2" }));
    expect(screen.getByTestId("impact-payroll")).toHaveTextContent("£50,000");
    expect(employerNi()).toBe("£0");
    fireEvent.change(screen.getByLabelText("Employment Allowance"), {
      target: { value: "not-eligible" },
    });
    expect(employerNi()).toBe("£6,750");
  });

  it("adds a pay group, and does not take a payroll over £1,000,000", () => {
    renderCalculator();
    fireEvent.click(screen.getByRole("tab", { name: "Business" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a pay group" }));
    expect(screen.getByLabelText("People in group 3")).toHaveValue(1);
    expect(screen.getByTestId("impact-payroll")).toHaveTextContent("£230,000");
    fireEvent.change(screen.getByLabelText(/Salary each, group 3/), {
      target: { value: "900000" },
    });
    expect(screen.getByTestId("impact-payroll")).toHaveTextContent("£230,000");
  });
});
