import { expect, type Page } from "@playwright/test";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";

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
  await page.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });
  return narrative.title;
}
