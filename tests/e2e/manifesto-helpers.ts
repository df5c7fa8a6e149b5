import { expect, type Page } from "@playwright/test";

/** A vision the offline engine matches to Rewild with Climate & Environment and Farming & Food. */
export const VISION = "Rewilding the countryside and community energy owned by local people";

/**
 * Builds a manifesto on the home page (offline engine: no AI key here) and opens it in the
 * editor with 'Edit/Save Policies'. Returns the built title and the number of policies.
 */
export async function openEditorFromHome(page: Page): Promise<{ title: string; count: number }> {
  await page.goto("/");
  await page.getByRole("button", { name: "Skip intro" }).click({ timeout: 10_000 });
  await page
    .getByPlaceholder("Write some keywords or things that are important to you")
    .fill(VISION);
  await page.getByRole("button", { name: "Let's Go →" }).click();
  const main = page.getByRole("main");
  const priorities = main.getByRole("heading", {
    name: /^Your Policy Priorities \(\d+ policies\)$/,
  });
  await expect(priorities).toBeVisible({ timeout: 15_000 });
  const title = (await main.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const count = Number((await priorities.textContent())?.match(/\((\d+) policies\)/)?.[1]);
  await main.getByRole("button", { name: "Edit/Save Policies" }).click();
  await expect(page).toHaveURL(/\/manifesto\/edit$/);
  await expect(page.getByRole("heading", { name: "Edit your manifesto" })).toBeVisible();
  return { title, count };
}

/** The editor's list of selected policies. */
export function selectedList(page: Page) {
  return page.getByRole("list", { name: "Selected policies" });
}
