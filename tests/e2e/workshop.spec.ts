import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp, uniqueEmail, PASSWORD } from "./auth-helpers";
import { decodeQrCode } from "./qr-helpers";
import { firstNarrative } from "./simulator-helpers";

const ROOM_NAME = "Town hall, Leeds";

async function desktop(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  return await context.newPage();
}

/** A participant's phone: 390 px wide, touch. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return await context.newPage();
}

async function presenterTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId("present-total").getAttribute("data-value"));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The quick vote on a join page: pick the story, cast. Returns the receipt's "where" line. */
async function quickVote(page: Page, narrativeTitle: string): Promise<string> {
  await page.getByRole("radio", { name: new RegExp(`^${escapeRegExp(narrativeTitle)}`) }).check();
  await page.getByRole("button", { name: "Cast my vote" }).click();
  await expect(page.getByTestId("vote-counted")).toBeVisible({ timeout: 15_000 });
  return (await page.getByTestId("vote-counts-where").textContent()) ?? "";
}

test("guests join by QR link and typed code, vote without an email, and the projector updates live", async ({
  browser,
  baseURL,
}) => {
  // The facilitator signs up and creates a room whose results show from 3 votes.
  const facilitator = await desktop(browser);
  await signUp(facilitator);
  await facilitator.goto("/rooms");
  await facilitator.getByLabel("Room name").fill(ROOM_NAME);
  await facilitator.getByLabel("Votes before results show").fill("3");
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const card = facilitator.getByTestId(`room-${code}`);
  await expect(card.getByTestId("room-join-url")).toHaveText(new RegExp(`/join/${code}$`));
  await expect(card.getByRole("link", { name: "Open join page" })).toHaveAttribute(
    "href",
    `/join/${code}`,
  );
  await expect(card.getByRole("link", { name: "Open presenter view" })).toHaveAttribute(
    "href",
    `/present?room=${code}`,
  );

  // The presenter, in its own browser: the QR code decodes to the room's join link.
  const presenter = await desktop(browser);
  await presenter.goto(`/present?room=${code}`);
  await expect(presenter.getByRole("heading", { level: 1, name: ROOM_NAME })).toBeVisible();
  await expect(presenter.getByRole("button", { name: /^Full screen/ })).toBeVisible();
  const joinUrl = await decodeQrCode(presenter.getByTestId("present-qr"));
  expect(joinUrl).toBe(`${baseURL}/join/${code}`);
  await presenter.evaluate(
    () => ((window as unknown as { __noReload: boolean }).__noReload = true),
  );

  const steady = await firstNarrative(facilitator, "steady");
  const leap = await firstNarrative(facilitator, "leap");

  // The facilitator votes with their account from the join page: the room now, the nation
  // once the room shows its results (docs/rooms.md "Held votes").
  await facilitator.goto(`/join/${code}`);
  expect(await quickVote(facilitator, steady.title)).toBe(
    "It counts in this room now, and joins the national results once the room has enough votes to show its results, so no one's vote can be singled out.",
  );
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(1);

  // Guest A scans the QR code: one tap to be a guest, one to pick a story, one to vote.
  const guestA = await phone(browser);
  const scannedAt = Date.now();
  await guestA.goto(joinUrl ?? "");
  await guestA.getByRole("button", { name: "Vote as a guest" }).click();
  expect(await quickVote(guestA, steady.title)).toBe(
    "As a guest vote it counts in this room only, not in the national results.",
  );
  const secondsToVote = (Date.now() - scannedAt) / 1000;
  test.info().annotations.push({
    type: "guest scan to counted vote",
    description: `${secondsToVote.toFixed(1)} s, 3 taps (Vote as a guest, a story, Cast my vote)`,
  });
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(2);
  await expect(presenter.getByTestId("present-threshold")).toHaveText("2 of 3 votes needed");

  // Guest B types the code (lower case, with a dash) and votes for another quadrant.
  const guestB = await phone(browser);
  await guestB.goto("/join");
  await guestB.getByLabel("Room code").fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
  await guestB.getByRole("button", { name: "Join room" }).click();
  await expect(guestB).toHaveURL(new RegExp(`/join/${code}$`));
  await expectNoSeriousA11yViolations(guestB);
  await guestB.getByRole("button", { name: "Vote as a guest" }).click();
  await quickVote(guestB, leap.title);

  // Three votes: the count, the map and the consensus panels appear, without a reload.
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(3);
  await expect(presenter.getByRole("img", { name: /^Map of where voters landed/ })).toHaveAttribute(
    "aria-label",
    /Room: 3 votes in 2 places, most in Steady/,
  );
  await expect(presenter.getByTestId("present-consensus")).toBeVisible();
  // Steady's policies and Leap's each have 100% in one quadrant and 0% in the other: more
  // than the list holds, so it shows its three (PresenterPage's limit).
  await expect(presenter.getByTestId("present-divides").getByRole("listitem")).toHaveCount(3);

  // Guest B changes their vote to the steady story: now the whole room agrees.
  await guestB.getByRole("button", { name: "Change my vote" }).click();
  await expect(guestB.getByTestId("current-vote")).toContainText(leap.title);
  await quickVote(guestB, steady.title);
  await expect(presenter.getByTestId("present-agrees").getByRole("listitem")).toHaveCount(3, {
    timeout: 15_000,
  });
  await expect(presenter.getByTestId("present-agrees")).toContainText(
    "at least 100% in every quadrant",
  );
  await expect(presenter.getByTestId("present-divides")).toHaveText(
    "Divisions show once two quadrants have voters.",
  );
  await expectNoSeriousA11yViolations(presenter);
  expect(
    await presenter.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

  // The room page counts the votes, never guests and accounts apart (docs/rooms.md
  // "Threshold by network"); the CSV has the consensus table.
  await facilitator.goto("/rooms");
  await expect(card.getByTestId("room-votes")).toContainText("3");
  await expect(card.getByTestId("room-voters")).toHaveCount(0);
  const [download] = await Promise.all([
    facilitator.waitForEvent("download"),
    card.getByRole("button", { name: `Export CSV for ${ROOM_NAME}` }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv).toContain("Consensus: policy,Category,Verdict,Agreement (%)");
  expect(csv).toMatch(/,Agrees,100\.0,0\.0,100\.0,,,100\.0,\r\n/);

  // Guest A keeps the vote by creating an account: it is the account's now.
  await guestA.getByRole("link", { name: "Keep my vote: create an account" }).click();
  await expect(guestA.getByTestId("guest-upgrade-note")).toBeVisible();
  await guestA.getByRole("tab", { name: "Sign up" }).click();
  await guestA.getByLabel("Email").fill(uniqueEmail("guest"));
  await guestA.getByLabel("Password").fill(PASSWORD);
  await guestA.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(guestA).toHaveURL(new RegExp(`/join/${code}$`), { timeout: 15_000 });
  await expect(
    guestA.getByText("Your guest vote is now your account's", { exact: true }),
  ).toBeVisible();
  expect(await presenterTotal(presenter)).toBe(3);

  // Accounts only: a third guest is asked to sign in instead.
  await card.getByRole("checkbox", { name: /Accounts only/ }).check();
  await expect(card.getByRole("checkbox", { name: /Accounts only/ })).toBeChecked();
  const guestC = await phone(browser);
  await guestC.goto(joinUrl ?? "");
  await expect(guestC.getByTestId("accounts-only")).toContainText(
    "This room counts votes from accounts only.",
  );
  await expect(guestC.getByRole("button", { name: "Vote as a guest" })).toHaveCount(0);
  await guestC.getByRole("link", { name: "Sign in to vote" }).click();
  await expect(guestC).toHaveURL(/\/auth$/);
  // Guest B, still a guest, is asked too.
  await guestB.reload();
  await expect(guestB.getByTestId("accounts-only")).toContainText(
    "a guest vote you already cast comes with you",
  );
});

test("the presenter says 'Reconnecting…' while the live connection is down", async ({
  browser,
}) => {
  const presenter = await desktop(browser);
  let blocked = false;
  const open: Array<{ close: () => Promise<void> }> = [];
  await presenter.routeWebSocket(/\/api\//, (ws) => {
    if (blocked) {
      void ws.close();
      return;
    }
    ws.connectToServer();
    open.push(ws);
  });
  await presenter.goto("/present");
  await expect(presenter.getByTestId("present-total")).toBeVisible();
  await expect(presenter.getByTestId("present-reconnecting")).toHaveCount(0);

  blocked = true;
  for (const ws of open.splice(0)) await ws.close();
  await expect(presenter.getByTestId("present-reconnecting")).toBeVisible({ timeout: 15_000 });
  await expect(presenter.getByTestId("present-reconnecting")).toContainText("Reconnecting…");
  // One banner: the app-wide one stays off the presenter (issue 27).
  await expect(presenter.getByText(/Reconnecting…/)).toHaveCount(1);

  blocked = false;
  await expect(presenter.getByTestId("present-reconnecting")).toHaveCount(0, { timeout: 30_000 });
});
