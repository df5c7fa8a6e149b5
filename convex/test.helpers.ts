/**
 * Shared test helpers: a test backend with a small deterministic catalogue,
 * signed-in users, and a full recount of the community tallies.
 */
import { uk } from "./catalogue/costing";
import { convexTest } from "convex-test";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { sqliteTest } from "../server/engine/sqlite/testing";
import { ConvexError } from "convex/values";
import { expect } from "vitest";
import type { CatalogueSection, CataloguePolicy } from "./catalogue/types";
import { api } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";
import { env } from "./_generated/server";
import { modules } from "./test.setup";
import { POLICY_AREAS, QUADRANTS, type AreaId, type Quadrant } from "./domain/areas";
import { PRIVACY_NOTICE_VERSION } from "./domain/privacy";
import { loadCatalogue } from "./model/catalogue";
import { foldTallyDeltas, NATIONAL_SCOPE } from "./model/tallies";
import { recountScope } from "./recount.helpers";

const makeConvexTest = () => convexTest(schema, modules);
export type TestConvex = ReturnType<typeof makeConvexTest>;

/**
 * A fresh test backend: the embedded SQLite engine (the backend's own, with Convex's
 * limits) through its adapter, which has convex-test's `query`/`mutation`/`action`/`run`/
 * `withIdentity`; with ENGINE=convex-test, convex-test itself (the oracle).
 */
export function makeConvex(): TestConvex {
  if (env.ENGINE === "convex-test") return makeConvexTest();
  return sqliteTest(schema, modules) as unknown as TestConvex;
}

function fixturePolicy(quadrant: Quadrant, areaId: AreaId, n: number): CataloguePolicy {
  return {
    key: `${quadrant}-${areaId}-${n}`,
    title: `${quadrant} ${areaId} policy ${n}`,
    description: `A ${quadrant} approach to ${areaId}, option ${n}.`,
    area: areaId,
    costEstimate: n === 1 ? "£2bn" : "£500m",
    costBasis: "Test fixture.",
    costing: uk(),
    quadrant,
    resourceDemandTags: ["public-funds"],
    distributionTags: ["universal"],
    pressureModifiers: {
      shortTermDemand: 0.4,
      shortTermSupply: 0.2,
      bottleneckRisk: 0.1,
      importLeakage: 0.1,
      timeLagMonths: 12,
    },
    popularityScore: 50 + n,
  };
}

/**
 * Eight narratives (two per quadrant) with two policies per area each: policy 1 of the
 * quadrant is the default for the first narrative, policy 2 for the second.
 */
export function fixtureCatalogue(): CatalogueSection {
  const policies: CataloguePolicy[] = [];
  for (const quadrant of QUADRANTS) {
    for (const area of POLICY_AREAS) {
      policies.push(fixturePolicy(quadrant, area.id, 1), fixturePolicy(quadrant, area.id, 2));
    }
  }
  const narratives = QUADRANTS.flatMap((quadrant, q) =>
    [1, 2].map((n) => ({
      key: `${quadrant}-narrative-${n}`,
      title: `${quadrant} narrative ${n}`,
      description: `The ${quadrant} story, number ${n}.`,
      quadrant,
      popularityScore: 90 - q * 10 - n,
      policies: Object.fromEntries(
        POLICY_AREAS.map((area) => [
          area.id,
          n === 1
            ? [`${quadrant}-${area.id}-1`, `${quadrant}-${area.id}-2`]
            : [`${quadrant}-${area.id}-2`, `${quadrant}-${area.id}-1`],
        ]),
      ) as Record<AreaId, string[]>,
    })),
  );
  return { narratives, policies };
}

/** A convex-test instance with the fixture catalogue loaded. */
export async function setupWithCatalogue() {
  const t = makeConvex();
  await t.run(async (ctx) => {
    await loadCatalogue(ctx, fixtureCatalogue());
  });
  return t;
}

/** How long a test session lasts (ms): longer than any test. */
const TEST_SESSION_MS = 24 * 60 * 60_000;

/**
 * Who signs in for a test: with `consent` (the default) their consent to the current privacy
 * notice is recorded, as the vote's consent box would (docs/privacy.md "Consent").
 */
export interface SignInOptions {
  consent?: boolean;
}

/** What `t.run` hands its function: a mutation's context. */
type RunCtx = Parameters<Parameters<TestConvex["run"]>[0]>[0];

/**
 * Inserts `user` with a session lasting longer than any test and, with `consent`, their
 * consent to the current privacy notice; returns the two ids.
 */
export async function insertUserWithSession(
  ctx: RunCtx,
  user: { isAnonymous: true } | { email: string },
  consent = true,
) {
  const userId = await ctx.db.insert("users", user);
  if (consent) {
    await ctx.db.insert("consents", {
      userId,
      version: PRIVACY_NOTICE_VERSION,
      givenAt: Date.now(),
    });
  }
  const sessionId = await ctx.db.insert("authSessions", {
    userId,
    expirationTime: Date.now() + TEST_SESSION_MS,
  });
  return { userId, sessionId };
}

/** Inserts `user` as insertUserWithSession does; returns a client signed in as them. */
async function insertSignedIn(
  t: TestConvex,
  user: { isAnonymous: true } | { email: string },
  consent: boolean,
) {
  const { userId, sessionId } = await t.run((ctx) => insertUserWithSession(ctx, user, consent));
  const as = t.withIdentity({ subject: `${userId}|${sessionId}` });
  return { userId, sessionId, as };
}

/** Inserts a guest with a session (as the Anonymous provider does) and returns a client signed in as them. */
export async function signInGuest(t: TestConvex, { consent = true }: SignInOptions = {}) {
  return insertSignedIn(t, { isAnonymous: true }, consent);
}

/**
 * Inserts a user with a session (as @convex-dev/auth does on sign-in) and returns a
 * client signed in as them; `sessionId` lets a test end the session.
 */
export async function signIn(
  t: TestConvex,
  email = `user${Math.random()}@example.com`,
  { consent = true }: SignInOptions = {},
) {
  return insertSignedIn(t, { email }, consent);
}

/**
 * A password sign-up or sign-in through the auth action (the real provider, throttles and
 * all), from the client address `ip` when one is given.
 */
export function passwordSignIn(
  t: TestConvex,
  flow: "signUp" | "signIn",
  email: string,
  password: string,
  ip: string | null = null,
) {
  const client = ip === null ? t : t.withRequestMetadata({ ip });
  return client.action(api.auth.signIn, {
    provider: "password",
    params: { email, password, flow },
  });
}

/** What a refused call threw (its ConvexError data), or fails the test if it succeeded. */
export async function refusal(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    return (error as { data: Record<string, unknown> }).data;
  }
  throw new Error("Expected the call to be refused");
}

export async function narrativeByKey(t: TestConvex, key: string): Promise<Doc<"narratives">> {
  const narrative = await t.run(async (ctx) =>
    ctx.db
      .query("narratives")
      .withIndex("by_catalogueKey", (q) => q.eq("catalogueKey", key))
      .unique(),
  );
  if (!narrative) throw new Error(`No narrative ${key}`);
  return narrative;
}

export async function policyByKey(t: TestConvex, key: string): Promise<Doc<"policies">> {
  const policy = await t.run(async (ctx) =>
    ctx.db
      .query("policies")
      .withIndex("by_catalogueKey", (q) => q.eq("catalogueKey", key))
      .unique(),
  );
  if (!policy) throw new Error(`No policy ${key}`);
  return policy;
}

/** Ids of the given policy keys. */
export async function policyIds(t: TestConvex, keys: string[]): Promise<Id<"policies">[]> {
  const ids: Id<"policies">[] = [];
  for (const key of keys) ids.push((await policyByKey(t, key))._id);
  return ids;
}

/**
 * A scope's community tallies as the app reads them (its shards summed), and as recounted
 * from every active vote that counts in it (convex/recount.helpers.ts).
 */
export async function tallySnapshot(t: TestConvex, scope: string = NATIONAL_SCOPE) {
  return await t.run(async (ctx) => await recountScope(ctx, scope));
}

/**
 * Folds tally deltas into their summaries as the cron does (convex/tallies.ts), `limit`
 * per fold, until none is left or `folds` folds have run; returns how many folds ran.
 */
export async function foldTallies(t: TestConvex, limit?: number, folds = Infinity) {
  let ran = 0;
  while (ran < folds) {
    ran++;
    // Every delta, even one created in this very millisecond (the cron's fold leaves those
    // to the next).
    const fold = (ctx: Parameters<typeof foldTallyDeltas>[0]) =>
      foldTallyDeltas(ctx, limit, Number.MAX_SAFE_INTEGER);
    if (!(await t.run(async (ctx) => await fold(ctx))).more) break;
  }
  return ran;
}

/** Asserts that a scope's stored tallies equal the recount from its active votes. */
export function expectTalliesMatchRecount(snapshot: Awaited<ReturnType<typeof tallySnapshot>>) {
  const { stored, recount } = snapshot;
  expect(stored.totalVotes).toBe(recount.totalVotes);
  expect(stored.quadrantCounts).toEqual(recount.quadrantCounts);
  expect(stored.taxRateSum).toBeCloseTo(recount.taxRateSum, 6);
  expect(stored.dividendSum).toBeCloseTo(recount.dividendSum, 6);
  expect(stored.inflationSum).toBeCloseTo(recount.inflationSum, 6);
  expect(stored.narratives).toEqual(recount.narratives);
  expect(stored.policies).toEqual(recount.policies);
  expect(stored.positionCounts).toEqual(recount.positionCounts);
  expect(stored.guestVotes).toBe(recount.guestVotes);
}

/** Asserts that a call fails with ConvexError({ code, message }). */
export async function expectAppError(
  call: Promise<unknown>,
  code: string,
  message?: string,
): Promise<void> {
  let caught: unknown = undefined;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof ConvexError)) {
    throw new Error(`Expected ConvexError ${code}, got ${String(caught)}`);
  }
  const data = caught.data as { code?: string; message?: string };
  expect(data.code).toBe(code);
  if (message !== undefined) expect(data.message).toBe(message);
}

/** Asserts that a call is refused by argument validation (not a ConvexError). */
export async function expectValidationError(call: Promise<unknown>): Promise<void> {
  let caught: unknown = undefined;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(Error);
  expect(caught).not.toBeInstanceOf(ConvexError);
  expect(String(caught)).toMatch(
    /Validator error|validator|ArgumentValidationError|Value does not match/i,
  );
}

/** Bind arguments for a narrative's defaults in the first `areas` areas. */
export async function defaultVoteArgs(
  t: TestConvex,
  narrativeKey: string,
  areas = 13,
  overrides: Partial<{ taxRate: number; dividend: number }> = {},
) {
  const narrative = await narrativeByKey(t, narrativeKey);
  const quadrant = narrative.quadrant;
  const n = narrativeKey.endsWith("-2") ? 2 : 1;
  const keys = POLICY_AREAS.slice(0, areas).map((area) => `${quadrant}-${area.id}-${n}`);
  return {
    narrativeId: narrative._id,
    selectedPolicyIds: (await policyIds(t, keys)) as string[],
    taxRate: overrides.taxRate ?? 1.2,
    dividend: overrides.dividend ?? 3000,
  };
}

/**
 * The signing keys and site URL @convex-dev/auth needs to issue tokens, for tests that
 * run the real sign-in action: call once in `beforeAll`.
 */
export async function installAuthKeys(): Promise<void> {
  /* eslint-disable @convex-dev/no-process-env -- @convex-dev/auth reads these from process.env */
  const keys = await generateKeyPair("RS256", { extractable: true });
  process.env.JWT_PRIVATE_KEY = (await exportPKCS8(keys.privateKey)).trimEnd().replace(/\n/g, " ");
  process.env.JWKS = JSON.stringify({
    keys: [{ use: "sig", ...(await exportJWK(keys.publicKey)) }],
  });
  process.env.CONVEX_SITE_URL = "http://127.0.0.1:3211";
  process.env.AUTH_LOG_LEVEL = "ERROR";
  /* eslint-enable @convex-dev/no-process-env */
}

/**
 * The rules of a room's threshold (docs/rooms.md "Threshold by network"): its source rows
 * equal a recount of its counted active votes by `roomSource`, and a room with an active
 * held vote has fewer account sources than its threshold (only accounts' votes are held).
 */
export async function expectRoomSourcesHold(t: TestConvex, roomId: Id<"rooms">): Promise<void> {
  const { room, votes, rows } = await t.run(async (ctx) => ({
    room: await ctx.db.get("rooms", roomId),
    votes: await ctx.db
      .query("userVotes")
      .withIndex("by_active", (q) => q.eq("isActive", true))
      .collect(),
    rows: await ctx.db
      .query("roomGuestSources")
      .withIndex("by_room_source", (q) => q.eq("roomId", roomId).eq("kind", "network"))
      .collect(),
  }));
  const recount = new Map<string, { votes: number; accountVotes: number }>();
  for (const vote of votes) {
    if (vote.roomId !== roomId || vote.pendingApproval === true) continue;
    if (vote.roomSource === undefined) continue;
    const entry = recount.get(vote.roomSource) ?? { votes: 0, accountVotes: 0 };
    entry.votes += 1;
    if (vote.isGuest !== true) entry.accountVotes += 1;
    recount.set(vote.roomSource, entry);
  }
  const stored = new Map(
    rows
      .filter((row) => (row.votes ?? 0) > 0)
      .map((row) => [row.source, { votes: row.votes ?? 0, accountVotes: row.accountVotes ?? 0 }]),
  );
  expect(stored).toEqual(recount);
  const accountSources = [...recount.values()].filter((entry) => entry.accountVotes > 0).length;
  for (const vote of votes) {
    if (vote.heldFromNational !== true) continue;
    expect(vote.isGuest).not.toBe(true);
    if (vote.roomId === roomId) expect(accountSources).toBeLessThan(room?.threshold ?? 0);
  }
}
