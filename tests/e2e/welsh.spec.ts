import { expect, test } from "./fixtures";
import { a11yViolations, expectNoSeriousA11yViolations } from "./a11y";
import { PASSWORD, signIn, signUp, uniqueEmail } from "./auth-helpers";
import { POLICY_AREAS } from "../../convex/domain/areas";
import { sayArea, sayer } from "./say";

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
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(sayArea("cy", "housing-land"));
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

  test("/cy/policy-areas: the 13 areas by their Welsh names, one opening its dialog", async ({
    page,
  }) => {
    await page.goto("/cy/policy-areas");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    for (const area of POLICY_AREAS) {
      const name = sayArea("cy", area.id);
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      await expect(main.getByText(area.name)).toHaveCount(0);
    }
    // The dialog is named by the area's Welsh name too.
    const health = sayArea("cy", "health-care");
    await main
      .getByRole("button", { name: sayer("cy")("policyPicker.card.chooseLabel", { area: health }) })
      .click();
    await expect(page.getByRole("dialog", { name: health, exact: true })).toBeVisible();
  });
});

// welsh-h (issue 40): the rest of the simulator and the economy explainer in Welsh.
test.describe("welsh-h: the simulator's calculator, assumptions and charts, and the economy, in Welsh", () => {
  test("/cy/tax-simulator: the calculator, the assumptions and the charts' labels in Welsh", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/cy/tax-simulator");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    // The dashboard's words from the economy's codes, worded in Welsh.
    await expect(page.getByTestId("recommended-rate-detail")).toContainText("(ymateb gwan)");
    await expect(page.getByTestId("uk-borrowing")).toContainText("Diffyg heddiw: benthycodd y DU");
    await expect(page.getByTestId("uk-borrowing")).not.toHaveAttribute("lang", "en-GB");
    await expect(page.getByTestId("demand-pressure")).toContainText(/[\d.] pwynt \(ystod /);

    // The personal impact calculator.
    await expect(
      main.getByRole("heading", { name: "Cyfrifiannell effaith bersonol" }),
    ).toBeVisible();
    await expect(main.getByRole("tab", { name: "Unigolyn" })).toBeVisible();
    await expect(main.getByLabel("Cyflog")).toBeVisible();
    await expect(main.getByText("Cyfanswm").first()).toBeVisible();
    await expect(page.getByTestId("impact-result")).toContainText(/Ar eich (ennill|colled) o £/);
    await expect(page.getByTestId("impact-notes")).toContainText("Cynilion a buddsoddiadau: £");
    await main.getByRole("tab", { name: "Busnes" }).click();
    await expect(main.getByRole("group", { name: "Cyflogeion yn ôl cyflog" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Ychwanegu grŵp cyflog" })).toBeVisible();

    // How the figures are worked out.
    const table = main.getByRole("table", { name: /Refeniw yn ôl rhan o sylfaen y dreth/ });
    await expect(table).toBeHidden();
    await main.getByText("Sut mae'r ffigurau hyn yn cael eu cyfrifo").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Setliad cyfanwerthol" })).toBeVisible();
    await expect(
      page.getByTestId("net-revenue").getByText("Refeniw net", { exact: true }),
    ).toBeVisible();

    // The charts: their headings, words and the bars' labels.
    await expect(main.getByRole("heading", { name: "Refeniw a gwariant" })).toBeVisible();
    await expect(page.getByTestId("revenue-summary")).toContainText("Refeniw net £");
    const distribution = main.getByRole("heading", {
      name: "Pwy sydd ar ei ennill a phwy sy'n talu, yn ôl incwm yr aelwyd",
    });
    await distribution.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("distribution-summary")).toContainText("degfedau 1 i 5");
    await expect(
      main.getByRole("table", { name: /Ennill neu golled i bob aelwyd/ }),
    ).toBeAttached();
    await expect(main.getByText("Refeniw net (canolog)")).toBeAttached();
    await expect(main.getByText("Degfed incwm", { exact: true }).first()).toBeAttached();
    expect(await a11yViolations(page)).toEqual([]);
  });

  test("/cy/economy-explained: the five steps and the worked example in Welsh", async ({
    page,
  }) => {
    await page.goto("/cy/economy-explained");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "Sut mae'r economi'n gweithio yma" }),
    ).toBeVisible();
    await expect(main.getByText("Cam 1 o 5")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Mae pob taliad yn drafodiad" })).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
    await main.getByRole("button", { name: "Nesaf" }).click();
    await expect(main.getByText(/ystod £[\d.]+bn i £[\d.]+bn/)).toBeVisible();
    await main.getByRole("button", { name: "Nesaf" }).click();
    await main.getByRole("button", { name: "Nesaf" }).click();
    await expect(main.getByText(/Diffyg heddiw: benthycodd y DU/)).toBeVisible();
    await main.getByRole("button", { name: "Nesaf" }).click();
    await expect(main.getByText("Cam 5 o 5")).toBeVisible();
    await expect(main.getByRole("heading", { name: "Y system bresennol" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "System y dreth trafodion" })).toBeVisible();
    await expect(page.getByTestId("explainer-budget")).toContainText(
      "felly nid yw'r enghraifft yn mantoli",
    );
    expect(await a11yViolations(page)).toEqual([]);
    await main.getByRole("button", { name: "Ymlaen i efelychydd y gyllideb" }).click();
    await expect(page).toHaveURL(/\/tax-simulator$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
  });
});

// welsh-g (issue 40): the bind page and the residence question in Welsh.
test.describe("welsh-g: the bind page in Welsh", () => {
  test("/cy/bind-vote: the review, the residence question and the button in Welsh", async ({
    signedInPage: page,
  }) => {
    const say = sayer("cy");
    await page.goto("/cy/bind-vote");
    await expect(page.locator("html")).toHaveAttribute("lang", "cy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: say("bind.title") })).toBeVisible();
    await expect(main.getByRole("heading", { name: say("bind.economy.title") })).toBeVisible();
    await expect(main.getByText(say("bind.economy.taxRate"))).toBeVisible();
    await expect(main.getByRole("heading", { name: say("bind.summary.title") })).toBeVisible();
    // The summary's balance in Welsh words, not the server's English describers.
    await expect(main.getByTestId("bind-summary")).toContainText(/achos canolog/);
    await expect(main.getByTestId("bind-balance-detail")).toContainText(/achos canolog/);
    const nation = main.getByRole("combobox", { name: say("residence.nation") });
    await expect(main.getByRole("group", { name: say("residence.legend") })).toBeVisible();
    await nation.selectOption({ label: say("residence.place.england") });
    await expect(main.getByRole("combobox", { name: say("residence.region") })).toBeVisible();
    await expect(main.getByText(say("residence.regionMissing"))).toBeVisible();
    await expect(main.getByRole("button", { name: say("bind.bindOnly") })).toBeVisible();
    await expect(main.getByRole("button", { name: say("bind.back") })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
