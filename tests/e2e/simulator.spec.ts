import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import {
  DIVIDEND_SLIDER,
  explainerExample,
  TAX_RATE_SLIDER,
  PACKAGE_BALANCE_LABEL,
  calculateDistribution,
  describeDistribution,
  PRICE_FIGURE_CAVEAT,
  PRICE_FIGURE_LABEL,
  describeBalance,
  describeGauge,
  formatPercent,
  formatBalanceRange,
  describeRecommendedRate,
  formatMoney,
  simulateBudget,
} from "../../convex/domain/economy";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";

test.describe("tax simulator", () => {
  test("sliders by keyboard produce the model's numbers; lock disables them", async ({ page }) => {
    await page.goto("/tax-simulator");
    const rate = page.getByRole("slider", { name: "Transaction tax rate" });
    const dividend = page.getByRole("slider", { name: "Citizen dividend (tax-free)" });
    await expect(page.getByTestId("tax-rate-value")).toHaveText(
      formatPercent(TAX_RATE_SLIDER.default),
    );
    await expect(page.getByTestId("dividend-value")).toHaveText("£1,000");
    await expect(page.locator("#tax-rate")).toBeVisible();
    await expect(page.locator("#dividend")).toBeVisible();

    await rate.focus();
    await page.keyboard.press("End");
    await expect(page.getByTestId("tax-rate-value")).toHaveText("5.0%");
    await page.keyboard.press("Home");
    await expect(page.getByTestId("tax-rate-value")).toHaveText("0.0%");
    for (let i = 0; i < 65; i += 1) await page.keyboard.press("ArrowRight");
    await expect(rate).toHaveValue("1.3");
    await expect(page.getByTestId("tax-rate-value")).toHaveText("1.3%");

    await dividend.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 10; i += 1) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("dividend-value")).toHaveText("£10,000");

    const expected = simulateBudget({ taxRatePercent: 1.3, dividend: 10_000, policies: [] });
    await expect(page.getByTestId("budget-balance")).toHaveText(
      formatBalanceRange(expected.balance),
    );
    await expect(page.getByTestId("budget-balance-detail")).toContainText(
      formatMoney(expected.balance.central),
    );
    await expect(page.getByTestId("gauge-label")).toHaveText(expected.gauge.label);
    // Kept in the spec's storage keys.
    expect(
      await page.evaluate(() => [
        localStorage.getItem("apt-tax-rate"),
        localStorage.getItem("apt-dividend"),
      ]),
    ).toEqual(["1.3", "10000"]);

    await page.getByRole("button", { name: "Lock values" }).click();
    expect(await page.evaluate(() => localStorage.getItem("apt-values-locked"))).toBe("true");
    await expect(rate).toHaveAttribute("data-disabled", "");
    await rate.focus().catch(() => undefined);
    await page.keyboard.press("End");
    await expect(page.getByTestId("tax-rate-value")).toHaveText("1.3%");
    await page.getByRole("button", { name: "Unlock values" }).click();
  });

  test("slider by mouse, personal impact monthly, and axe", async ({ page }) => {
    await page.goto("/tax-simulator");
    const track = page.locator("#tax-rate");
    // The dashboard above is taller now (the price figure's caveat, today's deficit).
    await track.scrollIntoViewIfNeeded();
    const box = await track.boundingBox();
    if (!box) throw new Error("no slider box");
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
    const value = Number((await page.getByTestId("tax-rate-value").innerText()).replace("%", ""));
    expect(value).toBeGreaterThan(2.2);
    expect(value).toBeLessThan(2.8);

    const annualText = await page.getByTestId("impact-result").innerText();
    const annual = Number(annualText.replace(/[^0-9.]/g, ""));
    await page.getByRole("tab", { name: "Monthly" }).click();
    await expect(page.getByTestId("impact-result")).toContainText("a month");
    const monthly = Number(
      (await page.getByTestId("impact-result").innerText()).replace(/[^0-9.]/g, ""),
    );
    expect(Math.abs(monthly - annual / 12)).toBeLessThanOrEqual(1);
    await page.getByRole("tab", { name: "Business" }).click();
    await expect(page.getByRole("group", { name: "Employees by pay" })).toBeVisible();
    await expect(page.getByLabel("Employment Allowance")).toBeVisible();
    await page.getByRole("tab", { name: "Financial" }).click();
    await expect(page.getByLabel("Expected profit")).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious,
      JSON.stringify(
        serious.map((v) => [v.id, v.nodes.map((n) => n.target)]),
        null,
        2,
      ),
    ).toEqual([]);
  });

  test("the default screen balances in the central case and says so with its ranges; assumptions one click away", async ({
    page,
  }) => {
    await page.goto("/tax-simulator");
    const expected = simulateBudget({
      taxRatePercent: TAX_RATE_SLIDER.default,
      dividend: DIVIDEND_SLIDER.default,
      policies: [],
    });
    await expect(page.getByText(PACKAGE_BALANCE_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByTestId("budget-balance")).toHaveText(
      formatBalanceRange(expected.balance),
    );
    await expect(page.getByTestId("budget-balance-detail")).toContainText(
      "Balances in the central case",
    );
    await expect(page.getByTestId("uk-borrowing")).toContainText("OBR");
    await expect(page.getByTestId("recommended-rate-detail")).toHaveText(
      describeRecommendedRate(expected.recommendedTaxRateRange),
    );
    // One price figure: the model's own, the same as the calculator's, with its caveat.
    await expect(page.getByText(PRICE_FIGURE_LABEL, { exact: true })).toBeVisible();
    await expect(page.getByTestId("price-rise")).toHaveText(
      formatPercent(expected.priceRise.central),
    );
    await expect(page.getByTestId("price-rise-detail")).toContainText(PRICE_FIGURE_CAVEAT);
    await expect(page.getByText("Price pressure", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^Inflation$/)).toHaveCount(0);
    await expect(page.getByTestId("gauge-detail")).toContainText(describeGauge(expected.gauge));
    await expect(page.getByTestId("budget-scope")).toContainText("no rate up to 5% raises enough");
    const table = page.getByRole("table", { name: /Revenue by part of the tax base/ });
    await expect(table).toBeHidden();
    await page.getByText("How these figures are worked out").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Wholesale settlement" })).toBeVisible();
    await expect(page.getByTestId("impact-range")).toContainText("Range");
    await expect(page.getByTestId("impact-incidence")).toContainText(
      "pass 80% of it on (range 60% to 100%)",
    );
    await expect(page.getByTestId("distribution-summary")).toContainText(
      describeDistribution(
        calculateDistribution({
          taxRatePercent: TAX_RATE_SLIDER.default,
          dividend: DIVIDEND_SLIDER.default,
        }).deciles,
      ),
    );
    await expect(page.getByTestId("distribution-summary")).toContainText("the top tenth pays most");
  });

  test("the visitor's own policies are a bar and a labelled figure of their own in the chart", async ({
    page,
  }) => {
    const narrative = await firstNarrative(page, "scale");
    await chooseNarrative(page, narrative, { rate: 1, dividend: 1_000 });
    await page.goto("/tax-simulator");
    const cost = page.getByTestId("total-policy-cost");
    await expect(cost).not.toHaveText("£0");
    await expect(page.getByTestId("your-policies-note")).toContainText(
      `Your policies: ${await cost.innerText()} a year`,
    );
    await expect(page.getByTestId("your-policies-note")).not.toContainText(/\b0% of/);
  });

  test("calculator: on 27 November 2026 it models 2026-27, Scotland and dividends add their taxes, and 2025-26 is selectable", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-11-27T12:00:00Z"));
    await page.goto("/tax-simulator");
    await expect(page.getByRole("heading", { name: "Today (2026-27)" })).toBeVisible();
    await page.getByLabel("Where you pay income tax").selectOption("scotland");
    await page.getByText("Dividends, capital gains or self-employed profit (optional)").click();
    await page.getByLabel("Dividends from shares").fill("10000");
    await page.getByLabel("Salary").fill("30000");
    await expect(page.getByText("Tax on dividends from shares")).toBeVisible();
    // 2026-27: Scotland £30,000 pays £3,451.07; dividends £10,000 (10,000 − 500) × 10.75% = £1,021.25.
    await expect(page.getByRole("definition").filter({ hasText: "£3,451" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "£1,021" })).toBeVisible();
    // 2025-26: £3,482.82 and £831.25 (PolicyEngine UK).
    await page.getByLabel("Tax year").selectOption("2025-26");
    await expect(page.getByRole("heading", { name: "Today (2025-26)" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "£3,483" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "£831" })).toBeVisible();
  });

  test("signed out, Submit Complete Vote asks to sign in and remembers the page", async ({
    page,
  }) => {
    await page.goto("/tax-simulator");
    await page.getByRole("button", { name: "Submit Complete Vote" }).click();
    await expect(
      page.getByText("Please sign in to submit your complete vote", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem("pendingRedirectPath"))).toBe(
      "/tax-simulator",
    );
  });
});

test("without a narrative the simulator names the leftover policy it counts, and can clear it", async ({
  page,
}) => {
  await page.goto("/policy-area/housing-land");
  const results = page.getByRole("main").getByRole("listitem").getByRole("button");
  const title = (await results.first().locator("span.font-medium").textContent())!;
  await results.first().click();
  await page.goto("/tax-simulator");
  const leftover = page.getByTestId("leftover-policies");
  await expect(leftover).toContainText(
    "No narrative chosen yet. Your 1 policy still counts in this budget:",
  );
  await expect(leftover.getByRole("listitem")).toHaveCount(1);
  await expect(leftover.getByRole("listitem")).toContainText(title);
  await leftover.getByRole("button", { name: "clear these policies" }).click();
  await expect(
    page.getByText("No narrative chosen yet. Choose a narrative to add its policies."),
  ).toBeVisible();
});

test("/standalone-tax-simulator: the simulator without the top bar", async ({ page }) => {
  await page.goto("/standalone-tax-simulator");
  await expect(page.getByRole("heading", { name: "Budget simulator" })).toBeVisible();
  await expect(page.getByRole("slider", { name: "Transaction tax rate" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
});

test("economy explainer: five steps, worked example, navigation into the simulator", async ({
  page,
}) => {
  await page.goto("/economy-explained");
  await expect(page.getByRole("heading", { name: "How The Economy Works Here" })).toBeVisible();
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByText("20%")).toBeVisible();
  for (let step = 2; step <= 5; step += 1) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  await expect(page.getByText("100%")).toBeVisible();
  await expect(
    page.getByText(/annual citizen dividend of £9,600 and a transaction tax of 1\.3 percent/),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Current system" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Transaction tax system" })).toBeVisible();
  // The worked example is the simulator's own figures at 1.3% and £9,600.
  await expect(page.getByTestId("explainer-budget")).toContainText(
    describeBalance(explainerExample().simulation.balance),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical"),
  ).toEqual([]);
  await page.getByRole("button", { name: "Go to the budget simulator" }).click();
  await expect(page).toHaveURL(/\/tax-simulator$/);
  await page.goto("/economy-explained");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/narratives$/);
});
