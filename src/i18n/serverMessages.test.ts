import { setupI18n, type Messages } from "@lingui/core";
import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, MESSAGES } from "@convex/domain/messages";
import { errorMessage } from "@/lib/errorMessage";
import { activateLanguage } from "./i18n";
import { messageText, textInLanguage } from "./clientMessages";
import { compileCatalogue } from "./compile";
import { enGB } from "./messages/en-GB";
import { catalogueText } from "./serverMessages";

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

describe("server messages reach the browser as ids, shown in the page's language", () => {
  it("in English every catalogue text is the server's own text, word for word", () => {
    const english = setupI18n({
      locale: "en-GB",
      messages: { "en-GB": compileCatalogue(enGB) as Messages },
    });
    const values = { maxManifestos: 100, storageLimit: "5 MB", maxRooms: 200 };
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(english._(`errors.${key}`, values), key).toBe(text);
      expect(catalogueText(text, key), key).toBe(text);
    }
    for (const key of [
      "invalidCredentials",
      "accountExists",
      "invalidEmail",
      "tooManyAttempts",
      "unexpected",
    ] as const) {
      expect(textInLanguage(AUTH_MESSAGES[key]), key).toBe(AUTH_MESSAGES[key]);
    }
  });

  it("in Welsh the same error shows the Welsh text, with the quota's number", async () => {
    await activateLanguage("cy", false);
    const serverError = (message: string, messageId: string) =>
      new ConvexError({ code: "X", message, messageId });
    expect(errorMessage(serverError(MESSAGES.signInToBind, "signInToBind"), "x")).toBe(
      "Mewngofnodwch i rwymo'ch pleidlais",
    );
    expect(errorMessage(serverError(MESSAGES.roomCountLimit, "roomCountLimit"), "x")).toMatch(
      /terfyn o 200 o ystafelloedd/,
    );
    expect(messageText("maxRanked")).toBe("Gellir rhestru 3 pholisi ar y mwyaf");
  });

  it("a text the catalogues do not know is shown as it came", async () => {
    await activateLanguage("cy", false);
    expect(
      errorMessage(new ConvexError({ code: "X", message: "Please wait 4 seconds" }), "x"),
    ).toBe("Please wait 4 seconds");
  });
});
