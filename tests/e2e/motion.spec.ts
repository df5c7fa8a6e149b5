import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";

/** Reduced motion honoured on home (issue 27); "Skip intro" from the first frame. */

test("with prefers-reduced-motion the home form is usable at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const vision = page.getByRole("textbox", { name: "Your vision" });
  // Well inside the 3 s splash and the ~5 s typed intro.
  await expect(vision).toBeVisible({ timeout: 1_000 });
  await expect(page.getByRole("button", { name: "Skip intro" })).toHaveCount(0);
  await vision.fill("Homes everyone can afford");
  await expect(vision).toHaveValue("Homes everyone can afford");
  await expectNoSeriousA11yViolations(page);
});

test("Skip intro is there from the first frame and leads to the form", async ({ page }) => {
  await page.goto("/");
  const skip = page.getByRole("button", { name: "Skip intro" });
  await expect(skip).toBeVisible({ timeout: 1_000 });
  await skip.click({ timeout: 1_000 });
  const vision = page.getByRole("textbox", { name: "Your vision" });
  await expect(vision).toBeVisible();
  await expect(vision).toBeFocused();
});
