import { describe, expect, it } from "vitest";
import { accountLanguageStep } from "./useAccountLanguage";

describe("the account's language against the address and the device", () => {
  it("a /cy/ link wins over an English account, and the account keeps it", () => {
    expect(accountLanguageStep("en-GB", "cy", "cy", "cy")).toEqual({
      kind: "keep",
      language: "cy",
    });
    expect(accountLanguageStep(null, "cy", "cy", "cy")).toEqual({ kind: "keep", language: "cy" });
    expect(accountLanguageStep("cy", "cy", "cy", "cy")).toEqual({ kind: "none" });
  });

  it("without a language in the address, the account's language brings the page to it", () => {
    expect(accountLanguageStep("cy", null, "en-GB", "en-GB")).toEqual({
      kind: "follow",
      language: "cy",
    });
    expect(accountLanguageStep("en-GB", null, "en-GB", "cy")).toEqual({ kind: "none" });
  });

  it("an account without a language takes the device's choice, if there is one", () => {
    expect(accountLanguageStep(null, null, "cy", "cy")).toEqual({ kind: "keep", language: "cy" });
    expect(accountLanguageStep(null, null, "en-GB", null)).toEqual({ kind: "none" });
    expect(accountLanguageStep(null, null, "en-GB", "fr")).toEqual({ kind: "none" });
  });
});
