import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it } from "vitest";
import { resendWaitMessage } from "@convex/domain/verification";
import { activateLanguage } from "@/i18n/i18n";
import { translate, type AnyMessageId } from "@/i18n/react";
import "@/i18n/messages/account";
import "@/i18n/messages/community";
import { resendWaitFrom } from "./useEmailVerification";

/** A TOO_MANY_CODES refusal as convex/model/verification.ts throws it. */
const refusal = (retryAfterMs: number) =>
  new ConvexError({
    code: "TOO_MANY_CODES",
    message: resendWaitMessage(retryAfterMs),
    retryAfterMs,
  });

/** The refusal as a screen words it: Account's card or the inline step after binding. */
function worded(prefix: "account" | "community.verify", error: unknown): string | null {
  const wait = resendWaitFrom(error);
  if (wait === null) return null;
  const words = translate(`${prefix}.wait.${wait.unit}` as AnyMessageId, { count: wait.count });
  return translate(`${prefix}.resendWait` as AnyMessageId, { wait: words });
}

describe("the resend limit's refusal in the page's language", () => {
  afterEach(() => activateLanguage("en-GB", false));

  it("in English, word for word the server's sentence on both screens", async () => {
    await activateLanguage("en-GB", false);
    for (const ms of [1, 1_000, 1_001, 40_000, 89_500, 90_000, 90_001, 600_000, 3_600_000]) {
      for (const prefix of ["account", "community.verify"] as const) {
        expect(worded(prefix, refusal(ms))).toBe(resendWaitMessage(ms));
      }
    }
  });

  it("in Welsh, with the wait in Welsh", async () => {
    await activateLanguage("cy", false);
    expect(worded("account", refusal(40_000))).toBe("Arhoswch 40 eiliad cyn gofyn am god arall.");
    expect(worded("community.verify", refusal(120_000))).toBe(
      "Arhoswch 2 funud cyn gofyn am god arall.",
    );
  });

  it("leaves every other error, and a refusal without its wait, to the usual wording", () => {
    expect(
      resendWaitFrom(new ConvexError({ code: "TOO_MANY_ATTEMPTS", message: "x", retryAfterMs: 5 })),
    ).toBeNull();
    expect(resendWaitFrom(new ConvexError({ code: "TOO_MANY_CODES", message: "x" }))).toBeNull();
    expect(resendWaitFrom(new Error("TOO_MANY_CODES"))).toBeNull();
  });
});
