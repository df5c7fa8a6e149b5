import { describe, expect, it } from "vitest";
import { foldWelsh, radicalForms, WELSH_TERMS, welshQuery } from "./welshQuery";
import { normaliseText } from "./text";

describe("a Welsh question read into the engine's English", () => {
  it("reads known terms, phrases first, and leaves out the question's small words", () => {
    expect(welshQuery("Sut gallwn ni gwtogi rhestrau aros y GIG?").english).toBe(
      "cut nhs waiting lists",
    );
    expect(welshQuery("Sut gallen ni leihau tlodi plant?").english).toBe("reduce child poverty");
  });

  it("finds a word in its mutated forms: soft, nasal and aspirate", () => {
    expect(welshQuery("rentwyr").english).toBe("renters"); // r → rh
    expect(welshQuery("berchnogaeth gymunedol").english).toBe("community ownership"); // b → p, g → c
    expect(welshQuery("fy nhlodi").english).toBe("poverty"); // nh → t
    expect(welshQuery("ei phensiwn").english).toBe("pension"); // ph → p
    expect(welshQuery("bysiau am ddim").english).toBe("buses free"); // dd → d
    expect(radicalForms("gwtogi")).toContain("cwtogi");
    expect(radicalForms("ngherbyd")).toContain("cerbyd");
  });

  it("keeps words it does not know as written, so English on a Welsh page still searches", () => {
    expect(welshQuery("free buses for young people").english).toBe("free buses for young people");
  });

  it("quotes the visitor's own Welsh words for the English it matched", () => {
    const query = welshQuery("Sut gallwn ni gwtogi rhestrau aros y GIG?");
    expect(query.welshFor("cut")).toBe("gwtogi");
    expect(query.welshFor("waiting lists")).toBe("rhestrau aros y gig");
    expect(query.welshFor("nhs")).toBe("rhestrau aros y gig");
    expect(query.welshFor("unmatched")).toBe("unmatched");
  });

  it("lists every term folded (lower case, no accents) and every English in the engine's form", () => {
    for (const [welsh, english] of Object.entries(WELSH_TERMS)) {
      expect(foldWelsh(welsh).replace(/[^a-z0-9 ]/g, ""), welsh).toBe(welsh);
      expect(normaliseText(english), welsh).toBe(english);
    }
  });
});
