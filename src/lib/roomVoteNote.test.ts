import { describe, expect, it } from "vitest";
import { roomVoteNote } from "./roomVoteNote";

describe("the room note on a vote receipt", () => {
  it("is absent for a vote without a room", () => {
    expect(roomVoteNote(null)).toBeNull();
  });

  it("says the vote counts in an open room", () => {
    expect(roomVoteNote({ code: "KXB47Q", name: "Civics", counted: true })).toEqual({
      counted: true,
      text: 'Your vote also counts in the room "Civics".',
    });
  });

  it("says a closed or unknown room leaves the vote national only", () => {
    expect(roomVoteNote({ code: "KXB47Q", name: "Civics", counted: false })?.text).toBe(
      'The room "Civics" is closed; your vote counts nationally.',
    );
    expect(roomVoteNote({ code: "KXB47Q", name: "", counted: false })?.text).toBe(
      "No room has the code KXB47Q; your vote counts nationally.",
    );
  });

  it("tells a guest the vote counts in the room only", () => {
    expect(roomVoteNote({ code: "KXB47Q", name: "Civics", counted: true }, "guest")).toEqual({
      counted: true,
      text: 'Your guest vote counts in the room "Civics" only, not in the national results.',
    });
  });
});
