import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { signUp } from "./auth-helpers";

async function totalVotes(page: Page): Promise<number> {
  const total = page.getByTestId("total-votes");
  await expect(total).toBeVisible();
  return Number(await total.getAttribute("data-value"));
}

test("community figures update live in another browser without reload", async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const voterContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const voter = await voterContext.newPage();

  await watcher.goto("/community-comparison");
  const before = await totalVotes(watcher);
  const rewildBefore = await watcher.getByTestId("quadrant-rewild").getAttribute("data-value");
  // Mark the page so a reload would be detected.
  await watcher.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await signUp(voter);
  await voter.goto("/community-comparison");
  test.skip(before >= 50, "the seed panel only appears below 50 votes");
  const button = voter.getByRole("button", { name: "Generate seed data" });
  await button.click();
  await expect(voter.getByRole("status").filter({ hasText: /seed votes!$/ })).toHaveText(
    /^Successfully generated \d+ seed votes!$/,
  );

  await expect
    .poll(async () => Number(await watcher.getByTestId("total-votes").getAttribute("data-value")), { timeout: 15_000 })
    .toBeGreaterThan(before);
  // The count-up settles on the new figure.
  const after = await totalVotes(watcher);
  await expect(watcher.getByTestId("total-votes")).toHaveText(after.toLocaleString("en-GB"));
  expect(await watcher.getByTestId("quadrant-rewild").getAttribute("data-value")).not.toBe(rewildBefore);
  expect(await watcher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // The seed panel disappears for the watcher too once there are 50 or more votes.
  await expect(watcher.getByRole("button", { name: "Generate seed data" })).toHaveCount(0);

  const results = await new AxeBuilder({ page: watcher }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, JSON.stringify(serious.map((v) => [v.id, v.nodes.map((n) => n.target)]), null, 2)).toEqual([]);

  await watcherContext.close();
  await voterContext.close();
});
