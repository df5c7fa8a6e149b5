import { expect, type Page } from "@playwright/test";
import { CONSENT_STATEMENTS } from "../../convex/domain/privacy";

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
 * Ticks the consent box of a purpose (docs/privacy.md "Consent"), asked beside the button
 * that stores, while no consent of that purpose is recorded; nothing when it is.
 */
export async function tickConsent(
  page: Page,
  purpose: "vote" | "rankings" | "manifestos",
): Promise<void> {
  const box = page.getByRole("checkbox", { name: CONSENT_STATEMENTS[purpose] });
  await box.check();
}

/**
 * Signed in: ticks the purpose's box if it is asked for (no consent of that purpose
 * recorded), after waiting for the page to know which it is; else nothing.
 */
export async function tickConsentIfAsked(
  page: Page,
  purpose: "rankings" | "manifestos",
): Promise<void> {
  const box = page.getByRole("checkbox", { name: CONSENT_STATEMENTS[purpose] });
  await expect(box.or(page.getByTestId(`consent-given-${purpose}`))).toBeAttached();
  if (await box.isVisible()) await box.check();
}

/**
 * On /account after signing up with a manifesto made while signed out: the page asks
 * before storing it (a manifesto is a political opinion, docs/privacy.md "Consent"), with
 * the manifestos' consent box beside the button; this ticks it and saves.
 */
export async function savePendingManifesto(page: Page): Promise<void> {
  const card = page.getByTestId("pending-manifesto");
  await expect(card.getByTestId("consent-box-manifestos")).toContainText("privacy notice");
  await tickConsent(page, "manifestos");
  await card.getByRole("button", { name: "Save it to my account" }).click();
  await expect(card).toHaveCount(0);
}
