import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";

test("manual build through the 13 areas, the area dialog and the default-policy picker", async ({
  page,
}) => {
  await page.goto("/policy-areas");
  await expect(page.getByRole("heading", { name: "Manual Build" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Choose policies for / })).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);
  const search = page.getByRole("searchbox", { name: "Search policy areas" });
  await search.fill("zzz");
  await expect(
    page.getByText("No policy areas match your search. Try a different term."),
  ).toBeVisible();
  await search.fill("hous");
  await expect(page.getByRole("button", { name: /^Choose policies for / })).toHaveCount(1);
  await page.getByRole("button", { name: "Choose policies for Housing & Land" }).click();
  const dialog = page.getByRole("dialog", { name: "Housing & Land" });
  await expect(dialog.getByText("Default confirmed.")).toBeVisible();
  await dialog
    .getByRole("list", { name: /policies$/ })
    .getByRole("button", { pressed: false })
    .first()
    .click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("1 policy selected")).toBeVisible();

  await page.getByRole("link", { name: "Default policy for Housing & Land" }).click();
  await expect(page).toHaveURL(/\/policy-area\/housing-land$/);
  await expect(page.getByText(/^Found \d+ policies across all narratives$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const results = page.getByRole("main").getByRole("listitem").getByRole("button");
  const title = (await results.nth(1).locator("span.font-medium").textContent())!;
  await results.nth(1).click();
  await expect(
    page.getByText(`Selected "${title}" as your default policy`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search policies" }).fill("qqqqzzzz");
  await expect(page.getByText("Found 0 policies across all narratives")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/policy-areas$/);

  await page.goto("/policy-selection");
  await expect(page.getByRole("heading", { name: "Your Manifesto" })).toBeVisible();
  await expect(page.getByText("Housing & Land")).toBeVisible();
  await expect(page.getByRole("tab", { name: "My Policies" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("tab", { name: "Community Policies" }).click();
  await expect(page.getByRole("heading", { name: "Budget impact" })).toBeVisible();
  await expect(page.getByText("Package balance")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("link", { name: "Continue to Economy" })).toHaveAttribute(
    "href",
    "/tax-simulator",
  );
});

test("narrative areas picker: select all, clear and continue", async ({ page }) => {
  await page.goto("/quadrant/rewild");
  await page
    .getByRole("button", { name: /^Begin with .+ →$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.goto("/policy-areas");
  await expect(page.getByText("Using narrative's default policies for all areas")).toBeVisible();
  await page.getByRole("button", { name: "Select All" }).click();
  await expect(page.getByText(/^\d+ of \d+ areas selected$/)).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("Using narrative's default policies for all areas")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("group", { name: "Policy areas" }).getByRole("button").nth(0).click();
  await page.getByRole("group", { name: "Policy areas" }).getByRole("button").nth(1).click();
  await page.getByRole("link", { name: "Customise now" }).click();
  await expect(page.getByText("Customising 1 of 2 selected areas")).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Customising 2 of 2 selected areas")).toBeVisible();
  await page.getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/policy-selection$/);
  await expect(page.getByText("Customised")).toHaveCount(2);
});
