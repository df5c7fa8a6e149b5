import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./a11y";
import { failActionOnWire } from "./ws-helpers";

/** The app runs without OPENAI_API_KEY here, so the offline engine answers every search. */
test.describe("AI search (/search)", () => {
  test("the top bar's Search button opens the page; the button is disabled when blank", async ({
    page,
  }) => {
    await page.goto("/narratives");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1, name: "AI Policy Search" })).toBeVisible();
    const box = page.getByRole("searchbox", { name: "Ask about policies or narratives" });
    const go = page.getByRole("button", { name: "Search", exact: true });
    await expect(go).toBeDisabled();
    await box.fill("    ");
    await expect(go).toBeDisabled();
    await box.press("Enter");
    await expect(page.getByText("Results appear here")).toBeVisible();
    await box.fill("rent");
    await expect(go).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test("Enter submits: NHS waiting lists gives health policies with reasons, recommendations and the engine", async ({
    page,
  }) => {
    await page.goto("/search");
    const box = page.getByRole("searchbox", { name: "Ask about policies or narratives" });
    await box.fill("  NHS waiting lists  ");
    await box.press("Enter");
    const results = page.getByRole("region", { name: /Matching policies/ });
    await expect(results.getByRole("heading", { name: "Matching policies (8)" })).toBeVisible();
    const first = results.getByRole("listitem").first();
    await expect(first.getByText("Health & Care", { exact: false })).toBeVisible();
    await expect(first.getByText(/Why it matches: Matches .*"nhs"/)).toBeVisible();
    await expect(results.getByText("Why it matches:")).toHaveCount(8);
    await expect(page.getByText(/^Found 8 policies matching/)).toBeVisible();
    await expect(page.getByTestId("ai-engine")).toHaveText("Answered by the offline engine");
    const recommended = page.getByRole("region", { name: "Recommended for you" });
    await expect(recommended.getByRole("listitem").first()).toBeVisible();
    await expect(box).toHaveValue("NHS waiting lists");
    await expectNoSeriousA11yViolations(page);

    // A policy's View opens its policy area.
    await first.getByRole("link", { name: /^View/ }).click();
    await expect(page).toHaveURL(/\/policy-area\/health-care$/);
  });

  test("example questions search; narrative results' View and Explore quadrant navigate", async ({
    page,
  }) => {
    await page.goto("/search");
    const examples = page.getByRole("region", { name: "Try one of these" }).getByRole("button");
    await expect(examples).toHaveCount(5);
    await page
      .getByRole("button", { name: "Which narratives focus on community ownership?" })
      .click();
    await expect(page.getByRole("searchbox")).toHaveValue(
      "Which narratives focus on community ownership?",
    );
    const results = page.getByRole("region", { name: /Matching narratives/ });
    const card = results.getByRole("listitem").first();
    await expect(card.getByRole("heading", { name: "Commons Reclaimed" })).toBeVisible();
    await expect(card.getByText(/Why it matches: Matches "community ownership"/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("link", { name: "Explore Rewild quadrant" }).click();
    await expect(page).toHaveURL(/\/quadrant\/rewild$/);
    await page.goBack();
    await page
      .getByRole("button", { name: "Which narratives focus on community ownership?" })
      .click();
    await page
      .getByRole("region", { name: /Matching narratives/ })
      .getByRole("link", { name: "View Commons Reclaimed" })
      .click();
    await expect(page).toHaveURL(/\/narrative\/[^/]+$/);
    await expect(page.getByRole("heading", { name: "Commons Reclaimed" })).toBeVisible();
  });

  test("a query that matches nothing says so; a thrown error shows the Search Error toast", async ({
    page,
  }) => {
    await page.goto("/search");
    const box = page.getByRole("searchbox");
    await box.fill("zzzqqq xylophone");
    await box.press("Enter");
    await expect(page.getByText(/Nothing in the catalogue matched/)).toBeVisible();
    await expect(
      page.getByText("No policies or narratives matched.", { exact: false }),
    ).toBeVisible();

    // The action fails on the wire (an unexpected server error): the spec's toast.
    await failActionOnWire(page, "ai:search");
    await page.reload();
    await page.getByRole("searchbox").fill("housing");
    await page.getByRole("searchbox").press("Enter");
    await expect(page.getByText("Search Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Failed to perform AI search. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
  });
});
