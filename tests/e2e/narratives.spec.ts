import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";

async function openFirstSummary(page: Page) {
  await page.goto("/quadrant/steady");
  await page
    .getByRole("button", { name: /^Begin with .+ →$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/summary$/);
}

test("policy dialog ranks up to 3 by mouse and keyboard", async ({ page }) => {
  await openFirstSummary(page);
  await page
    .getByRole("button", { name: /Choose policies/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const options = dialog
    .getByRole("list", { name: /policies$/ })
    .getByRole("button", { pressed: false });
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  test.skip(count < 4, "needs at least 4 policies in the category");
  await options.nth(0).click();
  await expect(dialog.getByText("Custom ranking")).toBeVisible();
  await dialog
    .getByRole("list", { name: /policies$/ })
    .getByRole("button", { pressed: false })
    .nth(0)
    .click();
  await dialog
    .getByRole("list", { name: /policies$/ })
    .getByRole("button", { pressed: false })
    .nth(0)
    .click();
  await expect(dialog.getByRole("alert")).toHaveText("Maximum 3 policies can be ranked");
  await expect(
    dialog
      .getByRole("list", { name: /policies$/ })
      .getByRole("button", { pressed: false })
      .first(),
  ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const titles = dialog.getByTestId("ranked-title");
  const first = await titles.nth(0).textContent();
  const second = await titles.nth(1).textContent();
  // Keyboard: pick up rank 1, move it down one place, drop. dnd-kit marks the handle
  // pressed once it is picked up, then measures the list on the next frames: a key pressed
  // before that lands the item on itself. So each key waits for two rendered frames.
  const frames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  const rankOne = dialog.getByRole("button", { name: /rank 1$/ });
  await rankOne.focus();
  await page.keyboard.press("Space");
  await expect(rankOne).toHaveAttribute("aria-pressed", "true");
  await frames();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText("was moved over");
  await frames();
  await page.keyboard.press("Space");
  await expect(titles.nth(0)).toHaveText(second!);
  await expect(titles.nth(1)).toHaveText(first!);
  // Mouse: drag rank 3 onto rank 1.
  const third = await titles.nth(2).textContent();
  const handle = dialog.getByRole("button", { name: /rank 3$/ });
  const target = dialog.getByRole("button", { name: /rank 1$/ });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 10 });
  await page.mouse.up();
  await expect(titles.nth(0)).toHaveText(third!);

  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("3 policies selected")).toBeVisible();
});

test("narrative detail lists categories and links to the category page", async ({ page }) => {
  await openFirstSummary(page);
  const id = page.url().split("/narrative/")[1].split("/")[0];
  await page.goto(`/narrative/${id}`);
  await expect(page.getByRole("heading", { name: "Policy Categories" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "View policies" }).first().click();
  await expect(page).toHaveURL(/\/category\//);
  await expect(page.getByText("Customising 1 of 1 selected areas")).toBeVisible();
  const cont = page.getByRole("button", { name: "Continue" });
  await expect(cont).toBeDisabled();
  await page.getByRole("radio").first().check();
  await cont.click();
  await expect(page).toHaveURL(/\/policy-selection$/);
});

test("quadrant page back links and manual switch", async ({ page }) => {
  await page.goto("/quadrant/scale");
  await expect(page.getByRole("link", { name: "← Back" })).toHaveAttribute("href", "/quiz-result");
  await page.goto("/quadrant/leap");
  await expect(page.getByRole("link", { name: "← Back" })).toHaveAttribute("href", "/narratives");
  await page.getByRole("link", { name: "Switch to Manual Policy Selection" }).click();
  await expect(page).toHaveURL(/\/policy-areas$/);
});
