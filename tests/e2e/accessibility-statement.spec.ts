import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { LAST_TESTED } from "../../src/features/accessibility/statement";

test("the accessibility statement is linked from the footer and has the statement's parts", async ({
  page,
}) => {
  await page.goto("/privacy");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Accessibility statement" })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle(/^Accessibility statement · /);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { level: 1, name: "Accessibility statement" }),
  ).toBeFocused();
  for (const heading of [
    "Compliance status",
    "Non-accessible content",
    "Reporting accessibility problems with this website",
    "Enforcement procedure",
    "How we tested this website",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("partially compliant");
  await expect(main).toContainText("WCAG) version 2.2, level AA");
  await expect(main.getByTestId("known-issues").getByRole("listitem")).not.toHaveCount(0);
  await expect(
    main.getByRole("link", { name: /Equality Advisory and Support Service/ }),
  ).toBeVisible();
  await expect(
    main.getByRole("link", { name: /Equality Commission for Northern Ireland/ }),
  ).toBeVisible();
  await expect(main).toContainText(`last tested on ${LAST_TESTED}`);
  await expectNoSeriousA11yViolations(page);
});
