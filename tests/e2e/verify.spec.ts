/**
 * Verified votes (docs/security.md "Verified votes"): an account verifies its email with a
 * one-time code. The e2e backend has no SMTP_URL, so the code is in its development mail
 * log, as a tester without a mail server would read it.
 */
import { readFileSync } from "node:fs";
import { signUp } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { workerPort } from "./ports";

/** The newest code mailed to `email` in the worker backend's development mail log. */
function latestCode(worker: number, email: string): string | null {
  let log = "";
  try {
    log = readFileSync(`.tmp/e2e-data-${workerPort(worker)}/dev-mail.log`, "utf8");
  } catch {
    return null;
  }
  const mails = log.split("[DEVELOPMENT MAIL").filter((mail) => mail.includes(`To: ${email}\n`));
  return /code to verify this email address is (\d{6})\./.exec(mails.at(-1) ?? "")?.[1] ?? null;
}

test("an account verifies its email with the code from the development mail log", async ({
  page,
}, testInfo) => {
  const email = await signUp(page);
  await page.goto("/account");
  const card = page.getByTestId("verify-email");
  await expect(card).toContainText(`Verify ${email}`);
  await card.getByRole("button", { name: "Send me a code" }).click();
  await expect(card.getByRole("status")).toContainText(
    "No mail service is set up on this server, so the code",
  );

  // A wrong code is refused with the catalogue's message, and counted.
  await card.getByLabel("6-digit code").fill("000000");
  await card.getByRole("button", { name: "Verify" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "That code is not right. Please check the email and try again.",
  );

  let code: string | null = null;
  await expect.poll(() => (code = latestCode(testInfo.parallelIndex, email))).not.toBeNull();
  await card.getByLabel("6-digit code").fill(code ?? "");
  await card.getByRole("button", { name: "Verify" }).click();
  await expect(card).toContainText(`✓ ${email} is verified`);

  // The community page says whose votes it counts and links to how.
  await page.goto("/community-comparison");
  await expect(page.getByTestId("based-on")).toContainText(
    "self-selected, not a poll weighted to the population",
  );
  await page.getByRole("link", { name: "How we count" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "How the results are counted" }),
  ).toBeVisible();
  await expect(page.getByTestId("methods-counting")).toContainText(
    "The national results now count",
  );
});
