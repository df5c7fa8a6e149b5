import { describe, expect, it } from "vitest";
import type { SelectionState } from "./selection";
import { buildVoteArgs } from "./voteArgs";

const NARRATIVE = { id: "n-leap", title: "Leap ahead", quadrant: "leap" as const };
const TAX = { taxRate: 0.5, dividend: 100 };

/** A selection holding only what the vote reads: a narrative and a quiz result. */
function selection(overrides: Partial<SelectionState> = {}): SelectionState {
  return { narrative: NARRATIVE, quizResult: null, ...overrides } as SelectionState;
}

describe("a vote's arguments", () => {
  it("are none without a narrative: the vote is incomplete", () => {
    expect(buildVoteArgs(selection({ narrative: null }), ["p1"], TAX, null)).toBeNull();
  });

  it("are none without a policy: an empty vote is never sent", () => {
    expect(buildVoteArgs(selection(), [], TAX, null)).toBeNull();
  });

  it("carry the narrative, the policies in order, the tax values and the quiz point", () => {
    const args = buildVoteArgs(
      selection({ quizResult: { x: 0.2, y: -0.4, quadrant: "leap" } }),
      ["p2", "p1"],
      TAX,
      null,
    );
    expect(args).toEqual({
      narrativeId: "n-leap",
      selectedPolicyIds: ["p2", "p1"],
      taxRate: 0.5,
      dividend: 100,
      quizCoordinates: { x: 0.2, y: -0.4 },
    });
  });

  it("carry the joined room's code, and no room code without a room", () => {
    const room = { code: "KXB47Q", name: "Civics" };
    expect(buildVoteArgs(selection(), ["p1"], TAX, room)?.roomCode).toBe("KXB47Q");
    expect(buildVoteArgs(selection(), ["p1"], TAX, null)).not.toHaveProperty("roomCode");
  });

  it("carry where the voter lives once answered: the residence, null for 'prefer not to say', nothing before", () => {
    const build = (answer: Parameters<typeof buildVoteArgs>[4]) =>
      buildVoteArgs(selection(), ["p1"], TAX, null, answer);
    expect(build({ nation: "scotland" })?.residence).toEqual({ nation: "scotland" });
    expect(build({ nation: "england", region: "london" })?.residence).toEqual({
      nation: "england",
      region: "london",
    });
    expect(build("prefer-not-to-say")?.residence).toBeNull();
    expect(build(null)).not.toHaveProperty("residence");
    // England without its region is not yet an answer the server accepts.
    expect(build({ nation: "england" })).not.toHaveProperty("residence");
  });
});
