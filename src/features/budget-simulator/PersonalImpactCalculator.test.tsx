import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PersonalImpactCalculator } from "./PersonalImpactCalculator";

function todayTotal(): string {
  const today = screen.getByRole("heading", { name: "Today (2025-26)" }).parentElement!;
  return within(today).getByText("Total").nextElementSibling!.textContent;
}

describe("the personal impact calculator's individual tab", { timeout: 30_000 }, () => {
  it("names the model's dividend the citizen's payment, apart from dividends from shares", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} />);
    expect(screen.getByText(/Citizen's payment received/)).toBeInTheDocument();
    expect(screen.queryByText(/Tax-free dividend/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Dividends from shares/)).toHaveAccessibleDescription(
      "Outside an ISA or pension. Not the citizen's payment.",
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
    expect(screen.getByText("Reaching you through lower pay")).toBeInTheDocument();
  });
});
