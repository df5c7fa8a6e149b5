import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { savePendingManifesto, signUp, uniqueEmail } from "./auth-helpers";

test.describe("account", () => {
  test("signed-out visitors are redirected to /auth", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("Sign Out from /account goes home, as everywhere else", async ({ signedInPage: page }) => {
    await page.goto("/account");
    await expect(page.getByText("Member since")).toBeVisible();
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Once the session is gone (the auth client drops its token), nothing sends the page on
    // to /auth: the account page, which would, was left before signing out.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith("__convexAuthJWT")),
        ),
      )
      .toBe(false);
    await expect(page).toHaveURL(/\/$/);
  });

  test("anonymous save: a pending manifesto is saved on arrival, then deleted after confirmation", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.evaluate(() => {
      localStorage.setItem(
        "pendingManifesto",
        JSON.stringify({
          manifestoTitle: "Green Commons Plan",
          manifestoDescription: "Restore rivers and share the gains.",
          selectedPolicyIds: [],
          aiReasoning: null,
          confidenceScore: 0.95,
          visionText: "rivers, commons",
        }),
      );
      localStorage.setItem("pendingRedirectPath", "/account");
    });
    const email = await signUp(page, uniqueEmail("account"));
    await expect(page).toHaveURL(/\/account$/);
    await savePendingManifesto(page);
    await expect(page.getByText(email, { exact: true }).last()).toBeVisible();
    await expect(page.getByText("Member since")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Green Commons Plan" })).toBeVisible();
    await expect(page.getByText("95% Match")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("pendingManifesto"))).toBeNull();

    const results = await new AxeBuilder({ page }).include("main").analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious,
      JSON.stringify(
        serious.map((v) => [v.id, v.nodes.map((n) => n.target)]),
        null,
        2,
      ),
    ).toEqual([]);

    await page.getByRole("button", { name: "Delete Green Commons Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this manifesto?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Green Commons Plan" })).toBeVisible();
    await page.getByRole("button", { name: "Delete Green Commons Plan" }).click();
    await dialog.getByRole("button", { name: "Delete manifesto" }).click();
    await expect(page.getByText("No saved manifestos yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create AI Manifesto" })).toBeVisible();
    await page.getByRole("button", { name: "Choose from Narratives" }).click();
    await expect(page).toHaveURL(/\/narratives$/);
  });
});
