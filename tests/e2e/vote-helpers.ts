import { expect, type Page } from "@playwright/test";
import { CONSENT_STATEMENT } from "../../convex/domain/privacy";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";

/**
 * Where a vote is cast: ticks the consent box when it is asked for (no consent to the
 * current privacy notice recorded yet; docs/privacy.md "Consent"), after waiting for the
 * page to know which it is.
 */
export async function agreeToStoreVote(page: Page): Promise<void> {
  const box = page.getByRole("checkbox", { name: CONSENT_STATEMENT });
  await expect(box.or(page.getByTestId("consent-note"))).toBeVisible();
  if (await box.isVisible()) await box.check();
}

/** Chooses a narrative (as the narrative pages do), reviews on /bind-vote and binds. Returns its title. */
export async function bindVoteThroughUi(
  page: Page,
  quadrant: "rewild" | "leap" | "steady" | "scale" = "rewild",
  tax = { rate: 1.3, dividend: 9000 },
): Promise<string> {
  const narrative = await firstNarrative(page, quadrant);
  await chooseNarrative(page, narrative, tax);
  await page.goto("/bind-vote");
  await expect(page.getByRole("heading", { name: narrative.title })).toBeVisible();
  await expect(page.getByTestId("bind-summary")).toContainText("policies costing");
  await agreeToStoreVote(page);
  await page.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });
  return narrative.title;
}
