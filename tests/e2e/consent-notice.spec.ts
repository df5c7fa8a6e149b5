import type { Page } from "@playwright/test";
import { CONSENT_REQUIRED_MESSAGES, CONSENT_STATEMENT } from "../../convex/domain/privacy";
import { expect, test } from "./fixtures";
import { signUp } from "./auth-helpers";
import { bindVoteThroughUi } from "./vote-helpers";

/** A privacy notice older than the one the app was built with. */
const OLDER_NOTICE = "2020-01-01";

/**
 * Plays a privacy notice that has changed since the voter agreed (issue 38 item 3): the
 * page's WebSocket is proxied, and every answer of `privacy:myConsent` reports the vote's
 * consent as given to an older notice, as the server reports it once PRIVACY_NOTICE_VERSION
 * moves on (convex/privacy.test.ts checks the server's side). Everything else passes through.
 */
async function reportConsentToOlderNotice(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\//, (ws) => {
    const server = ws.connectToServer();
    const consentQueries = new Set<number>();
    ws.onMessage((message) => {
      if (typeof message === "string") {
        const parsed = JSON.parse(message) as {
          type?: string;
          modifications?: Array<{ type: string; queryId: number; udfPath?: string }>;
        };
        if (parsed.type === "ModifyQuerySet") {
          for (const change of parsed.modifications ?? []) {
            if (change.type === "Add" && change.udfPath === "privacy:myConsent")
              consentQueries.add(change.queryId);
          }
        }
      }
      server.send(message);
    });
    server.onMessage((message) => {
      if (typeof message !== "string") return ws.send(message);
      const parsed = JSON.parse(message) as {
        type?: string;
        modifications?: Array<{
          type: string;
          queryId: number;
          value?: { vote?: { version: string; current: boolean } | null } | null;
        }>;
      };
      if (parsed.type !== "Transition") return ws.send(message);
      for (const change of parsed.modifications ?? []) {
        const vote = change.value?.vote;
        if (change.type === "QueryUpdated" && consentQueries.has(change.queryId) && vote) {
          vote.version = OLDER_NOTICE;
          vote.current = false;
        }
      }
      ws.send(JSON.stringify(parsed));
    });
  });
}

test("after the privacy notice changes, a returning voter is asked again; a refusal focuses the box", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page);
  await bindVoteThroughUi(page, "leap");

  // The same voter comes back after the notice has changed.
  const returning = await context.newPage();
  await reportConsentToOlderNotice(returning);
  await returning.goto("/bind-vote");
  await expect(returning.getByTestId("bind-summary")).toContainText("policies costing");
  const box = returning.getByRole("checkbox", { name: CONSENT_STATEMENT });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(returning.getByTestId("consent-note")).toHaveCount(0);

  // Binding without the tick is refused in the page: focus moves to the box, which says why.
  await returning.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(box).toBeFocused();
  await expect(returning.getByText(CONSENT_REQUIRED_MESSAGES.vote)).toBeVisible();
  await expect(returning).toHaveURL(/\/bind-vote$/);

  // Ticked, the vote binds with the consent to the current notice.
  await box.check();
  await expect(returning.getByText(CONSENT_REQUIRED_MESSAGES.vote)).toHaveCount(0);
  await returning.getByRole("button", { name: "Bind Vote Only" }).click();
  await expect(returning).toHaveURL(/\/community-comparison$/, { timeout: 15_000 });
  await context.close();
});
