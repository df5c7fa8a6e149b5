import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";

test("unknown paths show the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("top bar: logo, search, theme and sign-in; progress bar on small screens", async ({
  page,
}) => {
  await page.goto("/narratives");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Policy Simulator UK home" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Search" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("button", { name: "Refresh progress" })).toBeVisible();
  await banner.getByRole("button", { name: /Theme/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByText("Progress: 0/5")).toBeVisible();
  await banner.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem("pendingRedirectPath"))).toBe(
    "/narratives",
  );
});

test("bad narrative ids redirect with the spec's messages", async ({ page }) => {
  await page.goto("/narrative/not-an-id!/summary");
  await expect(page.getByText("Invalid narrative ID format", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/narratives$/);
  await page.goto("/narrative");
  await expect(page.getByText("No narrative selected", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/narratives$/);
  await page.goto("/narrative/0000000000000000000999narratives/summary");
  await expect(page.getByText("Narrative not found", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/narratives$/);
  await page.goto("/quadrant/sideways");
  await expect(page.getByText("Invalid quadrant selection", { exact: true })).toBeVisible();
});
