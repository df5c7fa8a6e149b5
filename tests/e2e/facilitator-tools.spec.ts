import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp } from "./auth-helpers";
import { decodeQrCode } from "./qr-helpers";
import { firstNarrative } from "./simulator-helpers";

/**
 * The facilitator's tools (issue 35, finding 8; docs/rooms.md "Join codes" and "Approving
 * by network"): a new join code from the presenter, which the QR code follows, and waiting
 * guest votes approved by network in one action. Screenshots at 1920 × 1080 and 390 × 844
 * go to test-results/ for a look.
 */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return await context.newPage();
}

async function guestVote(browser: Browser, code: string, title: string) {
  const guest = await phone(browser);
  await guest.goto(`/join/${code}`);
  await guest.getByRole("button", { name: "Vote as a guest" }).click();
  await guest.getByRole("radio", { name: new RegExp(`^${title}`) }).check();
  await guest.getByRole("button", { name: /cast my vote/i }).click();
  await expect(guest.getByTestId("vote-counted").or(guest.getByTestId("vote-waiting"))).toBeVisible(
    { timeout: 15_000 },
  );
  return guest;
}

test("the facilitator rotates the join code from the presenter and approves waiting votes by network", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const facilitator = await context.newPage();
  await signUp(facilitator);
  await facilitator.goto("/rooms");
  await facilitator.getByLabel("Room name").fill("Crowded room");
  await facilitator.getByLabel("Expected people").first().fill("2");
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  // Three guests for a room that expects two: the third waits for approval.
  const story = (await firstNarrative(facilitator, "steady")).title;
  for (let n = 0; n < 3; n += 1) await guestVote(browser, code, story);

  // The presenter, opened by the facilitator, shows their tools.
  const presenter = await context.newPage();
  await presenter.goto(`/present?room=${code}`);
  const tools = presenter.getByTestId("facilitator-tools");
  await expect(tools.getByRole("button", { name: "New join code" })).toBeVisible();
  await expect(tools.getByTestId("pending-networks")).toContainText("1 waiting");
  await presenter.screenshot({ path: test.info().outputPath("presenter-1920x1080.png") });

  await tools.getByRole("button", { name: "New join code" }).click();
  await presenter.getByRole("alertdialog").getByRole("button", { name: "New join code" }).click();
  await expect
    .poll(async () => await decodeQrCode(presenter.getByTestId("present-qr")), { timeout: 15_000 })
    .not.toBe(`${baseURL}/join/${code}`);
  const rotated = await decodeQrCode(presenter.getByTestId("present-qr"));
  expect(rotated).toMatch(/\/join\/[A-Z2-9]{6}$/);

  // The rooms page on a phone: the waiting vote's network, approved in one action.
  await facilitator.setViewportSize({ width: 390, height: 844 });
  await facilitator.goto("/rooms");
  const networks = facilitator.getByTestId("pending-networks");
  await expect(networks).toContainText("Network 1");
  await networks.scrollIntoViewIfNeeded();
  await facilitator.screenshot({ path: test.info().outputPath("rooms-390x844.png") });
  await expectNoSeriousA11yViolations(facilitator);
  await networks.getByRole("button", { name: /Approve 1 waiting votes from network 1/ }).click();
  await expect(networks).toHaveCount(0, { timeout: 15_000 });
});
