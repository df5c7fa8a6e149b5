import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { PASSWORD, signIn, signUp, uniqueEmail } from "./auth-helpers";

/**
 * The converted screens in Welsh (docs/i18n.md): a /cy/ link opens the app in Welsh, the
 * language is kept on the device and with the account, and axe finds nothing serious in
 * either language. The quiz's questions come from the catalogue's Welsh (src/i18n/data).
 */
test("a /cy/ link, the quiz and the narratives in Welsh, then back to English", async ({
  page,
}) => {
  // Six axe runs on two shared cores.
  test.slow();
  await page.goto("/cy/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "cy");
  await page.getByRole("button", { name: "Hepgor y cyflwyniad" }).click();
  await expect(page.getByLabel("Eich gweledigaeth")).toBeVisible();
  await expect(page.getByRole("button", { name: "Amdani →" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("lang", "en-GB");
  await expectNoSeriousA11yViolations(page);

  // The device remembers the choice: a plain link stays in Welsh.
  await page.getByRole("link", { name: "Gwneud y cwis yn lle hynny" }).click();
  await expect(page.getByText("1 o 5")).toBeVisible();
  await expect(page).toHaveTitle("Cwis y sbectrwm · Efelychydd Polisi'r DU");
  // The question bank in Welsh (convex/domain/cy/quiz.ts), in the page's own language.
  const question = page.getByRole("heading", { level: 1 });
  await expect(question).toHaveText("Pa mor agored ddylai'r DU fod i weddill y byd?");
  await expect(question).not.toHaveAttribute("lang", "en-GB");
  await expectNoSeriousA11yViolations(page);
  for (let step = 1; step <= 5; step++) {
    await page.getByRole("group", { name: "Dewisiadau" }).getByRole("button").first().click();
    await page.getByRole("button", { name: step === 5 ? "Gweld y canlyniadau" : "Nesaf" }).click();
  }
  await expect(page).toHaveURL(/\/quiz-result$/);
  await expect(page.getByText(/Mae pawb yn gweld y dyfodol yn wahanol\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Naratifau gwleidyddol" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: /Dechrau yma/ }).click();
  await expect(page.getByRole("heading", { name: "Dewiswch naratif" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("button", { name: /^Dechrau gyda .+ →$/ })
    .first()
    .click();
  await expect(page.getByRole("link", { name: "Ymlaen i'ch maniffesto →" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The header's switch: back to English everywhere, remembered.
  await page.getByRole("banner").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page.getByRole("link", { name: "Continue to Your Manifesto →" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cymraeg" })).toHaveAttribute(
    "lang",
    "cy",
  );
  await page.reload();
  await expect(page.getByRole("link", { name: "Continue to Your Manifesto →" })).toBeVisible();
});

test("?lang=cy opens a page in Welsh and leaves the address clean", async ({ page }) => {
  await page.goto("/narratives?lang=cy");
  await expect(page).toHaveURL(/\/narratives$/);
  await expect(page.getByRole("heading", { name: "Naratifau gwleidyddol" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hysbysiad preifatrwydd" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the language is kept with the account and follows it to another device", async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.goto("/account");
  await page.getByRole("banner").getByRole("button", { name: "Cymraeg" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "cy");
  await expect(page.getByRole("link", { name: "Datganiad hygyrchedd" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Another device, no choice of its own yet: signing in brings the account's Welsh.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await signIn(second, email);
  await expect(second.locator("html")).toHaveAttribute("lang", "cy");
  await expect(second.getByRole("button", { name: "English" }).first()).toBeVisible();
  await other.close();
});

test("Account end to end in Welsh: sign up, the account page, then delete it", async ({ page }) => {
  test.slow();
  await page.goto("/cy/auth");
  await expect(page).toHaveTitle("Mewngofnodi · Efelychydd Polisi'r DU");
  await page.getByRole("tab", { name: "Cofrestru" }).click();
  // The form's own checks speak Welsh before anything reaches the server.
  await page.getByRole("button", { name: "Cofrestru", exact: true }).click();
  await expect(page.getByText("Rhowch eich e-bost.")).toBeVisible();
  await page.getByLabel("E-bost").fill(uniqueEmail("cymraeg"));
  await page.getByLabel("Cyfrinair").fill("byr");
  await page.getByRole("button", { name: "Cofrestru", exact: true }).click();
  await expect(page.getByText("Rhaid i'r cyfrinair fod yn 8 nod o leiaf.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Cyfrinair").fill(PASSWORD);
  await page.getByRole("button", { name: "Cofrestru", exact: true }).click();

  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Cyfrif a maniffestos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Proffil" })).toBeVisible();
  await expect(page.getByText("Dim maniffestos wedi'u cadw eto")).toBeVisible();
  const controls = page.getByTestId("privacy-controls");
  await expect(controls.getByRole("heading", { name: "Eich data" })).toBeVisible();
  await expect(page.getByTestId("consent-vote")).toContainText(
    "Dydych chi ddim wedi cytuno i gadw'ch pleidleisiau",
  );
  await expectNoSeriousA11yViolations(page);

  await controls.getByRole("button", { name: "Dileu fy nghyfrif" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Dileu'ch cyfrif?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Dileu fy nghyfrif" }).click();
  await expect(page.getByText("Mae'ch cyfrif wedi'i ddileu").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "cy");
});

// welsh-a (issue 40): the privacy notice, the simulator and the policy picker in Welsh.
test.describe("welsh-a: the privacy notice, the consent box and the simulator in Welsh", () => {
  test("/cy/privacy: the whole notice in Welsh, quoting the consent box's Welsh words", async ({
    page,
  }) => {
    await page.goto("/cy/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    await expect(page).toHaveTitle("Hysbysiad preifatrwydd · Efelychydd Polisi'r DU");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Hysbysiad preifatrwydd" }),
    ).toBeVisible();
    for (const heading of [
      "Yn fyr",
      "Pwy sy'n gyfrifol",
      "Beth rydyn ni'n ei gadw",
      "Eich hawliau",
      "Cwynion",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("Rwy'n cytuno bod fy mhleidlais — fy marn wleidyddol —");
    await expect(main.getByRole("link", { name: "dudalen eich cyfrif" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expect(main.getByRole("link", { name: "ico.org.uk" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/cy/tax-simulator: the simulator's heading, sliders and buttons in Welsh", async ({
    page,
  }) => {
    await page.goto("/cy/tax-simulator");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Efelychydd y gyllideb" }),
    ).toBeVisible();
    await expect(main.getByRole("slider", { name: "Cyfradd y dreth trafodion" })).toBeVisible();
    await expect(
      main.getByRole("slider", { name: "Difidend y dinesydd (di-dreth)" }),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: "Cyflwyno'r gyllideb" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Adolygu'r gyllideb gyflawn" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

// welsh-d (issue 40): the policy picker in Welsh.
test.describe("welsh-d: the policy picker in Welsh", () => {
  test("/cy/policy-area/...: the area's default-policy picker in Welsh", async ({ page }) => {
    await page.goto("/cy/policy-area/housing-land");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    await expect(
      main.getByText("Dewiswch y polisi rydych chi am ei gael yn ddiofyn"),
    ).toBeVisible();
    await expect(main.getByText("Y dewis presennol").first()).toBeVisible();
    await expect(main.getByRole("searchbox", { name: "Chwilio polisïau" })).toBeVisible();
    await expect(
      main.getByText(/Cafwyd \d+ (polisi|bolisi|pholisi) ar draws pob naratif/),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Parhau" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
