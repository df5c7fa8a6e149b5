import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";

test("home: splash, typed intro, vision form rules", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Skip intro" })).toBeVisible({ timeout: 5000 });
  await expect(page.getByText("It's a prototype OS for a new democratic economy.")).toBeVisible({ timeout: 15_000 });
  const box = page.getByPlaceholder("Write some keywords or things that are important to you");
  await expect(box).toBeVisible();
  const go = page.getByRole("button", { name: "Let's Go →" });
  await expect(go).toBeDisabled();
  await box.fill("   ");
  await expect(go).toBeDisabled();
  await box.fill("clean rivers and fair housing");
  await expect(go).toBeEnabled();
  await expect(page.getByRole("link", { name: "Browse Political Narratives" })).toHaveAttribute("href", "/narratives");
  await expect(page.getByRole("link", { name: "Take the quiz instead" })).toHaveAttribute("href", "/quiz");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
