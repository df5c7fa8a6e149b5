import { describe, expect, test } from "vitest";
import { translate } from "@/i18n/react";
import { communityResults } from "@/test/fixtures";
import { basedOnText } from "./CommunityFigures";

describe("what the results say they count", () => {
  test("the nation names whose votes it counts and that it is self-selected", () => {
    expect(
      basedOnText(translate, communityResults({ counting: "verified", totalVotes: 12_345 }), null),
    ).toBe(
      "Based on 12,345 active votes from verified accounts across the nation: self-selected, not a poll weighted to the population.",
    );
    expect(
      basedOnText(translate, communityResults({ counting: "accounts", totalVotes: 1 }), null),
    ).toBe(
      "Based on 1 active vote from accounts across the nation: self-selected, not a poll weighted to the population.",
    );
  });

  test("a room says where its figures come from and from how many they show", () => {
    const room = communityResults({ scope: "room", counting: null, threshold: 5, totalVotes: 7 });
    expect(basedOnText(translate, room, "Year 10")).toBe(
      "Based on 7 active votes in Year 10; shown from 5 votes.",
    );
  });
});
