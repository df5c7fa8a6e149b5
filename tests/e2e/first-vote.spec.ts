/**
 * A first-time visitor on a phone, from landing to a counted vote (issue 37, docs/product.md
 * "A first vote"): counts the taps and the app's seconds (typing excluded) and prints them
 * against the target of at most 20 taps and 30 s. The taps are asserted; the seconds are
 * printed only (timings belong in bench/, not in a test's verdict).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CONSENT_STATEMENTS } from "../../convex/domain/privacy";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { VISION } from "./manifesto-helpers";
import { expectNoSeriousA11yViolations } from "./a11y";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const TARGET = { taps: 20, seconds: 30 };

/** Taps and typing time, so that the app's own time is what remains. */
function journey(page: Page) {
  let taps = 0;
  /** Typing and the test's own checks: not the app's time. */
  let typingMs = 0;
  const started = Date.now();
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    /** A field: one tap to focus it, then typing (its time is not the app's). */
    async type(target: Locator, text: string) {
      taps += 1;
      await target.tap();
      const from = Date.now();
      await target.fill(text);
      typingMs += Date.now() - from;
    },
    /** A check of the test's own (axe), not the app's time. */
    async aside(check: () => Promise<void>) {
      const from = Date.now();
      await check();
      typingMs += Date.now() - from;
    },
    report() {
      const seconds = (Date.now() - started - typingMs) / 1000;
      return { taps, seconds, page };
    },
  };
}

test("landing to a counted vote on a 390x844 phone: taps and seconds against the target", async ({
  page,
}) => {
  test.slow();
  const steps = journey(page);
  await page.goto("/");
  // The intro never blocks: skippable at once.
  await steps.tap(page.getByRole("button", { name: "Skip intro" }));
  await steps.type(
    page.getByPlaceholder("Write some keywords or things that are important to you"),
    VISION,
  );
  await steps.tap(page.getByRole("button", { name: "Let's Go →" }));
  await steps.tap(page.getByRole("button", { name: "Vote with this manifesto" }));

  // Signed out, the bind page says up front that a vote needs an account.
  await expect(page).toHaveURL(/\/bind-vote$/);
  await expect(page.getByTestId("account-needed")).toContainText("A vote needs an account");
  await steps.aside(() => expectNoSeriousA11yViolations(page));
  await steps.tap(page.getByRole("checkbox", { name: CONSENT_STATEMENTS.vote }));
  await steps.tap(page.getByRole("button", { name: "Sign up and bind my vote" }));

  // /auth opens on Sign up.
  await expect(page.getByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
  await steps.type(page.getByLabel("Email"), uniqueEmail("first-vote"));
  await steps.type(page.getByLabel("Password"), PASSWORD);
  await steps.tap(page.getByRole("button", { name: "Sign up", exact: true }));

  // Back on the bind page, the remembered press binds without a second one, and the
  // community's new total is on the screen the voter lands on.
  await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 20_000 });
  await expect(page.getByTestId("bound-note")).toContainText(
    /Your vote is counted: the community total is now \d[\d,]* votes?, yours included\./,
  );
  const { taps, seconds } = steps.report();
  console.log(
    `First vote on a phone: ${taps} taps (target ≤ ${TARGET.taps}), ${seconds.toFixed(1)} s of app time, typing excluded (target ≤ ${TARGET.seconds} s)`,
  );
  expect(taps).toBeLessThanOrEqual(TARGET.taps);
});

test("the intro is shown once per device", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Skip intro" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByPlaceholder("Write some keywords or things that are important to you"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip intro" })).toHaveCount(0);
});
