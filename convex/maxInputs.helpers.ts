/**
 * Fixtures for convex/maxInputs.test.ts: the real catalogue, the largest inputs the
 * public functions accept, and the byte sizes Convex's limits are counted in. Not a
 * function module (two dots in the name), so never deployed.
 */
import { getConvexSize, type Value } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { POLICY_AREAS } from "./domain/areas";
import {
  DIVIDEND_RANGE,
  MAX_RANKED_PER_CATEGORY,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  QUIZ_COORDINATE_RANGE,
  TAX_RATE_RANGE,
} from "./domain/voteRules";
import { MAX_POLICY_IDS_INPUT } from "./model/policies";
import { insertUserWithSession, makeConvex, type TestConvex } from "./test.helpers";

/**
 * The length checks count UTF-16 code units; Convex's limits count UTF-8 bytes. "€"
 * (U+20AC) is one unit and three bytes, the most bytes a unit can weigh, so text made of
 * it is the heaviest text a length check lets through.
 */
const HEAVIEST_CHARACTER = "€";

/** Text of exactly `length` characters (code units), each three UTF-8 bytes. */
export function heaviestText(length: number): string {
  return HEAVIEST_CHARACTER.repeat(length);
}

/** Convex's size of a value in bytes (UTF-8 strings), as its limits count it. */
export function convexBytes(value: unknown): number {
  return getConvexSize(value as Value);
}

/** A test backend with the real catalogue (16 narratives, 242 policies), as deployed. */
export async function setupWithRealCatalogue(): Promise<TestConvex> {
  const t = makeConvex();
  await t.mutation(internal.seed.ensureCatalogue, {});
  return t;
}

export interface CatalogueIds {
  narratives: Doc<"narratives">[];
  /** Policy ids of each of the 13 areas, by category name, in table order. */
  byArea: Map<string, Id<"policies">[]>;
  /** Every policy id, area by area. */
  policies: Id<"policies">[];
}

/** The loaded catalogue's narratives and policy ids. */
export async function catalogueIds(t: TestConvex): Promise<CatalogueIds> {
  return await t.run(async (ctx) => {
    const narratives = await ctx.db.query("narratives").collect();
    const byArea = new Map<string, Id<"policies">[]>(POLICY_AREAS.map((area) => [area.name, []]));
    for (const policy of await ctx.db.query("policies").collect()) {
      byArea.get(policy.category)?.push(policy._id);
    }
    return { narratives, byArea, policies: [...byArea.values()].flat() };
  });
}

/**
 * The most policies a vote may select: three in each of the 13 areas (39). `turn` rotates
 * through each area's policies, so that successive turns together select all of them.
 */
export function largestSelection(catalogue: CatalogueIds, turn = 0): Id<"policies">[] {
  return [...catalogue.byArea.values()].flatMap((ids) =>
    Array.from(
      { length: MAX_RANKED_PER_CATEGORY },
      (_, rank) => ids[(turn * MAX_RANKED_PER_CATEGORY + rank) % ids.length],
    ),
  );
}

/**
 * `ids` padded with repeats to the longest id list a caller may send (MAX_POLICY_IDS_INPUT);
 * repeats are dropped by the server, so the policies chosen stay the same.
 */
export function paddedToInputLimit(ids: readonly string[]): string[] {
  return Array.from({ length: MAX_POLICY_IDS_INPUT }, (_, index) => ids[index % ids.length]);
}

/** The largest manifesto a vote may carry: every text at its limit, in the heaviest text. */
export function largestVoteManifesto() {
  return {
    title: heaviestText(MAX_TITLE_LENGTH),
    text: heaviestText(MAX_TEXT_LENGTH),
    aiReasoning: heaviestText(MAX_TEXT_LENGTH),
    confidenceScore: 1,
  };
}

/**
 * The largest vote: 200 ids naming 39 policies (three in each area), the top of every
 * slider, a quiz corner and the largest manifesto; in the room with `roomCode` if given.
 */
export function largestVoteArgs(catalogue: CatalogueIds, turn = 0, roomCode?: string) {
  return {
    narrativeId: catalogue.narratives[turn % catalogue.narratives.length]._id,
    selectedPolicyIds: paddedToInputLimit(largestSelection(catalogue, turn)),
    taxRate: TAX_RATE_RANGE.max,
    dividend: DIVIDEND_RANGE.max,
    quizCoordinates: {
      x: QUIZ_COORDINATE_RANGE.max as number,
      y: QUIZ_COORDINATE_RANGE.min as number,
    },
    manifesto: largestVoteManifesto(),
    ...(roomCode === undefined ? {} : { roomCode }),
  };
}

/** The largest saved manifesto: every text at its limit, 200 policies, a narrative. */
export function largestManifestoFields(catalogue: CatalogueIds) {
  return {
    manifestoTitle: heaviestText(MAX_TITLE_LENGTH),
    manifestoDescription: heaviestText(MAX_TEXT_LENGTH),
    aiReasoning: heaviestText(MAX_TEXT_LENGTH),
    visionText: heaviestText(MAX_TEXT_LENGTH),
    selectedPolicyIds: catalogue.policies.slice(0, MAX_POLICY_IDS_INPUT) as string[],
    matchedNarrativeId: catalogue.narratives[0]._id as string,
    confidenceScore: 1,
  };
}

/**
 * Signed-in users made in one transaction, each with consent to the privacy notice (users and sessions, as signIn in
 * convex/test.helpers.ts makes one), for states with many voters.
 */
export async function signInMany(t: TestConvex, count: number) {
  const sessions = await t.run(async (ctx) => {
    const made = [];
    for (let n = 0; n < count; n += 1) {
      const email = `voter${n}.${Math.random()}@example.com`;
      made.push(await insertUserWithSession(ctx, { email }));
    }
    return made;
  });
  return sessions.map(({ userId, sessionId }) => ({
    userId,
    as: t.withIdentity({ subject: `${userId}|${sessionId}` }),
  }));
}

/**
 * Text of exactly `length` characters made of words (for the AI engines, which read
 * words), with no space at either end, so trimming keeps the length.
 */
export function wordsOfLength(length: number): string {
  const sentence = "Rewild the land, fund health care and build affordable homes for everyone. ";
  return `${sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length - 1)}.`;
}
