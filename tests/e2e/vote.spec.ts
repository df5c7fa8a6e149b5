import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";
import { agreeToStoreVote } from "./vote-helpers";
import { PRIVACY_MESSAGES } from "../../convex/domain/privacy";

test.describe("bind vote", () => {
  test("full journey: simulator → review → bind → community comparison shows the vote", async ({
    signedInPage: page,
  }) => {
    const narrative = await firstNarrative(page, "leap");
    await chooseNarrative(page, narrative);
    await page.goto("/tax-simulator");
    await expect(page.getByText(narrative.title)).toBeVisible();
    await expect(page.getByTestId("total-policy-cost")).not.toHaveText("£0");
    const rate = page.getByRole("slider", { name: "Transaction tax rate" });
    await rate.focus();
    await page.keyboard.press("Home");
    for (let i = 0; i < 60; i += 1) await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("tax-rate-value")).toHaveText("1.2%");
    await page.getByRole("button", { name: "Review Complete Budget" }).click();

    await expect(page).toHaveURL(/\/bind-vote$/);
    await expect(page.getByRole("heading", { name: narrative.title })).toBeVisible();
    await expect(page.getByTestId(`quadrant-icon-leap`)).toBeVisible();
    await expect(page.getByTestId("bind-tax-rate")).toHaveText("1.2%");
    await expect(page.getByTestId("bind-dividend")).toHaveText("£1,000"); // the simulator's default dividend
    await expect(page.getByTestId("bind-price-rise")).toHaveText(/^\d+\.\d%$/);
    await expect(page.getByTestId("bind-price-rise-detail")).toHaveText(
      /^range \d+\.\d% to \d+\.\d%$/,
    );
    // Its range spans zero here, so it is neither green nor red (balanceTone).
    await expect(page.getByTestId("bind-balance")).toHaveText(/^-£[\d.]+bn to \+£[\d.]+bn$/);
    await expect(page.getByTestId("bind-balance")).not.toHaveClass(/text-(red|green)-700/);
    const results = await new AxeBuilder({ page }).include("main").analyze();
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

    await agreeToStoreVote(page);
    await page.getByRole("button", { name: "Bind Vote Only" }).click();
    await expect(page.getByText("Your vote has been bound", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/community-comparison$/);
    await expect(page.getByRole("tab", { name: "Your Vote" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: narrative.title, exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: "1.2%" }).first()).toBeVisible();
  });

  test("signed out: the page says a vote needs an account, signs up on the Sign up tab and binds on return", async ({
    page,
  }) => {
    const narrative = await firstNarrative(page, "rewild");
    await chooseNarrative(page, narrative);
    await page.goto("/bind-vote");
    await expect(page.getByTestId("account-needed")).toContainText("A vote needs an account");
    // Unticked, nothing leaves the page: the box says why.
    await page.getByRole("button", { name: "Sign up and bind my vote" }).click();
    await expect(page.getByRole("alert")).toHaveText(PRIVACY_MESSAGES.consentRequired);
    await agreeToStoreVote(page);
    await page.getByRole("button", { name: "Sign up and bind my vote" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signUp$/);
    await expect(page.getByRole("tab", { name: "Sign up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page
      .getByLabel("Email")
      .fill(`bind-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await page.getByLabel("Password").fill("secret-pass-1");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    // No second press: the remembered one binds, with the remembered tick.
    await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });
    await expect(page.getByTestId("bound-note")).toContainText("Your vote is counted");
    await expect(page.getByRole("heading", { name: narrative.title, exact: true })).toBeVisible();
  });

  test("without a narrative the vote is incomplete", async ({ signedInPage: page }) => {
    await page.goto("/bind-vote");
    await page.getByRole("button", { name: "Bind Vote Only" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please complete all selections before binding your vote.",
    );
    await page.getByRole("button", { name: "Back to Tax Simulator" }).click();
    await expect(page).toHaveURL(/\/tax-simulator$/);
  });
});
