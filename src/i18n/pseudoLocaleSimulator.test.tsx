/**
 * The pseudo-locale (docs/i18n.md "Guards") on the simulator's dashboard, assumptions,
 * charts and personal impact calculator, and on the economy explainer (issue 40, welsh-h):
 * rendered with every message's letters accented, they show no plain ASCII word but the data
 * they are given (the sources the model cites, a policy's title).
 */
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TRANSACTION_SEGMENTS, simulateBudget } from "@convex/domain/economy";
import { policyDoc } from "@/test/fixtures";
import { renderWithRouter } from "@/test/render";
import { Dashboard } from "@/features/budget-simulator/Dashboard";
import { GaugeMeter } from "@/features/budget-simulator/GaugeMeter";
import { BudgetChart } from "@/features/budget-simulator/BudgetChart";
import { DistributionChart } from "@/features/budget-simulator/DistributionChart";
import { PersonalImpactCalculator } from "@/features/budget-simulator/PersonalImpactCalculator";
import { SelectionLine } from "@/features/budget-simulator/SelectionLine";
import StandaloneSimulatorPage from "@/features/budget-simulator/StandaloneSimulatorPage";
import EconomyExplainerPage from "@/features/economy/EconomyExplainerPage";
import { STEPS } from "@/features/economy/steps";
import { inPseudoLocale, untranslated } from "@/test/pseudoLocale";
import { i18n } from "./i18n";

vi.mock("convex/react", () => import("@/test/convexReact"));
// Other areas' components, converted (or not) by their own areas.
vi.mock("@/components/ResidenceQuestion", () => ({ ResidenceQuestion: () => null }));
vi.mock("@/components/PriceFigureNote", () => ({ PriceFigureNote: () => null }));
vi.mock("@/features/budget-simulator/SimulatorPage", () => ({ default: () => null }));

inPseudoLocale();

const simulation = simulateBudget({ taxRatePercent: 1.3, dividend: 9_600, policies: [] });
/** The model's sources: citations of English publications, shown as such. */
const SOURCES = TRANSACTION_SEGMENTS.map((segment) => segment.source);
const POLICY = policyDoc("p1", { title: "Free school meals", costEstimate: "£1.2bn" });
const DATA = [...SOURCES, POLICY.title, "Policy p2"];
/** The tax year's dates, in the page's locale (TaxYearSelect, the `simulator` area's own test). */
const DATES = ["6 April 2026", "5 April 2027"];

async function renderIn(ui: () => React.ReactElement): Promise<HTMLElement> {
  let container: HTMLElement | undefined;
  // The areas' catalogues may suspend their first render.
  await act(() => {
    container = renderWithRouter(ui()).container;
    return Promise.resolve();
  });
  return container!;
}

const SCREENS: [string, () => React.ReactElement][] = [
  [
    "the dashboard and its assumptions",
    () => <Dashboard simulation={simulation} policyCostBn={0} />,
  ],
  ["the gauge", () => <GaugeMeter simulation={simulation} />],
  ["the revenue chart", () => <BudgetChart simulation={simulation} />],
  ["the distribution chart", () => <DistributionChart taxRate={1.3} dividend={9_600} />],
  [
    "the selection line without a narrative",
    () => <SelectionLine narrative={null} policies={[]} />,
  ],
  [
    "the policies still counting",
    () => <SelectionLine narrative={null} policies={[POLICY, policyDoc("p2")]} />,
  ],
  ["the standalone page's link", () => <StandaloneSimulatorPage />],
  ["the explainer", () => <EconomyExplainerPage />],
  ...STEPS.map((step): [string, () => React.ReactElement] => [
    `the explainer's step ${step.title}`,
    () => <step.Body />,
  ]),
];

describe("the simulator's and the economy's screens in the pseudo-locale", () => {
  it.each(SCREENS)("%s shows no string outside the catalogues", async (_name, ui) => {
    const container = await renderIn(ui);
    expect(untranslated(container, DATA, { money: true })).toEqual([]);
  });

  it("the personal impact calculator, on each tab, shows no string outside the catalogues", async () => {
    const container = await renderIn(() => (
      <PersonalImpactCalculator taxRate={1.3} dividend={9_600} now={new Date("2026-06-01")} />
    ));
    expect(untranslated(container, [...DATA, ...DATES], { money: true })).toEqual([]);
    for (const tab of ["calculator.tab.business", "calculator.tab.financial"]) {
      fireEvent.click(screen.getByRole("tab", { name: i18n._(tab) }));
      expect(untranslated(container, [...DATA, ...DATES], { money: true }), tab).toEqual([]);
    }
  });
});
