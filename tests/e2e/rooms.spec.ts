import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp } from "./auth-helpers";
import { bindVoteThroughUi } from "./vote-helpers";

const ROOM_NAME = "Year 10 civics, Tuesday";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  return await context.newPage();
}

/** The presenter's live total (the settled value, not a frame of the count-up). */
async function presenterTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId("present-total").getAttribute("data-value"));
}

/** The fields of one CSV line (quoted fields may hold commas, as en-GB counts do). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, field]) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field));
}

/** An en-GB count such as "1,234". */
function count(text: string | undefined): number {
  return Number((text ?? "").replace(/,/g, ""));
}

/** Joins through the code form (typed in lower case with a dash, as people do). */
async function joinByForm(page: Page, code: string): Promise<void> {
  await page.goto("/join");
  await page
    .getByLabel("Room code")
    .fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`);
  await page.getByRole("button", { name: "Join room" }).click();
  await expect(page).toHaveURL(new RegExp(`/join/${code}$`));
  await expect(page.getByTestId("joined-room")).toContainText(ROOM_NAME);
}

test("a facilitator runs a workshop room: join by code, live presenter, hide/reveal, CSV and closing", async ({
  browser,
}) => {
  // Four people in four browsers, three whole votes and the room's tools: over a minute on CI.
  test.slow();
  // The facilitator opens /rooms signed out, signs up, and comes back to /rooms.
  const facilitator = await newPage(browser);
  await facilitator.goto("/rooms");
  await expect(facilitator).toHaveURL(/\/auth$/);
  await signUp(facilitator);
  await expect(facilitator).toHaveURL(/\/rooms$/);
  await expect(facilitator.getByText("You have no rooms yet.")).toBeVisible();

  // A refused name shows the server's message.
  await facilitator.getByRole("button", { name: "Create room" }).click();
  await expect(facilitator.getByRole("alert")).toHaveText("Room name must be 1 to 60 characters.");
  await facilitator.getByLabel("Room name").fill(ROOM_NAME);
  await facilitator.getByLabel("Votes before results show").fill("3");
  await facilitator.getByLabel("Expected people").fill("40");
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  await expect(facilitator.getByTestId(`room-${code}`)).toContainText("0 of 3 votes needed");
  // The expected size (guests beyond it wait for approval) is set when creating and on the card.
  const roomCard = facilitator.getByTestId(`room-${code}`);
  await expect(roomCard.getByLabel("Expected people")).toHaveValue("40");
  await roomCard.getByLabel("Expected people").fill("30");
  await roomCard.getByRole("button", { name: "Save" }).click();
  // Exact: the toast's screen-reader announcement repeats the text as "Notification …".
  await expect(facilitator.getByText("Expected size set to 30", { exact: true })).toBeVisible();
  await expect(roomCard.getByRole("button", { name: "Save" })).toBeDisabled();
  await expectNoSeriousA11yViolations(facilitator);

  // The presenter view, signed out in its own browser, waits for the threshold.
  const presenter = await newPage(browser);
  await presenter.goto(`/present?room=${code}`);
  await expect(presenter.getByRole("heading", { level: 1, name: ROOM_NAME })).toBeVisible();
  await expect(presenter.getByTestId("present-threshold")).toHaveText("0 of 3 votes needed");
  await expect(presenter.getByTestId("present-join-url")).toHaveText(new RegExp(`/join/${code}$`));
  await expect(presenter.getByRole("img", { name: /^QR code to join/ })).toBeVisible();
  await expectNoSeriousA11yViolations(presenter);
  // A marker that a reload would wipe.
  await presenter.evaluate(
    () => ((window as unknown as { __noReload: boolean }).__noReload = true),
  );

  // Two participants join by code and bind votes; each receipt says the vote counts in the room.
  const participants: Page[] = [];
  for (const [index, quadrant] of (["rewild", "leap"] as const).entries()) {
    const participant = await newPage(browser);
    participants.push(participant);
    await joinByForm(participant, code);
    if (index === 0) await expectNoSeriousA11yViolations(participant);
    await signUp(participant);
    await bindVoteThroughUi(participant, quadrant);
    await expect(participant.getByTestId("room-vote-note")).toHaveText(
      `Your vote also counts in the room "${ROOM_NAME}".`,
    );
    await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(index + 1);
  }
  await expect(presenter.getByTestId("present-threshold")).toHaveText("2 of 3 votes needed");
  await expect(presenter.getByTestId("present-results")).toHaveCount(0);

  // The third vote (the facilitator's own, joined through the link) meets the threshold.
  await facilitator.goto(`/join/${code.toLowerCase()}`);
  await expect(facilitator.getByTestId("joined-room")).toContainText(ROOM_NAME);
  await bindVoteThroughUi(facilitator, "steady");
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(3);
  await expect(presenter.getByTestId("present-results")).toBeVisible();
  await expect(presenter.getByTestId("present-quadrant-rewild")).toHaveText("33.3%");
  await expect(presenter.getByTestId("present-quadrant-scale")).toHaveText("0.0%");
  expect(
    await presenter.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

  // Hide and reveal with the button, then with the H key.
  await presenter.getByRole("button", { name: /^Hide results/ }).click();
  await expect(presenter.getByRole("heading", { name: "Results hidden" })).toBeVisible();
  await expect(presenter.getByTestId("present-results")).toHaveCount(0);
  await presenter.keyboard.press("h");
  await expect(presenter.getByTestId("present-results")).toBeVisible();
  await expect(presenter.getByRole("button", { name: /^Hide results/ })).toBeVisible();
  await presenter.keyboard.press("H");
  await expect(presenter.getByRole("heading", { name: "Results hidden" })).toBeVisible();
  await presenter.getByRole("button", { name: /^Reveal results/ }).click();
  await expect(presenter.getByTestId("present-results")).toBeVisible();

  // The facilitator's CSV holds the room's aggregate totals.
  await facilitator.goto("/rooms");
  const card = facilitator.getByTestId(`room-${code}`);
  await expect(card).toContainText("3 (results shown from 3)");
  const [download] = await Promise.all([
    facilitator.waitForEvent("download"),
    card.getByRole("button", { name: `Export CSV for ${ROOM_NAME}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^community-results-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = (await readFile((await download.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines).toContain(`Scope,"Room: ${ROOM_NAME}"`);
  expect(lines).toContain("Total votes,3");
  for (const quadrant of ["Rewild", "Leap", "Steady"])
    expect(lines).toContain(`${quadrant},1,33.3`);
  expect(lines).toContain("Scale,0,0.0");
  expect(csv).not.toMatch(/@example\.com/);

  // Closing needs a confirmation; afterwards a re-bind counts nationally only.
  await card.getByRole("button", { name: `Close room ${ROOM_NAME}` }).click();
  const dialog = facilitator.getByRole("alertdialog", { name: "Close this room?" });
  await dialog.getByRole("button", { name: "Close room" }).click();
  await expect(card).toContainText("Closed");
  await expect(card.getByRole("button", { name: `Close room ${ROOM_NAME}` })).toHaveCount(0);
  await expect(presenter.getByText("Closed", { exact: true })).toBeVisible();

  const [first] = participants;
  await first.goto("/bind-vote");
  await expect(first.getByTestId("bind-room-notice")).toContainText(
    "is closed; your vote will count nationally.",
  );
  await bindVoteThroughUi(first, "scale");
  await expect(first.getByTestId("room-vote-note")).toHaveText(
    `The room "${ROOM_NAME}" is closed; your vote counts nationally.`,
  );
  // The re-bound vote left the room's tally (docs/rooms.md), so the room is below its threshold again.
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(2);
  await expect(presenter.getByTestId("present-threshold")).toHaveText("2 of 3 votes needed");

  // A newcomer is told the room is closed.
  const late = await newPage(browser);
  await late.goto(`/join/${code}`);
  await expect(late.getByRole("alert")).toContainText(`"${ROOM_NAME}" is closed`);
});

test("the community view switches between Nation, Room and Room vs Nation", async ({
  signedInPage: facilitator,
}) => {
  await facilitator.goto("/rooms");
  await facilitator.getByLabel("Room name").fill(ROOM_NAME);
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  // The national CSV: every quadrant, with the nation's total.
  const [download] = await Promise.all([
    facilitator.waitForEvent("download"),
    facilitator.getByRole("button", { name: "Export national CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^community-results-national-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile((await download.path()) ?? "", "utf8")).split("\r\n");
  expect(lines).toContain("Scope,National");
  expect(lines).toContain("Quadrant,Votes,Share (%)");
  const rows = lines.map(csvCells);
  const total = count(rows.find((row) => row[0] === "Total votes")?.[1]);
  const quadrantVotes = rows
    .filter((row) => ["Rewild", "Leap", "Steady", "Scale"].includes(row[0]) && row.length === 3)
    .reduce((sum, row) => sum + count(row[1]), 0);
  expect(quadrantVotes).toBe(total);

  await facilitator.goto(`/community-comparison?room=${code}`);
  await expect(facilitator.getByRole("tab", { name: "Room", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(facilitator.getByTestId("threshold-state")).toHaveText("0 of 5 votes needed");
  await expect(facilitator.getByRole("button", { name: "Export CSV" })).toBeVisible();
  await facilitator.getByRole("tab", { name: "Nation", exact: true }).click();
  await expect(facilitator.getByTestId("based-on")).toContainText("across the nation");
  await facilitator.getByRole("tab", { name: "Room vs Nation" }).click();
  await expect(facilitator.getByTestId("threshold-state")).toHaveText("0 of 5 votes needed");
  await expect(facilitator.getByRole("link", { name: "Presenter view" })).toHaveAttribute(
    "href",
    `/present?room=${code}&view=compare`,
  );
  await expectNoSeriousA11yViolations(facilitator);
});
