import { expect, test } from "./fixtures";
import { signUp } from "./auth-helpers";

/**
 * The quick vote's sticky bar never covers the focused story (WCAG 2.2 2.4.11, issue 37
 * item 8): on a 390 × 844 phone, Tab into the stories and the arrow keys through every one;
 * each time, the focused story's whole choice (its label, which shows the focus ring) is
 * above the bar.
 */
test("on a phone, the focused story is never under the quick vote's sticky bar", async ({
  browser,
}) => {
  const facilitator = await (await browser.newContext()).newPage();
  await signUp(facilitator);
  await facilitator.goto("/rooms");
  await facilitator.getByLabel("Room name").fill("Focus check");
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/join/${code}`);
  await page.getByRole("button", { name: "Vote as a guest" }).click();
  const stories = page.getByRole("radio");
  await expect(stories.first()).toBeVisible();
  const count = await stories.count();
  expect(count).toBeGreaterThan(4);
  const bar = page.getByTestId("quick-vote-bar");

  /** How far the focused story's label reaches under the bar (≤ 0: clear of it). */
  const covered = () =>
    page.evaluate(() => {
      const label = document.activeElement?.closest("label")?.getBoundingClientRect();
      const bar = document.querySelector("[data-testid='quick-vote-bar']")?.getBoundingClientRect();
      return label && bar ? label.bottom - bar.top : Infinity;
    });

  // The bar stands over the list at the top of the page, so a story can be under it.
  await expect(bar).toBeVisible();
  await page.getByRole("heading", { level: 1 }).first().click();
  // Tab from the top until focus reaches the first story.
  for (let presses = 0; presses < 30; presses += 1) {
    if ((await stories.first().evaluate((el) => el === document.activeElement)) === true) break;
    await page.keyboard.press("Tab");
  }
  await expect(stories.first()).toBeFocused();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await page.keyboard.press("ArrowDown");
    await expect(stories.nth(index)).toBeFocused();
    expect(await covered(), `story ${index + 1} of ${count} under the bar`).toBeLessThanOrEqual(0);
  }
  await context.close();
});
