import { describe, expect, it } from "vitest";
import { titleForPath } from "./pageTitles";

describe("page titles", () => {
  it("names each page, then the product", () => {
    expect(titleForPath("/tax-simulator")).toBe("Budget simulator · Policy Simulator UK");
    expect(titleForPath("/narrative/abc/summary")).toBe("Narrative · Policy Simulator UK");
    expect(titleForPath("/m/xyz")).toBe("Shared manifesto · Policy Simulator UK");
    expect(titleForPath("/account/")).toBe("Account & manifestos · Policy Simulator UK");
    expect(titleForPath("/nowhere")).toBe("Page not found · Policy Simulator UK");
  });
});
