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
