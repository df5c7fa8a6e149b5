import type { Browser, Page } from "@playwright/test";
import { patterns } from "../../src/app/paths";
import { expect, test } from "./fixtures";
import { a11yViolations, expectNoSeriousA11yViolations } from "./a11y";
import { signUp } from "./auth-helpers";
import { decodeQrCode } from "./qr-helpers";
import { firstNarrative } from "./simulator-helpers";

/**
 * A workshop room run in Welsh (docs/rooms.md "The room's language", docs/i18n.md): the
 * facilitator chooses Welsh for the room; its join link and QR carry /cy/, the presenter
 * and the join page open in Welsh on a device that has not chosen a language, a guest joins
 * and casts the quick vote in Welsh, and a visitor who chose English keeps English. Then axe
 * on every route of the route table (src/app/paths.ts) in both languages.
 */

async function newPage(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  return await context.newPage();
}

async function presenterTotal(page: Page): Promise<number> {
  return Number(await page.getByTestId("present-total").getAttribute("data-value"));
}

test("a workshop room in Welsh: the join page, the quick vote and the presenter", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // The facilitator works in English and runs this room in Welsh.
  const facilitator = await newPage(browser);
  await signUp(facilitator);
  await facilitator.goto("/rooms");
  await facilitator.getByLabel("Room name").fill("Gweithdy Aberystwyth");
  await facilitator.getByLabel("Votes before results show").fill("3");
  await facilitator.getByLabel("Room's language").first().selectOption("cy");
  await facilitator.getByRole("button", { name: "Create room" }).click();
  const code = (await facilitator.getByTestId("room-code").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const card = facilitator.getByTestId(`room-${code}`);
  await expect(card.getByTestId("room-join-url")).toHaveText(new RegExp(`/cy/join/${code}$`));
  await expect(card.getByTestId("room-language")).toHaveValue("cy");
  // The facilitator's own page stays in their language.
  await expect(facilitator.locator("html")).toHaveAttribute("lang", "en-GB");

  // The presenter, on a device with no language chosen: in Welsh, the QR carries /cy/.
  const presenter = await newPage(browser);
  await presenter.goto(`/present?room=${code}`);
  await expect(presenter.locator("html")).toHaveAttribute("lang", "cy");
  const joinUrl = await decodeQrCode(presenter.getByTestId("present-qr"));
  expect(joinUrl).toBe(`${baseURL}/cy/join/${code}`);
  await expect(presenter.getByTestId("present-join-url")).toHaveText(
    new RegExp(`/cy/join/${code}$`),
  );
  await expectNoSeriousA11yViolations(presenter);

  // A guest scans the QR: the join page and the quick vote in Welsh.
  const guest = await newPage(browser, true);
  await guest.goto(joinUrl ?? "");
  await expect(guest.locator("html")).toHaveAttribute("lang", "cy");
  await expect(guest.getByRole("heading", { name: "Ymuno ag ystafell weithdy" })).toBeVisible();
  await expect(guest.getByText("✓ Rydych chi yn yr ystafell hon")).toBeVisible();
  await expectNoSeriousA11yViolations(guest);
  await guest.getByRole("button", { name: "Pleidleisio fel gwestai" }).click();
  const stories = guest.getByRole("group", { name: "Pa stori sydd agosaf at eich barn chi?" });
  await stories.getByRole("radio").first().check();
  await expect(guest.getByTestId("quick-consent")).toContainText("hysbysiad preifatrwydd");
  await expectNoSeriousA11yViolations(guest);
  await guest.getByRole("button", { name: "Cytuno a bwrw fy mhleidlais" }).click();
  await expect(guest.getByTestId("vote-counted")).toContainText(
    "✓ Mae'ch pleidlais wedi'i chyfrif yn Gweithdy Aberystwyth",
    { timeout: 15_000 },
  );
  await expect(guest.getByTestId("vote-counts-where")).toHaveText(
    "Fel pleidlais gwestai mae'n cyfrif yn yr ystafell hon yn unig, nid yn y canlyniadau cenedlaethol.",
  );
  await expect.poll(() => presenterTotal(presenter), { timeout: 15_000 }).toBe(1);

  // A second guest types the code at /join (no /cy/): the page follows the room into Welsh.
  const typed = await newPage(browser, true);
  await typed.goto("/join");
  await expect(typed.locator("html")).toHaveAttribute("lang", "en-GB");
  await typed.getByLabel("Room code").fill(code.toLowerCase());
  await typed.getByRole("button", { name: "Join room" }).click();
  await expect(typed.locator("html")).toHaveAttribute("lang", "cy");
  await expect(typed.getByRole("button", { name: "Pleidleisio fel gwestai" })).toBeVisible();

  // A visitor who chose English (the switch, kept on the device) keeps English.
  const english = await newPage(browser, true);
  await english.goto("/?lang=en");
  await english.goto(`/join/${code}`);
  await expect(english.getByRole("button", { name: "Vote as a guest" })).toBeVisible();
  await expect(english.locator("html")).toHaveAttribute("lang", "en-GB");

  // Back to English for the room: a new presenter opens in English.
  await card.getByTestId("room-language").selectOption("en-GB");
  await expect(card.getByTestId("room-join-url")).toHaveText(new RegExp(`/join/${code}$`));
  await expect(card.getByTestId("room-join-url")).not.toHaveText(/\/cy\//);
  const presenter2 = await newPage(browser);
  await presenter2.goto(`/present?room=${code}`);
  expect(await decodeQrCode(presenter2.getByTestId("present-qr"))).toBe(`${baseURL}/join/${code}`);
  await expect(presenter2.locator("html")).toHaveAttribute("lang", "en-GB");
});

/** Every route of the route table with its parameters filled in. */
async function everyRoute(page: Page): Promise<string[]> {
  const narrative = await firstNarrative(page);
  const fill: Record<string, string> = {
    name: "rewild",
    narrativeId: narrative._id,
    category: "Health & Care",
    areaId: "health-care",
    token: "no-such-manifesto",
    code: "KXB47Q",
  };
  return Object.values(patterns).map((pattern) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fill[name])),
  );
}

for (const language of ["en-GB", "cy"] as const) {
  test(`axe finds no violation on any route in ${language}`, async ({ page }) => {
    // One axe run per route (31) on two shared cores: minutes under load.
    test.setTimeout(600_000);
    // Signed in, so /account, /rooms and the vote show themselves rather than /auth.
    await signUp(page);
    const found: string[] = [];
    for (const route of await everyRoute(page)) {
      await page.goto(language === "cy" ? `/cy${route}` : `${route}?lang=en`);
      await expect(page.locator("html"), route).toHaveAttribute("lang", language);
      await expect(page.locator("h1").first(), route).toBeVisible({ timeout: 15_000 });
      for (const violation of await a11yViolations(page)) found.push(`${route} ${violation}`);
    }
    // Every route's violations at once, of any impact: axe 0 on every route in both languages.
    expect(found).toEqual([]);
  });
}
