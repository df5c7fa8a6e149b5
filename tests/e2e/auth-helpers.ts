import { expect, type Page } from "@playwright/test";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = "secret-pass-1";

/** Signs up through /auth and waits until the app leaves the sign-in page. */
export async function signUp(
  page: Page,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<string> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth$/, { timeout: 15_000 });
  return email;
}

/** Signs in through /auth and waits until the app leaves the sign-in page. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth$/, { timeout: 15_000 });
}

/**
 * On /account after signing up with a manifesto made while signed out: the page asks
 * before storing it (a manifesto is a political opinion, docs/privacy.md "Consent"), with
 * what saving agrees to beside the button; this saves it.
 */
export async function savePendingManifesto(page: Page): Promise<void> {
  const card = page.getByTestId("pending-manifesto");
  await expect(card.getByTestId("save-consent")).toContainText("privacy notice");
  await card.getByRole("button", { name: "Save it to my account" }).click();
  await expect(card).toHaveCount(0);
}
