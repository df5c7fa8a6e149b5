import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { firstNarrative } from "./simulator-helpers";
import { PRIVACY_NOTICE_VERSION } from "../../convex/domain/privacy";

async function createManifesto(page: Page, title: string): Promise<void> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? "";
      if (key.startsWith("__convexAuthJWT")) return localStorage.getItem(key);
    }
    return null;
  });
  const narrative = await firstNarrative(page, "steady");
  const response = await page.request.post("/api/mutation", {
    data: {
      path: "manifestos:create",
      args: {
        manifestoTitle: title,
        manifestoDescription: "Steady hands on the public finances.",
        matchedNarrativeId: narrative._id,
        selectedPolicyIds: [],
        confidenceScore: 0.65,
        // As the editor sends it, beside its statement (docs/privacy.md "Consent").
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
      format: "json",
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await response.json()) as { status: string }).status).toBe("success");
}

test("an owner publishes a manifesto; anyone with the link reads and prints it; stop sharing ends it", async ({
  signedInPage: page,
  browser,
}) => {
  await createManifesto(page, "Shared plan");
  await page.goto("/account");
  await expect(page.getByText("65% Match")).toHaveAttribute("data-tone", "fair");
  await page.getByRole("button", { name: "Share Shared plan" }).click();
  const link = page.getByRole("textbox", { name: "Share link for Shared plan" });
  const url = await link.inputValue();
  expect(url).toMatch(/\/m\/[a-z0-9]{24}$/);

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(url);
  await expect(reader.getByRole("heading", { level: 1, name: "Shared plan" })).toBeVisible();
  await expect(reader).toHaveTitle("Shared plan · Policy Simulator UK");
  await reader.emulateMedia({ media: "print" });
  await expect(reader.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(reader.getByRole("banner")).toBeHidden();
  await expect(reader.getByRole("heading", { level: 1, name: "Shared plan" })).toBeVisible();
  await reader.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "Stop sharing Shared plan" }).click();
  await expect(reader.getByRole("heading", { name: "This manifesto is not shared" })).toBeVisible();
  await visitor.close();
});

test("each page has its own title; sharing tags, the web manifest and its icons are served", async ({
  page,
}) => {
  await page.goto("/tax-simulator");
  await expect(page).toHaveTitle("Budget simulator · Policy Simulator UK");
  await page.goto("/narratives");
  await expect(page).toHaveTitle("Political narratives · Policy Simulator UK");
  for (const selector of [
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[property="og:image"]',
    'meta[name="twitter:card"]',
  ]) {
    await expect(page.locator(selector)).toHaveCount(1);
  }
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest.name).toBe("Policy Simulator UK");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).status()).toBe(200);
  }
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker keeps the app shell: the app reloads with the network off", async ({
    page,
    context,
  }) => {
    await page.goto("/narratives");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await context.setOffline(true);
    await page.goto("/tax-simulator");
    await expect(page.getByRole("heading", { name: "Budget simulator" })).toBeVisible();
    await context.setOffline(false);
  });
});
