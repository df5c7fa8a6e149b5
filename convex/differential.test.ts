/**
 * The SQLite engine against convex-test (the oracle): the same random sequences of the
 * app's mutations and queries, by several signed-in users, must give identical results
 * and leave identical documents on both. Times (`_creationTime`, `…At`, ISO dates) differ
 * between runs and are compared as "a time". Ids differ too (the engine's carry random
 * bits, convex-test's are a counter): each engine's ids are named by table and order of
 * creation (`<users#2>`), wherever they appear, so results compare modulo ids.
 */
import { PRIVACY_NOTICE_VERSION } from "./domain/privacy";
import fc from "fast-check";
import { convexTest } from "convex-test";
import { ConvexError } from "convex/values";
import { describe, expect, test } from "vitest";
import { sqliteTest } from "../server/engine/sqlite/testing";
import { api } from "./_generated/api";
import { POLICY_AREAS, QUADRANTS } from "./domain/areas";
import { loadCatalogue } from "./model/catalogue";
import schema from "./schema";
import { fixtureCatalogue, type TestConvex } from "./test.helpers";
import { modules } from "./test.setup";

const USERS = 3;
const NARRATIVE_KEYS = QUADRANTS.flatMap((quadrant) =>
  [1, 2].map((n) => `${quadrant}-narrative-${n}`),
);
const POLICY_KEYS = QUADRANTS.flatMap((quadrant) =>
  POLICY_AREAS.flatMap((area) => [1, 2].map((n) => `${quadrant}-${area.id}-${n}`)),
);
const TABLES = Object.keys((schema as unknown as { tables: Record<string, unknown> }).tables);

type Command =
  | {
      kind: "bind" | "submit";
      user: number;
      narrative: number;
      policies: number[];
      taxRate: number;
      dividend: number;
    }
  | { kind: "rank"; user: number; narrative: number; area: number; policies: number[] }
  | { kind: "manifesto"; user: number; title: string; policies: number[] }
  | { kind: "removeManifesto"; user: number }
  | { kind: "read"; user: number | null };

const user = fc.integer({ min: 0, max: USERS - 1 });
const policies = fc.array(fc.integer({ min: 0, max: POLICY_KEYS.length - 1 }), { maxLength: 8 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("bind" as const, "submit" as const),
    user,
    narrative: fc.integer({ min: 0, max: NARRATIVE_KEYS.length - 1 }),
    policies,
    taxRate: fc.constantFrom(0, 0.5, 1.2, 5, 7),
    dividend: fc.constantFrom(0, 1000, 3000, 60_000),
  }),
  fc.record({
    kind: fc.constant("rank" as const),
    user,
    narrative: fc.integer({ min: 0, max: NARRATIVE_KEYS.length - 1 }),
    area: fc.integer({ min: 0, max: POLICY_AREAS.length - 1 }),
    policies,
  }),
  fc.record({
    kind: fc.constant("manifesto" as const),
    user,
    title: fc.string({ maxLength: 12 }),
    policies,
  }),
  fc.record({ kind: fc.constant("removeManifesto" as const), user }),
  fc.record({ kind: fc.constant("read" as const), user: fc.option(user, { nil: null }) }),
);

const ISO_TIME = /^\d{4}-\d\d-\d\dT[\d:.]+Z$/;

/** Each id an engine has made, by its name: table and order of creation (`<users#2>`). */
type IdNames = Map<string, string>;
/** Anything that may be an id or hold one (a scope such as `room:<id>`, a token subject). */
const ID_CANDIDATE = /[0-9A-Za-z_]{20,}/g;

/** Values with times and ids replaced, so that two engines' runs compare equal. */
function normalise(value: unknown, names: IdNames, key = ""): unknown {
  if (typeof value === "string") {
    if (ISO_TIME.test(value)) return "<time>";
    return value.replace(ID_CANDIDATE, (candidate) => names.get(candidate) ?? candidate);
  }
  if (typeof value === "number" && /(_creationTime|At|Time|Updated)$/.test(key)) return "<time>";
  if (Array.isArray(value)) return value.map((item) => normalise(item, names));
  if (value !== null && typeof value === "object" && !(value instanceof ArrayBuffer)) {
    return Object.fromEntries(
      Object.entries(value).map(([field, inner]) => [
        normalise(field, names),
        normalise(inner, names, field),
      ]),
    );
  }
  return value;
}

async function outcome(call: () => Promise<unknown>, names: () => Promise<IdNames>) {
  try {
    const value = await call();
    return { ok: normalise(value, await names()) };
  } catch (error) {
    if (error instanceof ConvexError) return { convexError: normalise(error.data, await names()) };
    const text = normalise(String(error).split("\n")[0], await names()) as string;
    return { error: text.slice(0, 80) };
  }
}

/** One engine's world: the fixture catalogue, USERS signed-in users, ids by key. */
async function world(t: TestConvex) {
  await t.run(async (ctx) => {
    await loadCatalogue(ctx, fixtureCatalogue());
  });
  const ids = await t.run(async (ctx) => ({
    narratives: Object.fromEntries(
      (await ctx.db.query("narratives").collect()).map((n) => [n.catalogueKey, n._id]),
    ),
    policies: Object.fromEntries(
      (await ctx.db.query("policies").collect()).map((p) => [p.catalogueKey, p._id]),
    ),
  }));
  const users: ReturnType<TestConvex["withIdentity"]>[] = [];
  for (let i = 0; i < USERS; i++) {
    const userId = await t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { email: `u${i}@example.com` });
      await ctx.db.insert("consents", {
        userId: id,
        version: PRIVACY_NOTICE_VERSION,
        givenAt: Date.now(),
      });
      return id;
    });
    users.push(t.withIdentity({ subject: `${userId}|session-${userId}` }));
  }
  // Names for the ids made since the last call, table by table in order of creation.
  const names: IdNames = new Map();
  const counts = new Map<string, number>();
  const nameIds = async () => {
    const fresh = await t.run(async (ctx) => {
      const all: [string, string][] = [];
      for (const table of TABLES) {
        for (const doc of await ctx.db.query(table as "users").collect()) {
          all.push([table, doc._id]);
        }
      }
      return all;
    });
    for (const [table, id] of fresh) {
      if (names.has(id)) continue;
      const n = (counts.get(table) ?? 0) + 1;
      counts.set(table, n);
      names.set(id, `<${table}#${n}>`);
    }
    return names;
  };
  await nameIds();
  const policyIds = (picks: number[]) => picks.map((i) => ids.policies[POLICY_KEYS[i]] as string);
  const narrativeId = (i: number) => ids.narratives[NARRATIVE_KEYS[i]];

  const run = async (c: Command) => {
    switch (c.kind) {
      case "bind":
      case "submit":
        return outcome(
          () =>
            users[c.user].mutation(api.votes[c.kind], {
              narrativeId: narrativeId(c.narrative),
              selectedPolicyIds: policyIds(c.policies),
              taxRate: c.taxRate,
              dividend: c.dividend,
            }),
          nameIds,
        );
      case "rank":
        return outcome(
          () =>
            users[c.user].mutation(api.rankings.save, {
              narrativeId: narrativeId(c.narrative),
              category: POLICY_AREAS[c.area].id,
              policyIds: policyIds(c.policies),
            }),
          nameIds,
        );
      case "manifesto":
        return outcome(
          () =>
            users[c.user].mutation(api.manifestos.create, {
              manifestoTitle: c.title,
              selectedPolicyIds: policyIds(c.policies),
            }),
          nameIds,
        );
      case "removeManifesto":
        return outcome(async () => {
          const mine = await users[c.user].query(api.manifestos.listMine, {});
          if (mine.length > 0)
            await users[c.user].mutation(api.manifestos.remove, { id: mine[0]._id });
          return mine.length;
        }, nameIds);
      case "read": {
        const as = c.user === null ? t : users[c.user];
        return outcome(
          async () => ({
            myActive: await as.query(api.votes.myActive, {}),
            overview: await as.query(api.community.overview, {}),
            presenter: await as.query(api.community.presenter, {}),
            progress: await as.query(api.progress.summary, {}),
            rankings: await as.query(api.rankings.listMine, {}),
            manifestos: await as.query(api.manifestos.listMine, {}),
          }),
          nameIds,
        );
      }
    }
  };
  const documents = async () => {
    const names = await nameIds();
    return t.run(async (ctx) => {
      const all: Record<string, unknown> = {};
      for (const table of TABLES) {
        all[table] = normalise(await ctx.db.query(table as "users").collect(), names);
      }
      return all;
    });
  };
  return { run, documents };
}

describe("the SQLite engine against convex-test", () => {
  test("random sequences of the app's mutations and queries give identical results and documents", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20 }), async (commands) => {
        const oracle = await world(convexTest(schema, modules));
        const candidate = await world(sqliteTest(schema, modules) as unknown as TestConvex);
        for (const c of commands) {
          expect(await candidate.run(c), JSON.stringify(c)).toEqual(await oracle.run(c));
        }
        expect(await candidate.documents()).toEqual(await oracle.documents());
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
