import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PersonalImpactCalculator } from "@/features/budget-simulator/PersonalImpactCalculator";
import { getResidenceAnswer, setResidenceAnswer } from "@/lib/residence";
import { STORAGE_KEYS } from "@/lib/storage";
import { ResidenceQuestion } from "./ResidenceQuestion";
import { WhoDecidesNote } from "./WhoDecidesNote";

/** 27 November 2026: tax year 2026-27. */
const NOW = new Date("2026-11-27T12:00:00Z");

afterEach(() => setResidenceAnswer(null));

function incomeTax(): string | null {
  return screen.getByText("Income tax on pay and profit").nextElementSibling!.textContent;
}

describe("'Where do you live?'", { timeout: 30_000 }, () => {
  it("asks England's region, and keeps the answer on this device only", () => {
    render(<ResidenceQuestion idPrefix="t" hint="Hint" />);
    fireEvent.change(screen.getByLabelText("Nation"), { target: { value: "england" } });
    expect(screen.getByText(/Choose your region too/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Region of England"), {
      target: { value: "yorkshire-and-the-humber" },
    });
    expect(getResidenceAnswer()).toEqual({ nation: "england", region: "yorkshire-and-the-humber" });
    expect(window.localStorage.getItem(STORAGE_KEYS.residence)).toBe(
      '{"nation":"england","region":"yorkshire-and-the-humber"}',
    );
    fireEvent.change(screen.getByLabelText("Nation"), { target: { value: "prefer-not-to-say" } });
    expect(screen.queryByLabelText("Region of England")).not.toBeInTheDocument();
    expect(getResidenceAnswer()).toBe("prefer-not-to-say");
  });

  it("sets the calculator's income tax: Scotland's 2026-27 bands on a £30,000 salary are £3,451, the rest of the UK's £3,486", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} now={NOW} />);
    fireEvent.change(screen.getByLabelText(/Salary/), { target: { value: "30000" } });
    fireEvent.change(screen.getByLabelText("Nation"), { target: { value: "wales" } });
    // 20% × (30,000 − 12,570) = £3,486.
    expect(incomeTax()).toBe("£3,486");
    expect(screen.getByLabelText("Where you pay income tax")).not.toBeVisible();
    fireEvent.change(screen.getByLabelText("Nation"), { target: { value: "scotland" } });
    // 19% × 3,967 + 20% × (16,956 − 3,967) + 21% × (17,430 − 16,956) = 753.73 + 2,597.80 + 99.54.
    expect(incomeTax()).toBe("£3,451");
    expect(screen.getByText(/Scottish income tax rates and bands apply/)).toBeInTheDocument();
  });

  it("leaves the calculator's own tax question to a person who prefers not to say", () => {
    render(<PersonalImpactCalculator taxRate={0.62} dividend={1_000} now={NOW} />);
    fireEvent.change(screen.getByLabelText("Nation"), { target: { value: "prefer-not-to-say" } });
    expect(screen.getByLabelText("Where you pay income tax")).toBeVisible();
  });
});

describe("who decides the picks", () => {
  const picks = [
    {
      _id: "p1",
      title: "Free personal care",
      catalogueKey: "rewild-health-care-free-personal-care",
      areaId: "health-care",
      costEstimate: "£2.4bn",
      costing: { extent: "england" as const, barnett: "health" as const, territorialCostBn: 2 },
    },
    {
      _id: "p2",
      title: "Defence at 3%",
      catalogueKey: "scale-defence-foreign-three-percent",
      areaId: "defence-foreign",
      costEstimate: "£20bn",
      costing: { extent: "uk" as const },
    },
  ];

  it("says nothing until the question is answered", () => {
    const { container } = render(<WhoDecidesNote policies={picks} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names the picks Holyrood decides for a voter in Scotland", () => {
    setResidenceAnswer({ nation: "scotland" });
    render(<WhoDecidesNote policies={picks} />);
    const note = screen.getByTestId("who-decides");
    expect(note).toHaveTextContent(
      "Where you live (Scotland), the Scottish Parliament (Holyrood) decides 1 of your 2 picks",
    );
    expect(note).toHaveTextContent(
      "Free personal care (£2.0bn in England, £2.4bn UK-wide with its Barnett consequentials)",
    );
    expect(note).not.toHaveTextContent("Defence at 3%");
  });
});
