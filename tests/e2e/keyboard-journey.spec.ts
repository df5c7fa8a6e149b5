import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CATALOGUE_CY } from "../../convex/domain/cy";
import { literal, sayArea, sayer, type Language } from "./say";

/**
 * The whole journey by keyboard alone (issue 27): quiz → narrative → ranking in a policy
 * dialog → simulator sliders → bind → community. After every key press focus must settle
 * on a meaningful element (never `<body>`), and the presses are counted per stage.
 * Written once, run in English and in Welsh (issue 40): every word it looks for is the
 * compiled catalogues' (`say(id)`) or the catalogue's own in the page's language (an area's
 * name by `sayArea`, a policy's title as its option shows it), so it follows the page's
 * language and any rewording. In Welsh nothing English is accepted.
 */

/** A message with one placeholder as a RegExp source: the placeholder matches any text. */
function pattern(say: (id: string, values?: Record<string, unknown>) => string, id: string) {
  const hole = "\u0000";
  return say(id, { word: hole, quadrant: hole, action: hole, title: hole, rank: hole })
    .split(hole)
    .map(literal)
    .join(".+");
}

/** The English title of a policy shown in `language` (the catalogue's Welsh keeps its English): the bound vote stores it. */
function englishTitle(language: Language, shown: string): string {
  if (language === "en-GB") return shown;
  for (const [english, title] of CATALOGUE_CY.policies.values())
    if (title === shown) return english;
  return shown;
}

/** What has focus, for a failure message; "BODY" when focus is lost. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return "BODY";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 50) ?? "";
    return `${el.tagName} ${el.getAttribute("role") ?? ""} ${name}`.trim();
  });
}

class Keyboard {
  presses = 0;
  private stageStart = 0;
  readonly stages: Array<[string, number]> = [];

  constructor(private readonly page: Page) {}

  /** Presses one key, then waits until focus has settled on an element (not `<body>`). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses++;
    // A route change may lazy-load the next page: focus moves to its heading once it renders.
    await expect
      .poll(() => focusedElement(this.page), {
        message: `focus after press ${this.presses} (${key}) at ${this.page.url()}`,
        timeout: 8_000,
      })
      .not.toBe("BODY");
  }

  /** Tabs (or Shift+Tabs) until `target` has focus; a journey should never need many. */
  async tabTo(target: Locator, { back = false, max = 30 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.press(back ? "Shift+Tab" : "Tab");
    }
    await expect(target, `reached within ${max} presses`).toBeFocused();
  }

  /** Ends a stage of the journey, remembering its key presses. */
  stage(name: string): void {
    this.stages.push([name, this.presses - this.stageStart]);
    this.stageStart = this.presses;
  }
}

for (const language of ["en-GB", "cy"] as const) {
  test(`the whole journey by keyboard alone, with focus never lost (${language})`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    const say = sayer(language);
    const keys = new Keyboard(page);
    // A /cy/ address opens Welsh, which the device then keeps for every later page.
    await page.goto(language === "cy" ? "/cy/quiz" : "/quiz");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByText(say("quiz.step", { step: 1, total: 5 }))).toBeVisible();

    // 1. The quiz: skip link into the question, then each answer and Next.
    await keys.press("Tab");
    await expect(page.getByRole("link", { name: say("shell.skipToContent") })).toBeFocused();
    await keys.press("Enter");
    const slider = page.getByRole("slider");
    await keys.tabTo(slider);
    for (let question = 1; question <= 5; question++) {
      await expect(page.getByText(say("quiz.step", { step: question, total: 5 }))).toBeVisible();
      await expect(slider).toBeFocused();
      await keys.press("End");
      await keys.tabTo(
        page.getByRole("button", {
          name: say(question === 5 ? "quiz.seeResults" : "common.next"),
          exact: true,
        }),
      );
      await keys.press("Enter");
    }
    await expect(page).toHaveURL(/\/quiz-result$/);
    await expect(page.locator("main h1")).toBeFocused();
    keys.stage("quiz");
    // "Start Here" marks the quadrant the quiz placed this user in (all answers at the end).
    await keys.tabTo(
      page.getByRole("button", {
        name: new RegExp(
          `^${pattern(say, "narratives.quadrantAction").replace(/\.\+$/, literal(say("narratives.startHere")))}$`,
        ),
      }),
    );
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/quadrant\/\w+$/);
    await expect(page.locator("main h1")).toBeFocused();

    // 2. A narrative: the quadrant's first story.
    const begin = page
      .getByRole("button", { name: new RegExp(`^${pattern(say, "narratives.beginWith")}$`) })
      .first();
    await keys.tabTo(begin);
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/narrative\/[^/]+\/summary$/);
    await expect(page.locator("main h1")).toBeFocused();
    keys.stage("narrative");

    // 3. Ranking in a policy dialog: choose two policies, move the second to the top.
    const area = sayArea(language, "health-care");
    const opener = page.getByRole("button", { name: new RegExp(`^${literal(area)}`) });
    await keys.tabTo(opener);
    await keys.press("Enter");
    const dialog = page.getByRole("dialog", { name: area, exact: true });
    await expect(dialog).toBeVisible();
    // Two policies not chosen yet (the narrative's default may be).
    const unchosen = dialog.locator("ul button[aria-pressed='false']");
    const titleOf = async (n: number) =>
      (await unchosen.nth(n).locator("span.font-medium").first().textContent()) ?? "";
    const firstTitle = await titleOf(0);
    const secondTitle = await titleOf(1);
    // In Welsh the options show the catalogue's Welsh titles, not the English.
    if (language === "cy") {
      expect(englishTitle(language, firstTitle)).not.toBe(firstTitle);
      expect(englishTitle(language, secondTitle)).not.toBe(secondTitle);
    }
    const option = (title: string) =>
      dialog.locator("ul button[aria-pressed]").filter({ hasText: title });
    await keys.tabTo(option(firstTitle));
    await keys.press("Enter");
    await keys.tabTo(option(secondTitle));
    await keys.press("Enter");
    await expect(option(secondTitle)).toHaveAttribute("aria-pressed", "true");
    // The ranking's handles name a policy by the title its option shows (Welsh on a Welsh page).
    const reorder = (title: string, rank: number) =>
      dialog.getByRole("button", {
        name: say("policyPicker.ranking.reorder", { title, rank }),
        exact: true,
      });
    const handle = reorder(secondTitle, 2);
    await keys.tabTo(handle, { back: true });
    // dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops.
    await keys.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    // The sensor measures the rows' places in the frames after the pick-up; an arrow pressed
    // before that moves nothing (a person is never that quick).
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let frames = 0;
          const next = () => (++frames >= 5 ? done() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await keys.press("ArrowUp");
    // dnd-kit announces "Draggable item A was moved over droppable area B": B must be the row
    // above, not the row itself.
    await expect
      .poll(async () => {
        const said = (await page.getByText(/was moved over droppable area/).textContent()) ?? "";
        const [, item, area] =
          /item (\S+) was moved over droppable area (\S+?)\.?$/.exec(said) ?? [];
        return Boolean(item) && item !== area;
      })
      .toBe(true);
    await keys.press("Space");
    await expect(reorder(secondTitle, 1)).toBeFocused();
    await expect(reorder(firstTitle, 2)).toBeVisible();
    const done = [say("policyPicker.dialog.save"), say("policyPicker.dialog.confirm")];
    await keys.tabTo(
      dialog.getByRole("button", { name: new RegExp(`^(${done.map(literal).join("|")})$`) }),
      { back: true },
    );
    await keys.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    keys.stage("ranking");

    // 4. The manifesto, then the simulator's sliders.
    await keys.tabTo(page.getByRole("link", { name: say("narratives.continueToManifesto") }));
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/policy-selection$/);
    // "Continue to Economy" (or "Continue with Defaults" while every area is the narrative's).
    const onward = [
      "policyPicker.selection.continueEconomy",
      "policyPicker.selection.continueDefaults",
    ];
    await keys.tabTo(
      page.getByRole("link", {
        name: new RegExp(`^(${onward.map((id) => literal(say(id))).join("|")})$`),
      }),
    );
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/tax-simulator$/);
    await expect(page.locator("main h1")).toBeFocused();
    const rate = page.getByRole("slider", { name: say("simulator.taxRate") });
    await keys.tabTo(rate);
    const rateBefore = await rate.inputValue();
    await keys.press("ArrowRight");
    await keys.press("ArrowRight");
    await expect(rate).not.toHaveValue(rateBefore);
    const dividend = page.getByRole("slider", { name: say("simulator.dividend") });
    await keys.tabTo(dividend);
    await keys.press("ArrowRight");
    const chosenRate = await rate.inputValue();
    keys.stage("simulator");

    // 5. Review and bind: the consent box by Space when it is asked for, then Bind.
    await keys.tabTo(page.getByRole("button", { name: say("simulator.review") }));
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/bind-vote$/);
    await expect(page.locator("main h1")).toBeFocused();
    const consent = page.getByRole("checkbox", { name: say("consent.statement.vote") });
    const bind = page.getByRole("button", { name: say("bind.bindOnly") });
    await expect(consent.or(page.getByTestId("consent-note"))).toBeVisible();
    if (await consent.isVisible()) {
      await keys.tabTo(consent);
      await keys.press("Space");
      await expect(consent).toBeChecked();
    }
    await keys.tabTo(bind);
    await keys.press("Enter");
    await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });
    await expect(page.locator("main h1")).toBeFocused();
    keys.stage("bind");

    // The bound vote is the one made by keyboard: both policies, the second ranked first.
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i) ?? "";
        if (key.startsWith("__convexAuthJWT")) return localStorage.getItem(key);
      }
      return null;
    });
    const response = await page.request.post("/api/query", {
      data: { path: "votes:myActive", args: {}, format: "json" },
      headers: { Authorization: `Bearer ${token}` },
    });
    const vote = (await response.json()).value as {
      taxRate: number;
      policies: Array<{ title: string }>;
    };
    expect(vote.taxRate).toBe(Number(chosenRate));
    const titles = vote.policies.map((policy) => policy.title);
    expect(titles).toContain(englishTitle(language, firstTitle));
    expect(titles).toContain(englishTitle(language, secondTitle));

    const summary = keys.stages.map(([name, count]) => `${name} ${count}`).join(", ");
    console.log(
      `whole journey by keyboard (${language}): ${keys.presses} key presses (${summary})`,
    );
    const quiz = keys.stages.find(([name]) => name === "quiz")?.[1] ?? Infinity;
    expect(quiz, "the quiz alone in under 25 key presses").toBeLessThan(25);
  });
}
