/**
 * What a bind costs the engine, counted (docs/embedded-backend.md "Cost per bind"): the
 * syscalls `votes:bind` makes through the `convex` package and the SQLite statements it
 * runs, on the app's own functions over the SQLite engine. The selected policies' costs
 * come from the one `policyCosts` row (convex/model/policies.ts `resolveVotePolicies`),
 * not from each policy, and the voter's user document is read once. The row follows the
 * policies through a catalogue load, and a missing or stale row falls back to the policies.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { POLICY_AREAS } from "../../convex/domain/areas";
import schema from "../../convex/schema";
import { modules } from "../../convex/test.setup";
import {
  defaultVoteArgs,
  fixtureCatalogue,
  insertUserWithSession,
  type TestConvex,
} from "../../convex/test.helpers";
import { loadCatalogue, writePolicyCosts } from "../../convex/model/catalogue";
import { calls } from "../../server/engine/sqlite/transaction";
import { sqliteTest, type SqliteTest } from "../../server/engine/sqlite/testing";

async function setup() {
  const t = sqliteTest(schema, modules);
  await t.run(async (ctx) => {
    await loadCatalogue(ctx, fixtureCatalogue());
  });
  return t;
}

async function signedIn(t: SqliteTest) {
  const { userId, sessionId } = await t.run((ctx) =>
    insertUserWithSession(ctx, { email: `voter${Math.random()}@example.com` }),
  );
  return t.withIdentity({ subject: `${userId}|${sessionId}` });
}

interface Counted {
  /** Syscalls by name, `1.0/get` and `1.0/db/normalizeId` by table as well ("1.0/get users"). */
  syscalls: Map<string, number>;
  total: number;
  statements: number;
}

/**
 * Runs `body`, counting the syscalls made by `votes:bind` (not by scheduled jobs running
 * meanwhile) and every SQLite statement run.
 */
async function counted(t: SqliteTest, body: () => Promise<unknown>): Promise<Counted> {
  const engine = t.engine;
  const syscalls = new Map<string, number>();
  let total = 0;
  const count = (op: string, args: Record<string, unknown>) => {
    if (calls.getStore()?.udfPath !== "votes:bind") return;
    total++;
    syscalls.set(op, (syscalls.get(op) ?? 0) + 1);
    if (op === "1.0/get" || op === "1.0/db/normalizeId") {
      const table = (args.table as string | undefined) ?? engine.ids.tableOf(String(args.id));
      const key = `${op} ${table}`;
      syscalls.set(key, (syscalls.get(key) ?? 0) + 1);
    }
  };
  const proto = Object.getPrototypeOf(engine.store.db.prepare("SELECT 1")) as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const originals = { run: proto.run, get: proto.get, all: proto.all, iterate: proto.iterate };
  let statements = 0;
  for (const [name, original] of Object.entries(originals)) {
    proto[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return original.apply(this, args);
    };
  }
  engine.syscall = (op, args) => {
    count(op, args);
    return Object.getPrototypeOf(engine).syscall.call(engine, op, args);
  };
  engine.asyncSyscall = (op, args) => {
    count(op, args);
    return Object.getPrototypeOf(engine).asyncSyscall.call(engine, op, args);
  };
  try {
    await body();
  } finally {
    Object.assign(proto, originals);
    delete (engine as { syscall?: unknown }).syscall;
    delete (engine as { asyncSyscall?: unknown }).asyncSyscall;
  }
  return { syscalls, total, statements };
}

const n = (c: Counted, key: string) => c.syscalls.get(key) ?? 0;

describe("what a bind reads", () => {
  it("reads no policy document and the voter's user document once", async () => {
    const t = await setup();
    const as = await signedIn(t);
    const args = await defaultVoteArgs(t as unknown as TestConvex, "leap-narrative-1");
    expect(args.selectedPolicyIds).toHaveLength(13);
    // The first bind also makes the profile; the second is a steady one.
    const first = await counted(t, () => as.mutation(api.votes.bind, args));
    const second = await counted(t, () => as.mutation(api.votes.bind, args));
    for (const bind of [first, second]) {
      expect(n(bind, "1.0/get policies")).toBe(0);
      expect(n(bind, "1.0/db/normalizeId policies")).toBe(0);
      expect(n(bind, "1.0/get users")).toBe(1);
      expect(n(bind, "1.0/getUserIdentity")).toBe(1);
    }
    // Before the costs row (counted here, 28 November 2026): 65 syscalls and 21 statements in
    // the steady bind, 26 of the syscalls for the 13 policies, 3 reads of the voter and 2
    // identities; now 40 and 22 (the row's query is the one statement more).
    expect(second.total).toBeLessThanOrEqual(40);
    // The documents a commit writes are upserted by one statement (issue 36): 22 → 20 here.
    expect(second.statements).toBeLessThanOrEqual(20);
  });

  it("takes the costs a catalogue load gives the policies", async () => {
    const t = await setup();
    const as = await signedIn(t);
    const args = await defaultVoteArgs(t as unknown as TestConvex, "leap-narrative-1", 3);
    const before = await as.mutation(api.votes.bind, args);
    // Policy 1 of each area costs £2bn in the fixture; a reload makes the first £7bn.
    const catalogue = fixtureCatalogue();
    const edited = catalogue.policies.find(
      (policy) => policy.key === `leap-${POLICY_AREAS[0].id}-1`,
    )!;
    expect(args.selectedPolicyIds).toContain(
      await t.run(async (ctx) =>
        ctx.db
          .query("policies")
          .withIndex("by_catalogueKey", (q) => q.eq("catalogueKey", edited.key))
          .unique()
          .then((policy) => policy!._id as string),
      ),
    );
    edited.costEstimate = "£7bn";
    await t.run(async (ctx) => {
      await loadCatalogue(ctx, catalogue);
    });
    const after = await as.mutation(api.votes.bind, args);
    expect(after.totalPolicyCost - before.totalPolicyCost).toBe(5e9);
  });

  it("falls back to the policies when the row is missing, and a rebuild brings it back", async () => {
    const t = await setup();
    const as = await signedIn(t);
    const args = await defaultVoteArgs(t as unknown as TestConvex, "steady-narrative-2", 5);
    const withRow = await as.mutation(api.votes.bind, args);
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("policyCosts").collect()) {
        await ctx.db.delete("policyCosts", row._id as Id<"policyCosts">);
      }
    });
    const without = await counted(t, async () => {
      const receipt = await as.mutation(api.votes.bind, args);
      expect(receipt.totalPolicyCost).toBe(withRow.totalPolicyCost);
      expect(receipt.inflation).toBe(withRow.inflation);
      expect(receipt.selectedPolicyIds).toEqual(withRow.selectedPolicyIds);
    });
    expect(n(without, "1.0/get policies")).toBe(5);
    expect(await t.run((ctx) => writePolicyCosts(ctx))).toBe(true);
    expect(await t.run((ctx) => writePolicyCosts(ctx))).toBe(false);
    const rebuilt = await counted(t, () => as.mutation(api.votes.bind, args));
    expect(n(rebuilt, "1.0/get policies")).toBe(0);
  });

  it("drops unknown, malformed and repeated ids as before, and reads a policy the row lacks", async () => {
    const t = await setup();
    const as = await signedIn(t);
    const args = await defaultVoteArgs(t as unknown as TestConvex, "rewild-narrative-1", 2);
    const [first, second] = args.selectedPolicyIds;
    // A policy inserted by hand, not (yet) in the row: read from the policies table.
    const extra = await t.run(async (ctx) => {
      const policy = await ctx.db.get("policies", second as Id<"policies">);
      const { _id, _creationTime, ...fields } = policy!;
      void _id;
      void _creationTime;
      return await ctx.db.insert("policies", {
        ...fields,
        catalogueKey: "by-hand",
        areaId: "defence-foreign",
        category: "Defence & Foreign Affairs",
      });
    });
    const receipt = await as.mutation(api.votes.bind, {
      ...args,
      selectedPolicyIds: [first, "not an id", first, extra, second, extra],
    });
    expect(receipt.selectedPolicyIds).toEqual([first, extra, second]);
  });

  it("runs in one AsyncLocalStorage: the call's context holds its determinism", async () => {
    const t = await setup();
    const as = await signedIn(t);
    const args = await defaultVoteArgs(t as unknown as TestConvex, "leap-narrative-1");
    await as.mutation(api.votes.bind, args);
    // Every promise a function makes pays the async hooks once per storage in use: the
    // storages a steady bind runs in, counted by their `run` calls.
    const proto = AsyncLocalStorage.prototype as { run: (...args: unknown[]) => unknown };
    const run = proto.run;
    const storages = new Set<unknown>();
    proto.run = function (this: unknown, ...args: unknown[]) {
      storages.add(this);
      return run.apply(this, args);
    };
    try {
      await as.mutation(api.votes.bind, args);
    } finally {
      proto.run = run;
    }
    // Before (28 November 2026): two, the call's context and its determinism.
    expect(storages.size).toBe(1);
  });
});
