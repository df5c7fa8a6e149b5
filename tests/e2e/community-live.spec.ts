import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { signUp } from "./auth-helpers";
import { bindVoteThroughUi } from "./vote-helpers";

// Every test here changes the community totals, so they run one after another.
test.describe.configure({ mode: "serial" });

async function totalVotes(page: Page): Promise<number> {
  const total = page.getByTestId("total-votes");
  await expect(total).toBeVisible();
  return Number(await total.getAttribute("data-value"));
}

async function distribution(page: Page): Promise<string> {
  const values = [];
  for (const quadrant of ["rewild", "leap", "steady", "scale"]) {
    values.push(await page.getByTestId(`quadrant-${quadrant}`).getAttribute("data-value"));
  }
  return values.join(",");
}

test("community figures update live in another browser without reload", async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const voterContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const voter = await voterContext.newPage();

  await watcher.goto("/community-comparison");
  const before = await totalVotes(watcher);
  const distributionBefore = await distribution(watcher);
  // A marker that a reload would wipe.
  await watcher.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await signUp(voter);
  // Bind a vote in a quadrant that is not already 100% of the votes, so the distribution moves.
  const quadrant = distributionBefore.startsWith("100") ? "leap" : "rewild";
  await bindVoteThroughUi(voter, quadrant);

  await expect
    .poll(async () => Number(await watcher.getByTestId("total-votes").getAttribute("data-value")), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(before + 1); // other specs may bind at the same time
  // The count-up settles on the new figure.
  const total = watcher.getByTestId("total-votes");
  await expect
    .poll(
      async () =>
        (await total.textContent()) ===
        Number(await total.getAttribute("data-value")).toLocaleString("en-GB"),
    )
    .toBe(true);
  expect(await distribution(watcher)).not.toBe(distributionBefore);
  expect(
    await watcher.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

  const results = await new AxeBuilder({ page: watcher }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious,
    JSON.stringify(
      serious.map((v) => [v.id, v.nodes.map((n) => n.target)]),
      null,
      2,
    ),
  ).toEqual([]);

  await watcherContext.close();
  await voterContext.close();
});

test("binding twice leaves one active vote", async ({ signedInPage: page }) => {
  // Other specs bind votes at the same time, so the national total can move under this test.
  // The check runs in a room of its own: only this voter can change its count.
  await page.goto("/rooms");
  await page.getByLabel("Room name").fill("Double bind check");
  await page.getByRole("button", { name: "Create room" }).click();
  const code = (await page.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.goto(`/join/${code}`);
  await expect(page.getByTestId("joined-room")).toContainText("Double bind check");

  await bindVoteThroughUi(page, "steady");
  const secondTitle = await bindVoteThroughUi(page, "scale", { rate: 2, dividend: 5000 });
  await expect(page.getByRole("tab", { name: "Your Vote" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: secondTitle, exact: true })).toBeVisible();

  await page.goto("/rooms");
  const card = page.getByTestId(`room-${code}`);
  // The page was loaded after the second bind was answered, so its first result already
  // holds both binds' writes (one mutation each, committed before the answer): a count
  // counted twice would show here.
  await expect(card).toContainText("1 of 5 votes needed");
});

test("no visitor can generate sample votes from the community view", async ({ page }) => {
  await page.goto("/community-comparison");
  await totalVotes(page);
  await expect(page.getByRole("button", { name: /generate seed data/i })).toHaveCount(0);
});
