/**
 * Every public mutation, and the public actions that write (the AI actions count against a
 * stored budget or cache their answer; sign-in stores the account), at the largest input
 * its validators and server rules accept, on the embedded engine, which enforces Convex's
 * limits (docs/embedded-backend.md): the call succeeds, also from the worst realistic state
 * (a voter who has bound 50 times, a full room, tally shards that count every catalogue
 * entry, docs/scale.md), and one step beyond is refused with the app's own message, never
 * an engine limit. The real catalogue is loaded once for the file; each test makes its own
 * users and rooms.
 *
 * Not covered: internal functions, which no client can call (seed:*, authThrottle:*,
 * ai:consumeRate, ai:storeCommunity, auth:store), and what takes no input: auth:signOut
 * and the guests' anonymous auth:signIn.
 */
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { QUADRANTS, POLICY_AREAS } from "./domain/areas";
import {
  AI_MESSAGES,
  MAX_QUERY_LENGTH,
  MAX_SUMMARY_FIELD_LENGTH,
  MAX_SUMMARY_POLICIES,
  MAX_VISION_LENGTH,
} from "./domain/ai/limits";
import { DIVIDEND_SLIDER, TAX_RATE_SLIDER } from "./domain/economy/sliders";
import { MAX_PASSWORD_BYTES, PASSWORD_MESSAGES } from "./domain/passwordPolicy";
import { MAX_VOTE_HISTORY } from "./domain/quotas";
import {
  ROOM_NAME_MAX_LENGTH,
  ROOM_THRESHOLD_RANGE,
  roomQuadrantScope,
  roomScope,
} from "./domain/rooms";
import {
  MAX_RANKED_PER_CATEGORY,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  QUIZ_COORDINATE_RANGE,
} from "./domain/voteRules";
import { AUTH_MESSAGES } from "./model/auth";
import { MESSAGES } from "./model/errors";
import { UPGRADE_TICKET_LENGTH } from "./model/guests";
import { MAX_MANIFESTOS_LISTED } from "./model/manifestos";
import { MAX_POLICY_IDS_INPUT } from "./model/policies";
import { NATIONAL_SCOPE } from "./model/tallies";
import {
  catalogueIds,
  convexBytes,
  heaviestText,
  largestManifestoFields,
  largestSelection,
  largestVoteArgs,
  setupWithRealCatalogue,
  signInMany,
  wordsOfLength,
  type CatalogueIds,
} from "./maxInputs.helpers";
import {
  expectAppError,
  expectTalliesMatchRecount,
  foldTallies,
  signIn,
  signInGuest,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

/** Convex's limits a transaction must stay within (docs/scale.md). */
const DOCUMENT_LIMIT_BYTES = 1 << 20;
const READ_LIMIT_BYTES = 8 << 20;
const ARRAY_LIMIT = 8_192;

/** Earlier binds of the voter in the worst state: a voter who changed their mind often. */
const EARLIER_BINDS = 50;
/** Account voters in the full room: more than the largest results threshold. */
const FULL_ROOM_VOTERS = 60;
/** Policies in the largest vote: three in each of the 13 areas. */
const LARGEST_SELECTION = POLICY_AREAS.length * MAX_RANKED_PER_CATEGORY;

let t: TestConvex;
let catalogue: CatalogueIds;

beforeAll(async () => {
  t = await setupWithRealCatalogue();
  catalogue = await catalogueIds(t);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A room owned by a new account, welcoming guests. */
async function openRoom(name = "Town hall") {
  const owner = await signIn(t);
  const room = await owner.as.mutation(api.rooms.create, { name });
  return { owner, ...room };
}

/**
 * FULL_ROOM_VOTERS account voters cast their largest votes in the room: together they name
 * every catalogue narrative and policy, and spread over the presenter's position grid.
 */
async function fillRoom(code: string) {
  const voters = await signInMany(t, FULL_ROOM_VOTERS);
  for (const [turn, voter] of voters.entries()) {
    await voter.as.mutation(api.votes.bind, {
      ...largestVoteArgs(catalogue, turn, code),
      quizCoordinates: { x: (turn % 21) / 10 - 1, y: ((turn * 7) % 21) / 10 - 1 },
    });
  }
}

/** The tally shard documents of a scope. */
async function shardsOf(scope: string) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("tallyShards")
      .withIndex("by_scope_shard", (q) => q.eq("scope", scope))
      .collect(),
  );
}

/** Every scope a room's votes count in equals a recount of the active votes. */
async function expectRoomAndNationMatchRecount(roomId: Id<"rooms">) {
  expectTalliesMatchRecount(await tallySnapshot(t, NATIONAL_SCOPE));
  expectTalliesMatchRecount(await tallySnapshot(t, roomScope(roomId)));
  for (const quadrant of QUADRANTS) {
    expectTalliesMatchRecount(await tallySnapshot(t, roomQuadrantScope(roomId, quadrant)));
  }
}

async function votesOf(userId: Id<"users">) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("userVotes")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .collect(),
  );
}

async function voteManifestoOf(userId: Id<"users">) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("userManifestos")
      .withIndex("by_user_fromVote", (q) => q.eq("userId", userId).eq("fromVote", true))
      .unique(),
  );
}

type VoteArgs = ReturnType<typeof largestVoteArgs>;

/** One step beyond each limit of a vote (a change to the largest vote), with the app's answer. */
const VOTE_STEPS_BEYOND: {
  beyond: string;
  change: (largest: VoteArgs) => Partial<VoteArgs>;
  code: string;
  message: string;
}[] = [
  {
    beyond: `${MAX_POLICY_IDS_INPUT + 1} policy ids`,
    change: (largest) => ({
      selectedPolicyIds: [...largest.selectedPolicyIds, largest.selectedPolicyIds[0]],
    }),
    code: "INVALID_INPUT",
    message: MESSAGES.tooManyPolicies,
  },
  {
    beyond: `${MAX_RANKED_PER_CATEGORY + 1} policies in one area`,
    change: () => ({
      selectedPolicyIds: [...catalogue.byArea.values()][0].slice(0, MAX_RANKED_PER_CATEGORY + 1),
    }),
    code: "TOO_MANY_RANKED",
    message: MESSAGES.maxRanked,
  },
  {
    beyond: "a tax rate one slider step above 5%",
    change: () => ({ taxRate: TAX_RATE_SLIDER.max + TAX_RATE_SLIDER.step }),
    code: "INVALID_INPUT",
    message: MESSAGES.taxRateRange,
  },
  {
    beyond: "a dividend one slider step above £50,000",
    change: () => ({ dividend: DIVIDEND_SLIDER.max + DIVIDEND_SLIDER.step }),
    code: "INVALID_INPUT",
    message: MESSAGES.dividendRange,
  },
  {
    beyond: "a quiz coordinate beyond 1",
    change: () => ({ quizCoordinates: { x: QUIZ_COORDINATE_RANGE.max + 0.01, y: 0 } }),
    code: "INVALID_INPUT",
    message: MESSAGES.quizCoordinatesRange,
  },
  {
    beyond: `a manifesto title of ${MAX_TITLE_LENGTH + 1} characters`,
    change: (largest) => ({
      manifesto: { ...largest.manifesto, title: heaviestText(MAX_TITLE_LENGTH + 1) },
    }),
    code: "INVALID_INPUT",
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `a manifesto text of ${MAX_TEXT_LENGTH + 1} characters`,
    change: (largest) => ({
      manifesto: { ...largest.manifesto, text: heaviestText(MAX_TEXT_LENGTH + 1) },
    }),
    code: "INVALID_INPUT",
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `AI reasoning of ${MAX_TEXT_LENGTH + 1} characters`,
    change: (largest) => ({
      manifesto: { ...largest.manifesto, aiReasoning: heaviestText(MAX_TEXT_LENGTH + 1) },
    }),
    code: "INVALID_INPUT",
    message: MESSAGES.textTooLong,
  },
  {
    beyond: "a confidence score above 1",
    change: (largest) => ({ manifesto: { ...largest.manifesto, confidenceScore: 1.01 } }),
    code: "INVALID_INPUT",
    message: MESSAGES.confidenceRange,
  },
];

/** The largest vote changed one step beyond a limit. */
function voteOneStepBeyond(step: (typeof VOTE_STEPS_BEYOND)[number]): VoteArgs {
  const largest = largestVoteArgs(catalogue);
  return { ...largest, ...step.change(largest) };
}

describe("votes", () => {
  describe("votes:bind", () => {
    test("the largest vote (200 ids naming 39 policies, top sliders, every manifesto text at its limit) counts in an open room", async () => {
      const { roomId, code } = await openRoom(heaviestText(ROOM_NAME_MAX_LENGTH));
      const { userId, as } = await signIn(t);
      const args = largestVoteArgs(catalogue, 0, code);
      expect(args.selectedPolicyIds).toHaveLength(MAX_POLICY_IDS_INPUT);

      const receipt = await as.mutation(api.votes.bind, args);

      expect(receipt.selectedPolicyIds).toEqual(largestSelection(catalogue, 0));
      expect(receipt.selectedPolicyIds).toHaveLength(LARGEST_SELECTION);
      expect(receipt).toMatchObject({ taxRate: 5, dividend: 50_000, voter: "account" });
      expect(receipt.room).toMatchObject({ code, counted: true });
      const manifesto = await voteManifestoOf(userId);
      expect(manifesto?.manifestoDescription).toHaveLength(MAX_TEXT_LENGTH);
      expect(manifesto?.aiReasoning).toHaveLength(MAX_TEXT_LENGTH);
      expect(convexBytes(manifesto)).toBeLessThan(DOCUMENT_LIMIT_BYTES / 4);
      await expectRoomAndNationMatchRecount(roomId);
    });

    test(`after ${EARLIER_BINDS} largest binds, in a room of ${FULL_ROOM_VOTERS} voters, with one shard holding every catalogue entry, the largest vote still binds`, async () => {
      // One shard per scope (TALLY_SHARDS=1, a setting a deployment may choose): every
      // voter counts in one summary per scope, the largest tally document there can be.
      vi.stubEnv("TALLY_SHARDS", "1");
      const { roomId, code } = await openRoom();
      await fillRoom(code);
      const { userId, as } = await signIn(t);
      for (let turn = 0; turn < EARLIER_BINDS; turn += 1) {
        await as.mutation(api.votes.bind, largestVoteArgs(catalogue, turn, code));
      }

      const receipt = await as.mutation(
        api.votes.bind,
        largestVoteArgs(catalogue, EARLIER_BINDS, code),
      );

      expect(receipt.room).toMatchObject({ code, counted: true });
      const votes = await votesOf(userId);
      // The person's vote history is capped (docs/security.md "Quotas").
      expect(votes).toHaveLength(Math.min(EARLIER_BINDS + 1, MAX_VOTE_HISTORY));
      expect(votes.filter((vote) => vote.isActive).map((vote) => vote._id)).toEqual([
        receipt.voteId,
      ]);
      // The fold (convex/tallies.ts) then writes the summaries, every catalogue entry counted.
      await foldTallies(t);
      const [roomShard] = await shardsOf(roomScope(roomId));
      expect(roomShard.totalVotes).toBe(FULL_ROOM_VOTERS + 1);
      const nationalShard = (await shardsOf(NATIONAL_SCOPE)).find((shard) => shard.shard === 0);
      for (const shard of [roomShard, nationalShard!]) {
        expect(Object.keys(shard.policies)).toHaveLength(catalogue.policies.length);
        expect(Object.keys(shard.narratives)).toHaveLength(catalogue.narratives.length);
        // About 12 KB with the whole catalogue counted (docs/scale.md).
        expect(convexBytes(shard)).toBeLessThan(32 * 1024);
      }
      await expectRoomAndNationMatchRecount(roomId);
    });

    test("a guest's largest vote counts in the room only", async () => {
      const { roomId, code } = await openRoom();
      const guest = await signInGuest(t);
      const receipt = await guest.as.mutation(api.votes.bind, largestVoteArgs(catalogue, 1, code));
      expect(receipt).toMatchObject({ voter: "guest", countsNationally: false });
      expect(receipt.selectedPolicyIds).toHaveLength(LARGEST_SELECTION);
      await expectRoomAndNationMatchRecount(roomId);
    });

    test.each(VOTE_STEPS_BEYOND)(
      "one step beyond: $beyond is refused with the app's message",
      async (step) => {
        const { as } = await signIn(t);
        await expectAppError(
          as.mutation(api.votes.bind, voteOneStepBeyond(step)),
          step.code,
          step.message,
        );
      },
    );
  });

  describe("votes:submit", () => {
    test("the largest complete vote is stored as the active one", async () => {
      const { code } = await openRoom();
      const { userId, as } = await signIn(t);
      await as.mutation(api.votes.bind, largestVoteArgs(catalogue, 2, code));
      const receipt = await as.mutation(api.votes.submit, largestVoteArgs(catalogue, 3, code));
      expect(receipt.selectedPolicyIds).toHaveLength(LARGEST_SELECTION);
      const active = (await votesOf(userId)).filter((vote) => vote.isActive);
      expect(active.map((vote) => [vote._id, vote.kind])).toEqual([[receipt.voteId, "submit"]]);
    });

    test.each(VOTE_STEPS_BEYOND)(
      "one step beyond: $beyond is refused with the app's message",
      async (step) => {
        const { as } = await signIn(t);
        await expectAppError(
          as.mutation(api.votes.submit, voteOneStepBeyond(step)),
          step.code,
          step.message,
        );
      },
    );
  });
});

/** The largest saveMany input: three policies in each of the 13 areas. */
function largestRankings(turn = 0) {
  return [...catalogue.byArea.entries()].map(([category]) => ({
    category,
    policyIds: largestSelection(catalogue, turn).filter((id) =>
      catalogue.byArea.get(category)?.includes(id),
    ) as string[],
  }));
}

/** A signed-in user who has ranked every area of every narrative and voted (general). */
async function userWithEveryRanking() {
  const user = await signIn(t);
  for (const narrative of catalogue.narratives) {
    await user.as.mutation(api.rankings.saveMany, {
      narrativeId: narrative._id,
      rankings: largestRankings(),
    });
  }
  await user.as.mutation(api.votes.bind, largestVoteArgs(catalogue));
  return user;
}

/** That user's ranking rows: 3 per area of every narrative, and the vote's 3 'general'. */
function everyRankingRows(): number {
  return catalogue.narratives.length * LARGEST_SELECTION + MAX_RANKED_PER_CATEGORY;
}

async function rankingRowsOf(userId: Id<"users">) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("userPolicyRankings")
      .withIndex("by_user_narrative_category", (q) => q.eq("userId", userId))
      .collect(),
  );
}

describe("rankings", () => {
  describe("rankings:save", () => {
    test("three policies of an area, named in an array at Convex's 8,192-element limit, replace a full set of rankings", async () => {
      const { userId, as } = await userWithEveryRanking();
      const [category, ids] = [...catalogue.byArea.entries()][4];
      const three = ids.slice(-MAX_RANKED_PER_CATEGORY) as string[];
      const saved = await as.mutation(api.rankings.save, {
        narrativeId: catalogue.narratives[0]._id,
        category,
        policyIds: Array.from({ length: ARRAY_LIMIT }, (_, index) => three[index % three.length]),
      });
      expect(saved).toEqual({ category, policyIds: three });
      expect(await rankingRowsOf(userId)).toHaveLength(everyRankingRows());
    });

    test("one step beyond: a fourth policy is refused with 'Maximum 3 policies can be ranked'", async () => {
      const { as } = await signIn(t);
      const [category, ids] = [...catalogue.byArea.entries()][0];
      await expectAppError(
        as.mutation(api.rankings.save, {
          narrativeId: catalogue.narratives[0]._id,
          category,
          policyIds: ids.slice(0, MAX_RANKED_PER_CATEGORY + 1),
        }),
        "TOO_MANY_RANKED",
        MESSAGES.maxRanked,
      );
    });
  });

  describe("rankings:saveMany", () => {
    test("thirteen areas of three policies each replace a full set of rankings", async () => {
      const { userId, as } = await userWithEveryRanking();
      const rankings = largestRankings(1);
      const saved = await as.mutation(api.rankings.saveMany, {
        narrativeId: catalogue.narratives[0]._id,
        rankings,
      });
      expect(saved).toEqual(rankings);
      expect(await rankingRowsOf(userId)).toHaveLength(everyRankingRows());
    });

    test("one step beyond: a fourteenth ranking is refused with the app's message", async () => {
      const { as } = await signIn(t);
      const rankings = largestRankings();
      await expectAppError(
        as.mutation(api.rankings.saveMany, {
          narrativeId: catalogue.narratives[0]._id,
          rankings: [...rankings, rankings[0]],
        }),
        "INVALID_INPUT",
        MESSAGES.tooManyCategories,
      );
    });

    test("one step beyond: a fourth policy in one area is refused with 'Maximum 3 policies can be ranked'", async () => {
      const { as } = await signIn(t);
      const [first, ...rest] = largestRankings();
      const fourth = catalogue.byArea.get(first.category)![MAX_RANKED_PER_CATEGORY];
      await expectAppError(
        as.mutation(api.rankings.saveMany, {
          narrativeId: catalogue.narratives[0]._id,
          rankings: [{ ...first, policyIds: [...first.policyIds, fourth] }, ...rest],
        }),
        "TOO_MANY_RANKED",
        MESSAGES.maxRanked,
      );
    });
  });
});

type ManifestoFields = ReturnType<typeof largestManifestoFields>;

/** One step beyond each limit of a saved manifesto, all refused with INVALID_INPUT. */
const MANIFESTO_STEPS_BEYOND: {
  beyond: string;
  change: (largest: ManifestoFields) => Partial<ManifestoFields>;
  message: string;
}[] = [
  {
    beyond: `a title of ${MAX_TITLE_LENGTH + 1} characters`,
    change: () => ({ manifestoTitle: heaviestText(MAX_TITLE_LENGTH + 1) }),
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `a description of ${MAX_TEXT_LENGTH + 1} characters`,
    change: () => ({ manifestoDescription: heaviestText(MAX_TEXT_LENGTH + 1) }),
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `AI reasoning of ${MAX_TEXT_LENGTH + 1} characters`,
    change: () => ({ aiReasoning: heaviestText(MAX_TEXT_LENGTH + 1) }),
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `a vision of ${MAX_TEXT_LENGTH + 1} characters`,
    change: () => ({ visionText: heaviestText(MAX_TEXT_LENGTH + 1) }),
    message: MESSAGES.textTooLong,
  },
  {
    beyond: `${MAX_POLICY_IDS_INPUT + 1} policy ids`,
    change: (largest) => ({
      selectedPolicyIds: [...largest.selectedPolicyIds, catalogue.policies[MAX_POLICY_IDS_INPUT]],
    }),
    message: MESSAGES.tooManyPolicies,
  },
  {
    beyond: "a confidence score above 1",
    change: () => ({ confidenceScore: 1.01 }),
    message: MESSAGES.confidenceRange,
  },
];

function manifestoOneStepBeyond(step: (typeof MANIFESTO_STEPS_BEYOND)[number]): ManifestoFields {
  const largest = largestManifestoFields(catalogue);
  return { ...largest, ...step.change(largest) };
}

/** A signed-in user and one of their largest manifestos. */
async function userWithLargestManifesto() {
  const user = await signIn(t);
  const manifesto = await user.as.mutation(
    api.manifestos.create,
    largestManifestoFields(catalogue),
  );
  return { ...user, manifestoId: manifesto._id };
}

describe("manifestos", () => {
  describe("manifestos:create", () => {
    test("the largest manifesto (every text at its limit, 200 policies) is stored well under 1 MiB", async () => {
      const { userId, as } = await signIn(t);
      const created = await as.mutation(api.manifestos.create, largestManifestoFields(catalogue));
      expect(created.policyCount).toBe(MAX_POLICY_IDS_INPUT);
      expect(created.manifestoDescription).toHaveLength(MAX_TEXT_LENGTH);
      const stored = await t.run(async (ctx) => ctx.db.get("userManifestos", created._id));
      expect(stored?.userId).toBe(userId);
      expect(convexBytes(stored)).toBeLessThan(DOCUMENT_LIMIT_BYTES / 4);
    });

    test(`a user with ${MAX_MANIFESTOS_LISTED} largest manifestos (saved before the quotas) is refused one more within the read limit, and their list still reads under 8 MiB`, async () => {
      const { userId, as } = await signIn(t);
      // New accounts reach the bytes quota (5 MiB) at 27 of these; an account from before
      // the quotas may hold more, copied here as the table would hold them.
      const first = await as.mutation(api.manifestos.create, largestManifestoFields(catalogue));
      await t.run(async (ctx) => {
        const stored = await ctx.db.get("userManifestos", first._id);
        const { _id, _creationTime, ...fields } = stored!;
        for (let n = 1; n < MAX_MANIFESTOS_LISTED; n += 1) {
          await ctx.db.insert("userManifestos", fields);
        }
        const usage = await ctx.db
          .query("manifestoUsage")
          .withIndex("by_user", (q) => q.eq("userId", userId))
          .unique();
        await ctx.db.delete("manifestoUsage", usage!._id);
      });
      await expectAppError(
        as.mutation(api.manifestos.create, largestManifestoFields(catalogue)),
        "QUOTA_EXCEEDED",
      );
      const listed = await as.query(api.manifestos.listMine, {});
      expect(listed).toHaveLength(MAX_MANIFESTOS_LISTED);
      // The engine counts bytes read as JSON text; Convex counts UTF-8 bytes, three per
      // "€", so the list's reads are summed here as Convex would count them.
      const bytesRead = await t.run(async (ctx) => {
        const manifestos = await ctx.db
          .query("userManifestos")
          .withIndex("by_user", (q) => q.eq("userId", userId))
          .order("desc")
          .take(MAX_MANIFESTOS_LISTED);
        let bytes = 0;
        for (const manifesto of manifestos) {
          bytes += convexBytes(manifesto);
          if (manifesto.matchedNarrativeId !== null) {
            bytes += convexBytes(await ctx.db.get("narratives", manifesto.matchedNarrativeId));
          }
        }
        return bytes;
      });
      expect(bytesRead).toBeLessThan(READ_LIMIT_BYTES);
    });

    test.each(MANIFESTO_STEPS_BEYOND)(
      "one step beyond: $beyond is refused with the app's message",
      async (step) => {
        const { as } = await signIn(t);
        await expectAppError(
          as.mutation(api.manifestos.create, manifestoOneStepBeyond(step)),
          "INVALID_INPUT",
          step.message,
        );
      },
    );
  });

  describe("manifestos:update", () => {
    test("the largest manifesto is replaced by another of the largest size", async () => {
      const { as, manifestoId } = await userWithLargestManifesto();
      const fields = {
        ...largestManifestoFields(catalogue),
        selectedPolicyIds: catalogue.policies.slice(-MAX_POLICY_IDS_INPUT) as string[],
      };
      const updated = await as.mutation(api.manifestos.update, { id: manifestoId, ...fields });
      expect(updated.selectedPolicyIds).toEqual(fields.selectedPolicyIds);
      expect(updated.visionText).toHaveLength(MAX_TEXT_LENGTH);
    });

    test.each(MANIFESTO_STEPS_BEYOND)(
      "one step beyond: $beyond is refused with the app's message",
      async (step) => {
        const { as, manifestoId } = await userWithLargestManifesto();
        await expectAppError(
          as.mutation(api.manifestos.update, { id: manifestoId, ...manifestoOneStepBeyond(step) }),
          "INVALID_INPUT",
          step.message,
        );
      },
    );
  });

  describe("manifestos:remove", () => {
    test("removes a largest manifesto (its id is the whole input)", async () => {
      const { as, manifestoId } = await userWithLargestManifesto();
      expect(await as.mutation(api.manifestos.remove, { id: manifestoId })).toBeNull();
      expect(await as.query(api.manifestos.get, { id: manifestoId })).toBeNull();
    });
  });

  describe("manifestos:setPublished", () => {
    test("publishes a largest manifesto, whose link then shows all 200 policies", async () => {
      const { as, manifestoId } = await userWithLargestManifesto();
      await as.mutation(api.manifestos.setPublished, { id: manifestoId, published: true });
      const published = await t.run(async (ctx) => ctx.db.get("userManifestos", manifestoId));
      const shared = await t.query(api.manifestos.getShared, { token: published!.shareToken! });
      expect(shared?.policies).toHaveLength(MAX_POLICY_IDS_INPUT);
      expect(shared?.description).toHaveLength(MAX_TEXT_LENGTH);
      await as.mutation(api.manifestos.setPublished, { id: manifestoId, published: false });
      expect(await t.query(api.manifestos.getShared, { token: published!.shareToken! })).toBeNull();
    });
  });
});

/** Rooms one facilitator already runs in the worst state: as many as rooms:mine lists. */
const ROOMS_LISTED = 100;

/** A room of FULL_ROOM_VOTERS voters, by a new owner. */
async function fullRoom() {
  const room = await openRoom();
  await fillRoom(room.code);
  return room;
}

describe("rooms", () => {
  describe("rooms:create", () => {
    test(`a ${ROOM_NAME_MAX_LENGTH}-character name (spaces around it trimmed) and the largest threshold, by a facilitator who already runs ${ROOMS_LISTED} rooms`, async () => {
      const { as } = await signIn(t);
      for (let n = 0; n < ROOMS_LISTED; n += 1) {
        await as.mutation(api.rooms.create, { name: `Workshop ${n}` });
      }
      const name = heaviestText(ROOM_NAME_MAX_LENGTH);
      const { code } = await as.mutation(api.rooms.create, {
        name: `  ${name}\t`,
        threshold: ROOM_THRESHOLD_RANGE.max,
      });
      expect(await as.query(api.rooms.byCode, { code })).toMatchObject({
        name,
        threshold: ROOM_THRESHOLD_RANGE.max,
      });
      expect(await as.query(api.rooms.isOwner, { code })).toBe(true);
    });

    test.each([
      {
        beyond: `a name of ${ROOM_NAME_MAX_LENGTH + 1} characters`,
        args: { name: heaviestText(ROOM_NAME_MAX_LENGTH + 1) },
        message: MESSAGES.roomNameLength,
      },
      {
        beyond: "a threshold above 50",
        args: { name: "Town hall", threshold: ROOM_THRESHOLD_RANGE.max + 1 },
        message: MESSAGES.roomThresholdRange,
      },
    ])("one step beyond: $beyond is refused with the app's message", async (step) => {
      const { as } = await signIn(t);
      await expectAppError(as.mutation(api.rooms.create, step.args), "INVALID_INPUT", step.message);
    });
  });

  describe("rooms:rename", () => {
    test(`a full room takes a ${ROOM_NAME_MAX_LENGTH}-character name; one more character is refused`, async () => {
      const { owner, roomId, code } = await fullRoom();
      const name = heaviestText(ROOM_NAME_MAX_LENGTH);
      expect(await owner.as.mutation(api.rooms.rename, { roomId, name })).toBeNull();
      expect((await t.query(api.rooms.byCode, { code }))?.name).toBe(name);
      await expectAppError(
        owner.as.mutation(api.rooms.rename, { roomId, name: `${name}x` }),
        "INVALID_INPUT",
        MESSAGES.roomNameLength,
      );
    });
  });

  describe("rooms:setAccountsOnly", () => {
    test("a full room switches to accounts only and back (the input is an id and a flag)", async () => {
      const { owner, roomId, code } = await fullRoom();
      await owner.as.mutation(api.rooms.setAccountsOnly, { roomId, accountsOnly: true });
      expect((await t.query(api.rooms.byCode, { code }))?.accountsOnly).toBe(true);
      await owner.as.mutation(api.rooms.setAccountsOnly, { roomId, accountsOnly: false });
      expect((await t.query(api.rooms.byCode, { code }))?.accountsOnly).toBe(false);
    });
  });

  describe("rooms:close", () => {
    test("a full room closes (the input is an id); its votes stay counted", async () => {
      const { owner, roomId, code } = await fullRoom();
      expect(await owner.as.mutation(api.rooms.close, { roomId })).toBeNull();
      expect(await t.query(api.rooms.byCode, { code })).toMatchObject({
        isOpen: false,
        totalVotes: FULL_ROOM_VOTERS,
      });
    });
  });
});

describe("guests", () => {
  /**
   * A ticket of the longest length, unique to the call: a browser makes a fresh random one
   * each time (src/lib/guestUpgrade.ts), and two guests holding the same ticket is a state
   * the app never makes.
   */
  let tickets = 0;
  const longestTicket = () => {
    tickets += 1;
    return `${tickets}-`.padEnd(UPGRADE_TICKET_LENGTH.max, "€");
  };

  describe("guests:prepareUpgrade", () => {
    test(`a ${UPGRADE_TICKET_LENGTH.max}-character ticket is kept, by a guest who has left 50 before`, async () => {
      const { userId, as } = await signInGuest(t);
      for (let n = 0; n < 50; n += 1) {
        await as.mutation(api.guests.prepareUpgrade, { ticket: `${n}`.padStart(36, "0") });
      }
      const ticket = longestTicket();
      expect(await as.mutation(api.guests.prepareUpgrade, { ticket })).toBeNull();
      const kept = await t.run(async (ctx) =>
        ctx.db
          .query("guestUpgrades")
          .withIndex("by_ticket", (q) => q.eq("ticket", ticket))
          .unique(),
      );
      expect(kept?.guestUserId).toBe(userId);
    });

    test(`one step beyond: a ticket of ${UPGRADE_TICKET_LENGTH.max + 1} characters is refused with the app's message`, async () => {
      const { as } = await signInGuest(t);
      await expectAppError(
        as.mutation(api.guests.prepareUpgrade, { ticket: `${longestTicket()}x` }),
        "INVALID_INPUT",
        MESSAGES.invalidUpgradeTicket,
      );
    });
  });

  describe("guests:claimVote", () => {
    test(`an account that has bound ${EARLIER_BINDS} largest votes claims a guest's largest vote in a full room`, async () => {
      const { roomId, code } = await fullRoom();
      const guest = await signInGuest(t);
      const guestVote = await guest.as.mutation(
        api.votes.bind,
        largestVoteArgs(catalogue, 5, code),
      );
      const ticket = longestTicket();
      await guest.as.mutation(api.guests.prepareUpgrade, { ticket });
      const account = await signIn(t);
      for (let turn = 0; turn < EARLIER_BINDS; turn += 1) {
        await account.as.mutation(api.votes.bind, largestVoteArgs(catalogue, turn));
      }

      const claimed = await account.as.mutation(api.guests.claimVote, { ticket });

      expect(claimed).toEqual({ moved: true, room: { code, name: "Town hall" } });
      const active = (await votesOf(account.userId)).filter((vote) => vote.isActive);
      expect(active.map((vote) => vote._id)).toEqual([guestVote.voteId]);
      expect(active[0].selectedPolicyIds).toHaveLength(LARGEST_SELECTION);
      await expectRoomAndNationMatchRecount(roomId);
    });

    test(`one step beyond: a ticket of ${UPGRADE_TICKET_LENGTH.max + 1} characters is refused with the app's message`, async () => {
      const { as } = await signIn(t);
      await expectAppError(
        as.mutation(api.guests.claimVote, { ticket: `${longestTicket()}x` }),
        "INVALID_INPUT",
        MESSAGES.invalidUpgradeTicket,
      );
    });
  });
});

/** The largest summary policy: every text at its limit (zod's limits in summaryInput.ts). */
function largestSummaryPolicy(id: string) {
  return {
    id,
    title: heaviestText(MAX_SUMMARY_FIELD_LENGTH),
    description: heaviestText(MAX_SUMMARY_FIELD_LENGTH),
    category: heaviestText(MAX_SUMMARY_FIELD_LENGTH),
    quadrant: "leap",
    costEstimate: heaviestText(100),
  };
}

/**
 * The largest personal summary request: 100 policies, half of them catalogue policies and
 * half unknown to it (ids of 200 characters), so both the catalogue's facts and the
 * client's text are used.
 */
function largestPersonalSummary() {
  return {
    type: "personal_summary" as const,
    policies: Array.from({ length: MAX_SUMMARY_POLICIES }, (_, index) =>
      largestSummaryPolicy(
        index % 2 === 0 ? catalogue.policies[index] : `unknown-${index}`.padEnd(200, "x"),
      ),
    ),
    narrative: {
      title: heaviestText(MAX_SUMMARY_FIELD_LENGTH),
      description: heaviestText(MAX_SUMMARY_FIELD_LENGTH),
      quadrant: "scale",
    },
    economicSettings: { taxRate: 5, dividend: 50_000, inflation: 12.5 },
  };
}

/** The largest community summary request: 50 narratives and 100 policies at every limit. */
function largestCommunitySummary() {
  const text = heaviestText(MAX_SUMMARY_FIELD_LENGTH);
  return {
    type: "community_summary" as const,
    aggregatedData: {
      totalVotes: 54_500_000,
      quadrantDistribution: { rewild: 25, leap: 25, steady: 25, scale: 25 },
      topNarratives: Array.from({ length: 50 }, () => ({ title: text, percentage: 2 })),
      topPolicies: Array.from({ length: MAX_SUMMARY_POLICIES }, () => ({
        title: text,
        category: text,
        percentage: 1,
      })),
      economicAverages: { taxRate: 5, dividend: 50_000, inflation: 12.5 },
    },
  };
}

describe("ai", () => {
  /** A client id longer than the 100 characters the budget keeps (it is cut, not refused). */
  const clientId = "c".repeat(1_000);

  describe("ai:buildManifesto", () => {
    test(`a vision of ${MAX_VISION_LENGTH} characters gets a manifesto; one more is refused with the app's message`, async () => {
      const { as } = await signIn(t);
      const vision = wordsOfLength(MAX_VISION_LENGTH);
      const result = await as.action(api.ai.buildManifesto, { vision, clientId });
      expect(result.engine).toBe("offline");
      expect(result.selectedPolicies.length).toBeGreaterThan(0);
      await expectAppError(
        as.action(api.ai.buildManifesto, { vision: `${vision}x`, clientId }),
        "INVALID_INPUT",
        AI_MESSAGES.visionTooLong,
      );
    });
  });

  describe("ai:search", () => {
    test(`a query of ${MAX_QUERY_LENGTH} characters is answered; one more gets the app's message`, async () => {
      const { as } = await signIn(t);
      const query = wordsOfLength(MAX_QUERY_LENGTH);
      const result = await as.action(api.ai.search, { query, clientId });
      expect(result.type).not.toBe("error");
      const beyond = await as.action(api.ai.search, { query: `${query}x`, clientId });
      expect(beyond).toMatchObject({ type: "error", response: AI_MESSAGES.queryTooLong });
    });
  });

  describe("ai:summarise", () => {
    test(`a personal summary of ${MAX_SUMMARY_POLICIES} policies with every text at its limit`, async () => {
      const { as } = await signIn(t);
      const result = await as.action(api.ai.summarise, { ...largestPersonalSummary(), clientId });
      expect(result.engine).toBe("offline");
      expect(result.description.length).toBeGreaterThan(0);
    });

    test("a community summary of 50 narratives and 100 policies with every text at its limit", async () => {
      const { as } = await signIn(t);
      const result = await as.action(api.ai.summarise, { ...largestCommunitySummary(), clientId });
      expect(result.engine).toBe("offline");
    });

    test.each([
      {
        beyond: `${MAX_SUMMARY_POLICIES + 1} policies`,
        args: () => {
          const request = largestPersonalSummary();
          return { ...request, policies: [...request.policies, request.policies[0]] };
        },
        message: 'Invalid summary request: check "policies".',
      },
      {
        beyond: `a policy title of ${MAX_SUMMARY_FIELD_LENGTH + 1} characters`,
        args: () => {
          const request = largestPersonalSummary();
          const [first, ...rest] = request.policies;
          return { ...request, policies: [{ ...first, title: `${first.title}x` }, ...rest] };
        },
        message: 'Invalid summary request: check "policies.0.title".',
      },
      {
        beyond: "51 community narratives",
        args: () => {
          const request = largestCommunitySummary();
          const { topNarratives } = request.aggregatedData;
          return {
            ...request,
            aggregatedData: {
              ...request.aggregatedData,
              topNarratives: [...topNarratives, topNarratives[0]],
            },
          };
        },
        message: 'Invalid summary request: check "topNarratives".',
      },
    ])("one step beyond: $beyond is refused with the app's message", async (step) => {
      const { as } = await signIn(t);
      await expectAppError(
        as.action(api.ai.summarise, { ...step.args(), clientId }),
        "INVALID_INPUT",
        step.message,
      );
    });
  });

  describe("ai:communityManifesto", () => {
    test("caches the community manifesto when the nation's tallies count every catalogue entry (no input)", async () => {
      const voters = await signInMany(t, catalogue.narratives.length);
      for (const [turn, voter] of voters.entries()) {
        await voter.as.mutation(api.votes.bind, largestVoteArgs(catalogue, turn));
      }
      const result = await t.action(api.ai.communityManifesto, {});
      expect(result.engine).toBe("offline");
      const cached = await t.run(async (ctx) => ctx.db.query("aiCommunityManifestos").collect());
      expect(cached).toHaveLength(1);
      expect(convexBytes(cached[0])).toBeLessThan(DOCUMENT_LIMIT_BYTES / 4);
    });
  });
});

/** @convex-dev/auth signs its tokens with these (as convex/authHardening.test.ts sets them). */
async function stubAuthKeys() {
  const keys = await generateKeyPair("RS256", { extractable: true });
  vi.stubEnv("JWT_PRIVATE_KEY", (await exportPKCS8(keys.privateKey)).trimEnd().replace(/\n/g, " "));
  vi.stubEnv(
    "JWKS",
    JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(keys.publicKey)) }] }),
  );
  vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
  vi.stubEnv("AUTH_LOG_LEVEL", "ERROR");
}

describe("auth", () => {
  describe("auth:signIn (password)", () => {
    /** RFC 5321's 254 characters. */
    const longestEmail = `${"a".repeat(254 - "@example.org".length)}@example.org`;
    /** 85 three-byte characters and one more byte: MAX_PASSWORD_BYTES exactly. */
    const largestPassword = `${heaviestText(85)}x`;

    function passwordSignIn(flow: "signUp" | "signIn", email: string, password: string) {
      return t.action(api.auth.signIn, { provider: "password", params: { email, password, flow } });
    }

    test("signs up and in with the longest email and the largest password", async () => {
      await stubAuthKeys();
      expect(new TextEncoder().encode(largestPassword).length).toBe(MAX_PASSWORD_BYTES);
      const signedUp = await passwordSignIn("signUp", longestEmail, largestPassword);
      expect(signedUp.tokens?.token).toBeTruthy();
      const signedIn = await passwordSignIn("signIn", longestEmail, largestPassword);
      expect(signedIn.tokens?.token).toBeTruthy();
    });

    test.each([
      {
        beyond: "an email of 255 characters",
        email: `a${longestEmail}`,
        password: largestPassword,
        code: "INVALID_EMAIL",
        message: AUTH_MESSAGES.invalidEmail,
      },
      {
        beyond: `a password of ${MAX_PASSWORD_BYTES + 1} bytes`,
        email: "someone@example.org",
        password: `${largestPassword}x`,
        code: "PASSWORD_TOO_LONG",
        message: PASSWORD_MESSAGES.tooLong,
      },
    ])("one step beyond: $beyond is refused with the app's message", async (step) => {
      await stubAuthKeys();
      for (const flow of ["signUp", "signIn"] as const) {
        await expectAppError(
          passwordSignIn(flow, step.email, step.password),
          step.code,
          step.message,
        );
      }
    });
  });
});
