import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { signUp } from "./auth-helpers";

/**
 * The community view, /methods and the presenter in Welsh (issue 40, docs/i18n.md): their
 * texts come from the community, methods, presenter, nations and equalShares catalogues, a
 * room's presenter is reached from the Welsh community view, and axe finds nothing serious.
 */

/** A guest's quick vote for the n-th story, in English (the join page is another area's). */
async function guestVote(browser: Browser, code: string, story: number): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/join/${code}`);
  await page.getByRole("button", { name: "Vote as a guest" }).click();
  await page.getByRole("radio").nth(story).check();
  await page.getByRole("button", { name: /cast my vote$/i }).click();
  await expect(page.getByTestId("vote-counted")).toBeVisible({ timeout: 15_000 });
  await page.context().close();
}

/** A room made by a signed-in facilitator, in English; its code. */
async function createRoom(page: Page, name: string): Promise<string> {
  await signUp(page);
  await page.goto("/rooms");
  await page.getByLabel("Room name").fill(name);
  await page.getByLabel("Votes before results show").fill("3");
  await page.getByRole("button", { name: "Create room" }).click();
  const code = (await page.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}

test("the community view and /methods in Welsh, with axe", async ({ page }) => {
  test.slow();
  await page.goto("/cy/community-comparison");
  await expect(page.locator("html")).toHaveAttribute("lang", "cy");
  await expect(page.getByRole("heading", { level: 1, name: "Cymharu â'r gymuned" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Y Gymuned" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Cyfanswm y pleidleisiau" })).toBeVisible();
  await expect(page.getByTestId("based-on")).toContainText("Yn seiliedig ar");
  // The nations and regions are drawn when their card nears the window.
  await page.getByTestId("nations-card").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Gwledydd a rhanbarthau" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: /Pleidleisiau fesul gwlad a rhanbarth/ }),
  ).toContainText("Yr Alban");
  await expectNoSeriousA11yViolations(page);

  // Your Vote, signed out: the sign-in prompt in Welsh.
  await page.getByRole("tab", { name: "Eich Pleidlais" }).click();
  await expect(
    page.getByText("Mewngofnodwch i weld eich pleidlais a'i chymharu â'r gymuned."),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Y Gymuned" }).click();
  await page.getByRole("link", { name: "Sut rydyn ni'n cyfrif" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Sut mae'r canlyniadau'n cael eu cyfrif" }),
  ).toBeVisible();
  await expect(page.getByTestId("methods-counting")).toContainText(
    "Mae'r canlyniadau cenedlaethol bellach yn cyfrif",
  );
  await expect(page.getByTestId("equal-shares-explainer")).toContainText("Dull Cyfrannau Cyfartal");
  await expectNoSeriousA11yViolations(page);
});

test("a room's presenter reached from the Welsh community view, with axe", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = await createRoom(page, "Gweithdy Caerdydd");
  await guestVote(browser, code, 0);

  // The community view of the room, in Welsh: the room is below its threshold.
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/cy/community-comparison?room=${code}`);
  await expect(viewer.getByRole("tab", { name: "Ystafell", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    viewer.getByRole("heading", { name: "Mae'r canlyniadau'n cael eu dal yn ôl am y tro" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(viewer);

  // Its presenter, reached from there: still Welsh, the room's name and code, the curtain.
  await viewer.getByRole("link", { name: "Golwg y cyflwynydd" }).click();
  await expect(viewer).toHaveURL(new RegExp(`/present\\?room=${code}`));
  await expect(viewer.locator("html")).toHaveAttribute("lang", "cy");
  await expect(viewer.getByRole("heading", { level: 1, name: "Gweithdy Caerdydd" })).toBeVisible();
  await expect(viewer.getByText(`Yr ystafell hon · ystafell ${code}`)).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Yn aros am bleidleisiau" })).toBeVisible();
  await expect(viewer.getByTestId("present-threshold")).toHaveText(
    "1 o'r 3 pleidlais sydd eu hangen",
  );
  await expect(viewer.getByRole("img", { name: /^Cod QR i ymuno: / })).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Gadael golwg y cyflwynydd" })).toBeVisible();
  await expectNoSeriousA11yViolations(viewer);

  // Two more votes reach the threshold: the room's results show in Welsh, live.
  await guestVote(browser, code, 3);
  await guestVote(browser, code, 6);
  await expect(viewer.getByTestId("present-total")).toHaveAttribute("data-value", "3", {
    timeout: 15_000,
  });
  await expect(
    viewer.getByRole("img", { name: /^Map o ble glaniodd y pleidleiswyr\./ }),
  ).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Lle mae'r ystafell yn cytuno" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: /Cuddio'r canlyniadau/ })).toBeVisible();
  await expectNoSeriousA11yViolations(viewer);

  // The nation on the presenter: its own Welsh title and the nations and regions.
  await viewer.getByRole("tab", { name: "Cenedl" }).click();
  await expect(viewer.getByTestId("present-counting")).toContainText("gan gyfrifon");
  await viewer.goto("/present?show=nations");
  await expect(
    viewer.getByRole("heading", { level: 1, name: "Canlyniadau byw'r gymuned" }),
  ).toBeVisible();
  await expect(
    viewer.getByRole("heading", { name: "Gwledydd a rhanbarthau" }).first(),
  ).toBeAttached();
  await expectNoSeriousA11yViolations(viewer);
  await viewer.context().close();
});
