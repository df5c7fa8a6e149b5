import { describe, expect, it } from "vitest";
import { missingOperatorIdentity, operatorIdentityWarning } from "../../server/operatorIdentity";

describe("the operator's identity at start", () => {
  it("names each missing setting, blank counting as missing", () => {
    expect(
      missingOperatorIdentity({ VITE_CONTROLLER_NAME: "  ", VITE_CONTACT_EMAIL: "a@b.uk" }),
    ).toEqual(["VITE_CONTROLLER_NAME"]);
    const warning = operatorIdentityWarning({});
    expect(warning).toContain("names no data controller");
    expect(warning).toContain("VITE_CONTROLLER_NAME=");
    expect(warning).toContain("VITE_CONTACT_EMAIL=");
  });

  it("says nothing when both are set", () => {
    expect(
      operatorIdentityWarning({
        VITE_CONTROLLER_NAME: "Ash School",
        VITE_CONTACT_EMAIL: "dpo@ash.sch.uk",
      }),
    ).toBeNull();
  });
});
