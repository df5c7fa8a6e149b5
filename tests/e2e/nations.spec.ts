import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signUp } from "./auth-helpers";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";
import { agreeToStoreVote } from "./vote-helpers";

/**
 * Nations and regions (docs/nations.md): a voter in Scotland says so on the bind page, sees
 * which of their picks Holyrood decides, and a second browser's nations-and-regions view
 * moves without a reload. Other specs bind on the same server at the same time, so no
 * exact national figure is asserted, and a cell below the threshold stays withheld.
 */
async function nationsTotal(page: Page): Promise<number> {
  // The community page draws the nations and regions when their card nears the window.
  await page.getByTestId("nations-card").scrollIntoViewIfNeeded();
  const total = page.getByTestId("nations-total");
  await expect(total).toBeVisible();
  return Number(await total.getAttribute("data-value"));
}

test("a vote from Scotland moves the nations-and-regions view in another browser", async ({
  browser,
}) => {
  const watcherContext = await browser.newContext();
  const voterContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const voter = await voterContext.newPage();

  await watcher.goto("/community-comparison");
  const before = await nationsTotal(watcher);
  await watcher.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await signUp(voter);
  const narrative = await firstNarrative(voter, "steady");
  await chooseNarrative(voter, narrative, { rate: 1.1, dividend: 8000 });
  await voter.goto("/bind-vote");
  await expect(voter.getByRole("heading", { name: narrative.title })).toBeVisible();
  const question = voter.getByRole("group", { name: "Where do you live?" });
  await question.getByLabel("Nation").selectOption("scotland");
  await expect(voter.getByTestId("who-decides")).toContainText(
    "Where you live (Scotland), the Scottish Parliament (Holyrood) decides",
  );
  await agreeToStoreVote(voter);
  await voter.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(voter).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });

  await expect
    .poll(async () => nationsTotal(watcher), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 1);
  // Scotland's tile is either withheld or shows at least the threshold's votes.
  const scotland = watcher.getByTestId("nation-tile-scotland");
  await expect(scotland).toContainText(/Withheld|\d+ votes/);
  expect(
    await watcher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

  const results = await new AxeBuilder({ page: watcher })
    .include('[data-testid="nations-view"]')
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await watcherContext.close();
  await voterContext.close();
});

test("the presenter shows the nations and regions on one screen", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/present?show=nations");
  await expect(page.getByTestId("nations-view")).toBeVisible();
  await expect(page.getByTestId("nation-tile-london")).toBeInViewport();
  await expect(page.getByRole("table", { name: /Votes by nation and region/ })).toBeAttached();
  const results = await new AxeBuilder({ page }).include('[data-testid="nations-view"]').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
