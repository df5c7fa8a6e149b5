import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { defaultVoteArgs, setupWithCatalogue, signIn } from "./test.helpers";

describe("profiles:me", () => {
  test("null when signed out", async () => {
    const t = await setupWithCatalogue();
    expect(await t.query(api.profiles.me, {})).toBeNull();
  });

  test("email and member-since date, then the last vote after binding", async () => {
    const t = await setupWithCatalogue();
    const { userId, as } = await signIn(t, "member@example.com");
    const before = await as.query(api.profiles.me, {});
    expect(before).toMatchObject({
      userId,
      email: "member@example.com",
      lastVoteCycle: null,
      lastVoteAt: null,
    });
    expect(Date.parse(before!.memberSince)).toBeGreaterThan(0);
    const receipt = await as.mutation(
      api.votes.bind,
      await defaultVoteArgs(t, "leap-narrative-1", 1),
    );
    const after = await as.query(api.profiles.me, {});
    expect(after).toMatchObject({
      lastVoteAt: receipt.submittedAt,
      lastVoteCycle: receipt.submittedAt.slice(0, 10),
    });
  });
});
