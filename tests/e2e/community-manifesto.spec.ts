import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp, uniqueEmail } from "./auth-helpers";
import { bindVoteThroughUi } from "./vote-helpers";

/**
 * No serious or critical axe violations inside <main>. Signed-in pages are checked there
 * only: the top bar's account menu (not part of these pages) is checked by its own spec.
 */
async function expectAccessibleMain(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The national active-vote count, read through the app's own Convex HTTP API. */
async function totalVotes(page: Page): Promise<number> {
  const response = await page.request.post("/api/query", {
    data: { path: "community:overview", args: {}, format: "json" },
  });
  return ((await response.json()) as { value: { totalVotes: number } }).value.totalVotes;
}

test("community manifesto (no AI key): empty state before any vote, then the offline engine's manifesto; Your Vote summary", async ({
  page,
}) => {
  // It waits for the proportional manifesto's cron (every 10 s) after the vote: more time.
  test.slow();
  await page.goto("/community-manifesto");
  await expect(page.getByRole("heading", { name: "Community Manifesto", level: 1 })).toBeVisible();
  if ((await totalVotes(page)) === 0) {
    await expect(page.getByText("No community data available")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  await signUp(page, uniqueEmail("community-manifesto"));
  await bindVoteThroughUi(page, "rewild");

  // Your Vote: the AI-written summary of the vote just bound.
  await page.getByRole("tab", { name: "Your Vote" }).click();
  await expect(page.getByText("Your manifesto summary", { exact: true })).toBeVisible();
  await expect(page.getByTestId("summary-title")).not.toBeEmpty({ timeout: 15_000 });
  await expect(page.getByText("Dominant quadrant")).toBeVisible();
  await expect(page.getByTestId("summary-confidence")).toHaveText(/^\d{1,3}%$/);
  await expect(page.getByRole("heading", { name: "Analysis" })).toBeVisible();
  await expect(page.getByTestId("ai-engine")).toHaveText("Answered by the offline engine");
  await expectAccessibleMain(page);

  await page.getByRole("tab", { name: "Community" }).click();
  await page.getByRole("link", { name: "Community manifesto" }).click();
  await expect(page).toHaveURL(/\/community-manifesto$/);
  await expect(page.getByText("Community Vision")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Popular Policies by Category" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Economic Impact" })).toBeVisible();
  await expect(page.getByTestId("ai-engine")).toHaveText("Answered by the offline engine");
  await expect(page.getByText(/^From \d+ active votes?$/)).toBeVisible();
  // The bound narrative's policies are among the popular ones.
  const categories = page
    .getByRole("region", { name: "Popular Policies by Category" })
    .getByRole("heading", { level: 3 });
  expect(await categories.count()).toBeGreaterThan(0);
  await expect(page.getByText("No community data available")).toHaveCount(0);
  // The proportional manifesto: computed by the server's cron after the tallies fold
  // (docs/equal-shares.md "Live"), then shown live with its fairness figures.
  const proportional = page.getByRole("region", { name: "Proportional manifesto" });
  await expect(proportional.getByRole("list", { name: "Funded by equal shares" })).toBeVisible({
    timeout: 45_000,
  });
  await expect(
    proportional.getByRole("table", { name: /at least one of their picks/ }),
  ).toBeVisible();
  await expect(page.getByTestId("equal-shares-explainer")).toBeVisible();
  await expectAccessibleMain(page);
});
