import { describe, expect, it } from "vitest";
import { operatorContactEmail } from "./operatorContact";

describe("operatorContactEmail", () => {
  it("takes a plain address, trimmed", () => {
    expect(operatorContactEmail(" access@vote.example.org ")).toBe("access@vote.example.org");
  });

  it("is null when unset, empty or not an address", () => {
    for (const value of [undefined, "", "   ", "operator", "a@b", "Name <a@b.org>", "a b@c.org"]) {
      expect(operatorContactEmail(value)).toBeNull();
    }
  });
});
