import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { savePendingManifesto, signUp, tickConsentIfAsked, uniqueEmail } from "./auth-helpers";
import { openEditorFromHome, selectedList } from "./manifesto-helpers";

test("the editor with no manifesto in navigation state redirects to /", async ({ page }) => {
  await page.goto("/manifesto/edit");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Skip intro" })).toBeVisible();
});

test("anonymous save: sign-in prompt, pending manifesto kept across sign-up, saved on /account as 'My Manifesto'", async ({
  page,
}) => {
  const built = await openEditorFromHome(page);
  const selected = selectedList(page);
  await expect(selected.getByRole("listitem")).toHaveCount(built.count);
  await expect(page.getByLabel("Title")).toHaveValue(built.title);
  await expect(page.getByTestId("coverage-count")).toHaveText(/^\d+ of 13 areas covered$/);
  await expect(page.getByText("Answered by")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Remove one policy, then add one found by search and category filter.
  const firstTitle =
    (await selected.getByRole("listitem").first().locator("p").first().textContent()) ?? "";
  await page.getByRole("button", { name: `Remove ${firstTitle}` }).click();
  await expect(selected.getByRole("listitem")).toHaveCount(built.count - 1);
  // Focus moves to the row that took the removed one's place.
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Remove /);
  await page.getByLabel("Category").selectOption("Health & Care");
  await page.getByRole("searchbox", { name: "Search policies" }).fill("zzzz-no-such-policy");
  await expect(page.getByText("No policies found matching your search criteria")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search policies" }).fill("");
  const available = page.getByRole("list", { name: "Available policies" });
  await expect(available.getByRole("listitem").first()).toContainText("Health & Care");
  const addedTitle =
    (await available.getByRole("listitem").first().locator("p").first().textContent()) ?? "";
  await page.getByRole("button", { name: `Add ${addedTitle}` }).click();
  await expect(selected.getByRole("listitem")).toHaveCount(built.count);
  await expect(selected.getByRole("listitem").last()).toContainText(
    "Added by user during manifesto editing",
  );
  // The added policy is no longer offered.
  await expect(page.getByRole("button", { name: `Add ${addedTitle}` })).toHaveCount(0);

  // A blank title is saved with the default title.
  await page.getByLabel("Title").fill("");
  // The match figure the editor shows is the one Account shows (issue 27).
  const match =
    (await page
      .getByText(/^\d+% Match$/)
      .first()
      .textContent()) ?? "";
  expect(match).toMatch(/^\d+% Match$/);
  await page.getByRole("button", { name: "Save Manifesto" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByText("Please sign in to save your manifesto", { exact: true }),
  ).toBeVisible();
  const pending = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("pendingManifesto") ?? "null"),
  );
  expect(`${Math.round(pending.confidenceScore * 100)}% Match`).toBe(match);
  expect(pending.selectedPolicyIds).toHaveLength(built.count);
  expect(await page.evaluate(() => localStorage.getItem("pendingRedirectPath"))).toBe("/account");

  await signUp(page, uniqueEmail("manifesto-anon"));
  await expect(page).toHaveURL(/\/account$/);
  await savePendingManifesto(page);
  await expect(page.getByRole("heading", { name: "My Manifesto" })).toBeVisible();
  await expect(page.getByText(match, { exact: true })).toBeVisible();
  await expect(page.getByText(`${built.count} policies`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pendingManifesto"))).toBeNull();
});

test("signed in: save, edit from Account and save again, submit to community, delete with confirmation", async ({
  page,
}) => {
  await signUp(page, uniqueEmail("manifesto-user"));
  const built = await openEditorFromHome(page);
  await tickConsentIfAsked(page, "manifestos");
  await page.getByRole("button", { name: "Save Manifesto" }).click();
  await expect(page.getByText("Manifesto saved to your account!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: built.title })).toBeVisible();
  await expect(page.getByText(`${built.count} policies`)).toBeVisible();

  // Edit: the editor opens with the stored title and policies.
  await page.getByRole("button", { name: `Edit ${built.title}` }).click();
  await expect(page).toHaveURL(/\/manifesto\/edit$/);
  await expect(page.getByLabel("Title")).toHaveValue(built.title);
  const selected = selectedList(page);
  await expect(selected.getByRole("listitem")).toHaveCount(built.count);
  await page.getByLabel("Title").fill("Rivers and Commons Plan");
  await page.getByLabel("Description").fill("Wild rivers, shared power.");
  const firstTitle =
    (await selected.getByRole("listitem").first().locator("p").first().textContent()) ?? "";
  await page.getByRole("button", { name: `Remove ${firstTitle}` }).click();
  await tickConsentIfAsked(page, "manifestos");
  await page.getByRole("button", { name: "Save Manifesto" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Rivers and Commons Plan" })).toBeVisible();
  await expect(page.getByText("Wild rivers, shared power.")).toBeVisible();
  await expect(page.getByText(`${built.count - 1} policies`)).toBeVisible();
  await expect(page.getByRole("heading", { name: built.title })).toHaveCount(0);

  // Submit to Community: saved, becomes the selection, and the flow continues to the economy.
  await page.getByRole("button", { name: "Edit Rivers and Commons Plan" }).click();
  await expect(selected.getByRole("listitem")).toHaveCount(built.count - 1);
  await tickConsentIfAsked(page, "manifestos");
  await page.getByRole("button", { name: "Submit to Community" }).click();
  await expect(page).toHaveURL(/\/economy-explained$/);
  const selection = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("apt-selection") ?? "{}"),
  );
  expect(selection.narrative?.quadrant).toBe("rewild");
  const ids = Object.values(selection.categoryPolicies as Record<string, string[]>).flat();
  expect(ids).toHaveLength(built.count - 1);
  // The removed area stays empty in the vote: no narrative default fills it back in.
  await page.goto("/bind-vote");
  await expect(
    page.getByRole("list", { name: "Your chosen policies" }).getByRole("listitem"),
  ).toHaveCount(built.count - 1);

  // Delete asks first.
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete Rivers and Commons Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this manifesto?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Rivers and Commons Plan" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Rivers and Commons Plan" }).click();
  await dialog.getByRole("button", { name: "Delete manifesto" }).click();
  await expect(page.getByText("No saved manifestos yet")).toBeVisible();
});

test("anonymous Submit to Community asks to sign in", async ({ page }) => {
  await openEditorFromHome(page);
  await page.getByRole("button", { name: "Submit to Community" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Sign In Required", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Please sign in to submit your manifesto to the community.", { exact: true }),
  ).toBeVisible();
});

test("coverage: an area opens the ranking dialog and its Save replaces that area's policies", async ({
  page,
}) => {
  await openEditorFromHome(page);
  const selected = selectedList(page);
  await page.getByRole("button", { name: /^Health & Care: / }).click();
  const dialog = page.getByRole("dialog", { name: "Health & Care" });
  await expect(dialog).toBeVisible();
  const options = dialog.getByRole("list", { name: "Health & Care policies" }).getByRole("button");
  await expect(options.first()).toBeVisible();
  // Rank two policies other than the default.
  const unpressed = dialog
    .getByRole("list", { name: "Health & Care policies" })
    .getByRole("button", { pressed: false });
  await unpressed.nth(0).click();
  await unpressed.nth(0).click();
  const ranked = await dialog.getByTestId("ranked-title").allTextContents();
  expect(ranked.length).toBeGreaterThanOrEqual(2);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("button", { name: new RegExp(`^Health & Care: ${ranked.length} selected`) }),
  ).toBeVisible();
  for (const title of ranked)
    await expect(selected.getByText(title, { exact: true })).toBeVisible();
});

test("mobile (390 px): tabs Details, Coverage, Selected, Add More", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const built = await openEditorFromHome(page);
  // The builder's toast is still up: it must not cover the Save/Submit bar.
  const toastBox = await page.getByText("Manifesto Created!", { exact: true }).boundingBox();
  const barBox = await page.getByRole("button", { name: "Save Manifesto" }).boundingBox();
  expect(toastBox, "the toast is still shown").not.toBeNull();
  expect(toastBox!.y + toastBox!.height).toBeLessThan(barBox!.y);
  const tabs = page.getByRole("tablist", { name: "Manifesto editor sections" });
  for (const name of ["Details", "Coverage", "Selected", "Add More"]) {
    await expect(tabs.getByRole("tab", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByLabel("Title")).toBeVisible();
  await expect(page.getByTestId("coverage-count")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole("tab", { name: "Coverage" }).click();
  await expect(page.getByTestId("coverage-count")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveCount(0);

  await tabs.getByRole("tab", { name: /^Selected/ }).click();
  await expect(selectedList(page).getByRole("listitem")).toHaveCount(built.count);

  await tabs.getByRole("tab", { name: "Add More" }).click();
  await expect(page.getByRole("searchbox", { name: "Search policies" })).toBeVisible();
  // Keyboard: arrow keys move between tabs.
  await tabs.getByRole("tab", { name: "Add More" }).press("Home");
  await expect(tabs.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Save Manifesto" })).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
