import { describe, expect, it } from "vitest";
import { parseResidenceAnswer, residenceForVote } from "./residence";

describe("the stored answer to 'Where do you live?'", () => {
  it("reads a nation, a nation with its English region, and 'prefer not to say'", () => {
    expect(parseResidenceAnswer('{"nation":"wales"}')).toEqual({ nation: "wales" });
    expect(parseResidenceAnswer('{"nation":"england","region":"north-east"}')).toEqual({
      nation: "england",
      region: "north-east",
    });
    expect(parseResidenceAnswer("prefer-not-to-say")).toBe("prefer-not-to-say");
  });

  it("counts anything else as not asked (a tampered or old value, a postcode)", () => {
    expect(parseResidenceAnswer(null)).toBeNull();
    expect(parseResidenceAnswer("not json")).toBeNull();
    expect(parseResidenceAnswer('{"nation":"cornwall"}')).toBeNull();
    expect(parseResidenceAnswer('"EH1 1AA"')).toBeNull();
  });

  it("drops a region outside England and a region that is not one of England's nine", () => {
    expect(parseResidenceAnswer('{"nation":"scotland","region":"london"}')).toEqual({
      nation: "scotland",
    });
    expect(parseResidenceAnswer('{"nation":"england","region":"cornwall"}')).toEqual({
      nation: "england",
    });
  });

  it("is sent with a vote only when complete (England needs its region)", () => {
    expect(residenceForVote({ nation: "england" })).toBeUndefined();
    expect(residenceForVote({ nation: "northern-ireland" })).toEqual({
      nation: "northern-ireland",
    });
    expect(residenceForVote("prefer-not-to-say")).toBeNull();
    expect(residenceForVote(null)).toBeUndefined();
  });
});
