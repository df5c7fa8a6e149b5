import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { PASSWORD, signUp, uniqueEmail } from "./auth-helpers";

test.describe("sign-in page", () => {
  test("validates fields before calling the server", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Password is required.")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("x7#kq2!");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await page.getByLabel("Email").fill("me@example.com");
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(
      page.getByText("This password is too common. Please choose one that is harder to guess."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("sign up goes to /account, or to the pending path", async ({ page, browser }) => {
    await signUp(page);
    await expect(page).toHaveURL(/\/account$/);
    // Already signed in: /auth redirects away.
    await page.goto("/auth");
    await expect(page).not.toHaveURL(/\/auth$/);

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/auth");
    await other.evaluate(() => localStorage.setItem("pendingRedirectPath", "/bind-vote"));
    await signUp(other);
    await expect(other).toHaveURL(/\/bind-vote$/);
    expect(await other.evaluate(() => localStorage.getItem("pendingRedirectPath"))).toBeNull();
    await context.close();
  });

  test("sign in, wrong password and duplicate account messages", async ({ page, browser }) => {
    const email = uniqueEmail("returning");
    const first = await browser.newContext();
    await signUp(await first.newPage(), email);
    await first.close();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Invalid email or password. Please try again.",
    );

    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "An account with this email already exists. Please sign in instead.",
    );

    await page.getByRole("tab", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("repeated wrong passwords are answered with how long to wait, never a lock", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("throttled");
    const first = await browser.newContext();
    await signUp(await first.newPage(), email);
    await first.close();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    const alert = page.getByRole("alert");
    const signInButton = page.getByRole("button", { name: "Sign in", exact: true });
    const waitMessage = /^Too many failed attempts\. Please wait (\d+) seconds? and try again\.$/;
    // Five failures are free (each answered after the 1 s failure floor); then attempts
    // must wait. However slow the machine, a wait message comes within a few attempts.
    const answers: string[] = [];
    for (let n = 1; n <= 8 && !waitMessage.test(answers.at(-1) ?? ""); n += 1) {
      await page.getByLabel("Password").fill(`wrong-password-${n}`);
      await signInButton.click();
      await expect(signInButton).toBeEnabled(); // back from "Signing in..."
      answers.push((await alert.textContent()) ?? "");
    }
    expect(answers.slice(0, 5)).toEqual(
      new Array(5).fill("Invalid email or password. Please try again."),
    );
    const wait = waitMessage.exec(answers.at(-1) ?? "");
    expect(wait, answers.join("\n")).not.toBeNull();
    // Never a lock: once the stated wait is over, the right password works. Attempts refused
    // during the wait are not counted (convex/domain/signInThrottle.ts), so trying until
    // then changes nothing.
    await page.getByLabel("Password").fill(PASSWORD);
    await expect(async () => {
      if (!page.url().endsWith("/account")) {
        await expect(signInButton).toBeEnabled();
        await signInButton.click();
      }
      await expect(page).toHaveURL(/\/account$/, { timeout: 2_000 });
    }).toPass({ intervals: [500], timeout: Number(wait![1]) * 1000 + 20_000 });
  });

  test("continue without account, no Google button when not configured, and no serious axe violations", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Policy Simulator UK" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    await page.getByRole("button", { name: "Continue without account" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("a stored sign-in", () => {
  test("is used as it is when a page loads, and replaced just before it expires", async ({
    signedInPage: page,
    workerUser,
  }) => {
    // Each request for a new token: the sign-in action with the stored refresh token.
    let tokenRequests = 0;
    page.on("request", (request) => {
      if (
        new URL(request.url()).pathname === "/api/action" &&
        request.postData()?.includes("auth:signIn")
      )
        tokenRequests++;
    });
    const storedToken = () =>
      page.evaluate(
        () => Object.entries(localStorage).find(([key]) => key.startsWith("__convexAuthJWT"))?.[1],
      );
    const accountMenu = page.getByRole("button", { name: `Account menu for ${workerUser.email}` });
    // The page's clock in the test's hands, from this load on.
    await page.clock.install();
    await page.reload();
    await expect(accountMenu).toBeVisible();
    await page.waitForLoadState("networkidle");
    const token = await storedToken();
    // The server accepted the stored token: no second token, no second Authenticate.
    expect(tokenRequests).toBe(0);
    expect(token).toBeTruthy();
    // Its hour nearly up (the client refreshes 10 s before the end): a new one, still signed in.
    await page.clock.fastForward("59:55");
    await expect.poll(() => tokenRequests).toBe(1);
    await expect.poll(storedToken).not.toBe(token);
    await expect(accountMenu).toBeVisible();
  });
});
