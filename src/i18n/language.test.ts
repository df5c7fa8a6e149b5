import { describe, expect, it } from "vitest";
import { initialLanguage, languageFromUrl, parseLanguage, pathInLanguage } from "./language";

describe("the language a page load starts in", () => {
  it("/cy/… opens the path in Welsh and the router sees it without the prefix", () => {
    expect(languageFromUrl("/cy/quiz", "?x=1", "#main")).toEqual({
      requested: "cy",
      path: "/quiz?x=1#main",
    });
    expect(languageFromUrl("/cy", "")).toEqual({ requested: "cy", path: "/" });
  });

  it("?lang=cy and ?lang=en are read and taken out of the address", () => {
    expect(languageFromUrl("/account", "?lang=cy&tab=2")).toEqual({
      requested: "cy",
      path: "/account?tab=2",
    });
    expect(languageFromUrl("/", "?lang=EN-gb")).toEqual({ requested: "en-GB", path: "/" });
  });

  it("a path that only starts with the letters cy is not Welsh", () => {
    expect(languageFromUrl("/cycling", "")).toEqual({ requested: null, path: "/cycling" });
  });

  it("an unknown ?lang= value is dropped and names no language", () => {
    expect(languageFromUrl("/quiz", "?lang=fr")).toEqual({ requested: null, path: "/quiz" });
    expect(parseLanguage("fr")).toBeNull();
  });

  it("the address wins over the device's choice, which wins over English", () => {
    expect(initialLanguage("en-GB", "cy")).toBe("en-GB");
    expect(initialLanguage(null, "cy")).toBe("cy");
    expect(initialLanguage(null, "klingon")).toBe("en-GB");
    expect(initialLanguage(null, null)).toBe("en-GB");
  });

  it("a link opens in Welsh under /cy", () => {
    expect(pathInLanguage("/quiz", "cy")).toBe("/cy/quiz");
    expect(pathInLanguage("/", "cy")).toBe("/cy/");
    expect(pathInLanguage("/quiz", "en-GB")).toBe("/quiz");
  });
});
