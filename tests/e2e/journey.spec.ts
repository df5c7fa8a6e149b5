import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { firstNarrative } from "./simulator-helpers";
import { agreeToStoreVote } from "./vote-helpers";
import { PRIVACY_NOTICE_VERSION } from "../../convex/domain/privacy";

/** The signed-in user's Convex token, as the app keeps it in localStorage. */
async function authToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? "";
      if (key.startsWith("__convexAuthJWT")) return localStorage.getItem(key);
    }
    return null;
  });
  expect(token, "signed in").toBeTruthy();
  return token!;
}

async function call<T>(
  page: Page,
  kind: "query" | "mutation",
  path: string,
  args: object,
): Promise<T> {
  const token = await authToken(page);
  const response = await page.request.post(`/api/${kind}`, {
    data: { path, args, format: "json" },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { status: string; value: T; errorMessage?: string };
  expect(body.status, body.errorMessage).toBe("success");
  return body.value;
}

interface Policy {
  _id: string;
  category: string;
}

test("two manifestos → Review & Submit the second → bind: exactly the second one's policies are bound", async ({
  signedInPage: page,
}) => {
  const rewild = await firstNarrative(page, "rewild");
  const leap = await firstNarrative(page, "leap");
  const rewildDefaults = await call<Policy[]>(page, "query", "policies:defaultsForNarrative", {
    narrativeId: rewild._id,
  });
  const leapDefaults = await call<Policy[]>(page, "query", "policies:defaultsForNarrative", {
    narrativeId: leap._id,
  });
  const firstIds = rewildDefaults.slice(0, 2).map((p) => p._id);
  const secondIds = leapDefaults.slice(3, 6).map((p) => p._id);
  for (const [title, narrative, ids] of [
    ["First manifesto", rewild, firstIds],
    ["Second manifesto", leap, secondIds],
  ] as const) {
    await call(page, "mutation", "manifestos:create", {
      manifestoTitle: title,
      manifestoDescription: `${title} for the journey test.`,
      matchedNarrativeId: narrative._id,
      selectedPolicyIds: ids,
      aiReasoning: null,
      confidenceScore: 0.7,
      visionText: null,
      // As the editor sends it, beside its statement (docs/privacy.md "Consent").
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
  }

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Second manifesto" })).toBeVisible();
  await page.getByRole("button", { name: "Review & Submit Second manifesto" }).click();
  await expect(page).toHaveURL(/\/policy-selection$/);
  await expect(page.getByTestId("selection-source")).toHaveText(
    "From your manifesto “Second manifesto”",
  );
  await expect(page.getByText(`Built on ${leap.title}`)).toBeVisible();
  await expect(page.getByRole("main").locator("details")).toHaveCount(3);

  await page.getByRole("link", { name: "Continue to Economy" }).click();
  await expect(page).toHaveURL(/\/tax-simulator$/);
  await expect(page.getByText("· 3 policies")).toBeVisible();
  await page.getByRole("button", { name: "Review Complete Budget" }).click();
  await expect(page).toHaveURL(/\/bind-vote$/);
  await expect(page.getByTestId("selection-source")).toContainText("Second manifesto");
  await expect(page.getByRole("heading", { name: leap.title })).toBeVisible();
  await expect(page.getByTestId("bind-summary")).toContainText("3 policies costing");
  await agreeToStoreVote(page);
  await page.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(page).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });

  const vote = await call<{ narrativeId: string; selectedPolicyIds: string[] }>(
    page,
    "query",
    "votes:myActive",
    {},
  );
  expect(vote.narrativeId).toBe(leap._id);
  expect([...vote.selectedPolicyIds].sort()).toEqual([...secondIds].sort());
  await expect(page.getByRole("heading", { name: leap.title, exact: true })).toBeVisible();
  await expect(page.getByTestId("unbound-changes")).toHaveCount(0);

  // Account and Your Vote read the same selection: reviewing the first shows it everywhere.
  await page.goto("/account");
  const second = page.getByRole("listitem").filter({ hasText: "Second manifesto" });
  await expect(second.getByText("Working on this one")).toBeVisible();
  await page.getByRole("button", { name: "Review & Submit First manifesto" }).click();
  await expect(page.getByTestId("selection-source")).toContainText("First manifesto");
  await page.goto("/community-comparison");
  await page.getByRole("tab", { name: "Your Vote" }).click();
  await expect(page.getByTestId("unbound-changes")).toContainText("“First manifesto”");
});
