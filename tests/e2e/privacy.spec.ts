import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  CONSENT_STATEMENT,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from "../../convex/domain/privacy";
import { expect, test } from "./fixtures";
import { signUp, PASSWORD } from "./auth-helpers";
import { chooseNarrative, firstNarrative } from "./simulator-helpers";

/** Follows a link to the privacy notice and checks it is the notice. */
async function expectNoticeThrough(page: Page, link: ReturnType<Page["getByRole"]>) {
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy notice", level: 1 })).toBeVisible();
  await expect(page.getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "ico.org.uk" })).toBeVisible();
  await expect(page.getByText("0303 123 1113")).toBeVisible();
}

test("the privacy notice is reachable from sign-up, the footer, /join, the vote and the quick vote", async ({
  page,
  browser,
}) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign up" }).click();
  await expectNoticeThrough(
    page,
    page.getByRole("main").getByRole("link", { name: "privacy notice" }),
  );

  await page.goto("/quiz");
  await expectNoticeThrough(
    page,
    page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }),
  );

  await page.goto("/join");
  await expectNoticeThrough(
    page,
    page.getByRole("main").getByRole("link", { name: "privacy notice" }),
  );

  // The vote: a new account is asked for consent, beside the link.
  await signUp(page);
  const narrative = await firstNarrative(page, "steady");
  await chooseNarrative(page, narrative);
  await page.goto("/bind-vote");
  const box = page.getByTestId("consent-box");
  await expect(box.getByRole("checkbox", { name: CONSENT_STATEMENT })).not.toBeChecked();
  await expectNoticeThrough(page, box.getByRole("link", { name: "privacy notice" }));

  // The workshop quick vote: the button gives the consent, with the words and link beside it.
  await page.goto("/rooms");
  await page.getByLabel("Room name").fill("Privacy check");
  await page.getByRole("button", { name: "Create room" }).click();
  const code = (await page.getByTestId("room-code").first().textContent())?.trim() ?? "";
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/join/${code}`);
  await guest.getByRole("button", { name: "Vote as a guest" }).click();
  await expect(guest.getByRole("button", { name: "Agree and cast my vote" })).toBeVisible();
  const note = guest.getByTestId("quick-consent");
  await expect(note).toContainText(
    "you agree that your vote — your political opinions — is stored",
  );
  await expectNoticeThrough(guest, note.getByRole("link", { name: "privacy notice" }));
});

test("a first vote asks for consent; the account page downloads everything and deletes the account", async ({
  page,
}) => {
  const email = await signUp(page);
  const narrative = await firstNarrative(page, "rewild");
  await chooseNarrative(page, narrative);
  await page.goto("/bind-vote");
  await page.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(page.getByRole("alert")).toHaveText(PRIVACY_MESSAGES.consentRequired);
  await expect(page).toHaveURL(/\/bind-vote$/);
  await page.getByRole("checkbox", { name: CONSENT_STATEMENT }).check();
  await page.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });

  await page.goto("/account");
  const controls = page.getByTestId("privacy-controls");
  await expect(controls.getByTestId("consent-status")).toContainText("You agreed on");

  // Download my data: one JSON file with the person's rows, table by table.
  const downloading = page.waitForEvent("download");
  await controls.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^policy-simulator-my-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
    tables: Record<string, Array<Record<string, unknown>>>;
  };
  expect(file.tables.users).toHaveLength(1);
  expect(file.tables.users[0].email).toBe(email);
  expect(file.tables.userVotes).toHaveLength(1);
  expect(file.tables.userVotes[0].narrativeId).toBe(narrative._id);
  expect(file.tables.consents[0].version).toBe(PRIVACY_NOTICE_VERSION);
  expect(JSON.stringify(file)).not.toContain(PASSWORD);

  // Delete my account: confirmed, then signed out with a confirmation.
  await controls.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The account is gone: signing in with it fails.
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/auth$/);
});
