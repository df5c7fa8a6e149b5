import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";

/** Focus that follows the user (issue 27): quiz by keyboard, dialogs, route changes. */

/** What has focus, described for a failure message; "BODY" when focus was lost. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "BODY";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `${el.tagName} ${el.getAttribute("role") ?? ""} ${name}`.trim();
  });
}

interface FocusLog {
  focusLog: string[];
}

/**
 * Records where focus is once each change of the page's elements is done (a
 * MutationObserver's callback runs after the task that made the change, React's commit
 * with its layout effects, and before any later task, such as its passive effects).
 */
async function recordFocusOnEveryChange(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as FocusLog).focusLog = log;
    new MutationObserver(() => {
      const el = document.activeElement;
      log.push(!el || el === document.body ? "BODY" : el.tagName);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test("the quiz by keyboard alone: focus is never lost, in under 25 key presses", async ({
  page,
}) => {
  await page.goto("/quiz");
  await expect(page.getByText("1 of 5")).toBeVisible();
  let presses = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    presses++;
    // Let React commit whatever the key caused, then check focus.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await focused(page), `after press ${presses} (${key})`).not.toBe("BODY");
  };
  // Skip link, then into the question.
  await press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await press("Enter");
  await press("Tab");
  const slider = page.getByRole("slider");
  await expect(slider).toBeFocused();
  for (let question = 1; question <= 5; question++) {
    await expect(page.getByText(`${question} of 5`)).toBeVisible();
    await expect(slider).toBeFocused();
    await press("End");
    const next = page.getByRole("button", { name: question === 5 ? "See results" : "Next" });
    while (!(await next.evaluate((el) => el === document.activeElement))) {
      await press("Tab");
      expect(presses, "Tab should reach Next within a few presses").toBeLessThan(60);
    }
    if (question === 5) await recordFocusOnEveryChange(page);
    await press("Enter");
  }
  await expect(page).toHaveURL(/\/quiz-result$/);
  // The route change puts focus on the result page's heading, in the commit that draws
  // the page: never on the body in between, whenever the check runs.
  await expect(page.locator("main h1")).toBeFocused();
  const seen = await page.evaluate(() => (window as unknown as FocusLog).focusLog);
  expect(seen.length, "the page changed after the last Enter").toBeGreaterThan(0);
  expect(seen, "focus after each change of the page").not.toContain("BODY");
  console.log(`quiz by keyboard: ${presses} key presses`);
  expect(presses).toBeLessThan(25);
});

test("Back focuses the question's slider, not the disabled Back button", async ({ page }) => {
  await page.goto("/quiz");
  await page.getByRole("slider").focus();
  await page.keyboard.press("Home");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("2 of 5")).toBeVisible();
  await expect(page.getByRole("slider")).toBeFocused();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("1 of 5")).toBeVisible();
  await expect(page.getByRole("slider")).toBeFocused();
});

test("the policy dialog returns focus to its opener on Save and on Escape", async ({ page }) => {
  await page.goto("/policy-areas");
  const opener = page.getByRole("button", { name: "Choose policies for Housing & Land" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Housing & Land" });
  await expect(dialog.getByText("Default confirmed.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Default confirmed.")).toBeVisible();
  await dialog.getByRole("button", { name: /^(Confirm|Save)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a route change focuses the new page's h1; the first load does not", async ({ page }) => {
  await page.goto("/narratives");
  await expect(page.getByText("Explore the different perspectives below.")).toBeVisible();
  expect(await focused(page)).toBe("BODY");
  await page.getByRole("button", { name: "Take the spectrum quiz →" }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  const heading = page.locator("main h1");
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
});

for (const path of ["/auth", "/narratives", "/quiz", "/policy-areas"]) {
  test(`the skip link on ${path} moves focus into the main content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
}

test("focusable tab panels show where focus is", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  const panel = page.getByRole("tabpanel");
  await page.getByRole("tab", { name: "Sign up" }).focus();
  await page.keyboard.press("Tab");
  await expect(panel).toBeFocused();
  const ring = await panel.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(ring.outline !== "none" || ring.shadow !== "none", JSON.stringify(ring)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
