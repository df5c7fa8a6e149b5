import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";

test("quiz to quadrant to narrative to policy choice", async ({ page }) => {
  await page.goto("/quiz");
  await expect(page.getByText("1 of 5")).toBeVisible();
  await expect(page.getByText("Slide the knob or tap a point to choose")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  // Q1 by keyboard on the slider, the rest by tapping dots.
  await page.getByRole("slider").focus();
  await page.keyboard.press("Home");
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText("2 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("1 of 5")).toBeVisible();
  await next.click();
  for (let i = 2; i <= 5; i++) {
    await page.getByRole("group", { name: "Options" }).getByRole("button").first().click();
    await page.getByRole("button", { name: i === 5 ? "See results" : "Next" }).click();
  }
  await expect(page).toHaveURL(/\/quiz-result$/);
  await expect(
    page.getByText(/Everyone sees the future differently\. You landed on \w+\./),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Start Here/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Results exist: /quiz redirects.
  await page.goto("/quiz");
  await expect(page).toHaveURL(/\/quiz-result$/);

  await page.getByRole("button", { name: /Start Here/ }).click();
  await expect(page).toHaveURL(/\/quadrant\/(rewild|leap|steady|scale)$/);
  await expect(page.getByRole("heading", { name: "Choose a Narrative" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("button", { name: /^Begin with .+ →$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/narrative\/[0-9a-z]+\/summary$/i);
  await expect(page.getByText(/^0 of \d+ areas customised$/)).toBeVisible();
  await expect(
    page.getByText(
      "Sign in to save your policy preferences and have them count towards community rankings",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("button", { name: /Choose policies/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Default confirmed.")).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^1 of \d+ areas customised$/)).toBeVisible();

  // Survives a reload.
  await page.reload();
  await expect(page.getByText(/^1 of \d+ areas customised$/)).toBeVisible();
  await page.getByRole("button", { name: "Reset All" }).click();
  await expect(page.getByText(/^0 of \d+ areas customised$/)).toBeVisible();
});

test("skip link and the spectrum quiz link on the map", async ({ page }) => {
  await page.goto("/quiz");
  await page.getByRole("link", { name: "Skip Quiz → Go to Results Without Guidance" }).click();
  await expect(page).toHaveURL(/\/narratives$/);
  await expect(page.getByText("Explore the different perspectives below.")).toBeVisible();
  await page.getByRole("button", { name: "Take the spectrum quiz →" }).click();
  await expect(page).toHaveURL(/\/quiz$/);
});
