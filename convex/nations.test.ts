/**
 * Nations and regions (docs/nations.md): where a voter lives is stored with the vote (and
 * only there), counted through the vote trigger in one scope per nation and English region
 * under each national scope, folded like the national summary, and shown under the
 * disclosure rule. Every new scope equals a recount after binds, re-binds, verification,
 * held room votes and erasure.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { cellScope, ENGLISH_REGIONS, NATIONS, type Residence } from "./domain/nations";
import { NATIONAL_SCOPE, VERIFIED_SCOPE } from "./model/tallies";
import {
  defaultVoteArgs,
  expectAppError,
  expectTalliesMatchRecount,
  foldTallies,
  setupWithCatalogue,
  signIn,
  tallySnapshot,
  type TestConvex,
} from "./test.helpers";

afterEach(() => {
  vi.unstubAllEnvs();
});

const EVERY_SCOPE = [NATIONAL_SCOPE, VERIFIED_SCOPE].flatMap((base) =>
  [...NATIONS, ...ENGLISH_REGIONS].map((cell) => cellScope(base, cell)),
);

async function expectEveryScopeMatches(t: TestConvex) {
  for (const scope of [NATIONAL_SCOPE, VERIFIED_SCOPE, ...EVERY_SCOPE]) {
    expectTalliesMatchRecount(await tallySnapshot(t, scope));
  }
}

async function bindFrom(t: TestConvex, residence: Residence | null, taxRate = 1.2) {
  const voter = await signIn(t);
  await voter.as.mutation(api.votes.bind, {
    ...(await defaultVoteArgs(t, "leap-narrative-1", 3, { taxRate })),
    residence,
  });
  return voter;
}

describe("nations and regions", () => {
  test("each nation and region scope equals a recount through binds, re-binds and erasure", async () => {
    const t = await setupWithCatalogue();
    const places: (Residence | null)[] = [
      { nation: "scotland" },
      { nation: "england", region: "london" },
      { nation: "wales" },
      null,
      { nation: "england", region: "north-east" },
      { nation: "northern-ireland" },
    ];
    const voters = [];
    for (const place of places) voters.push(await bindFrom(t, place));
    await expectEveryScopeMatches(t);
    // A re-bind from elsewhere moves the vote between scopes.
    await voters[0].as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "rewild-narrative-1", 2)),
      residence: { nation: "england", region: "south-west" },
    });
    await foldTallies(t);
    await expectEveryScopeMatches(t);
    const scot = await tallySnapshot(t, cellScope(NATIONAL_SCOPE, "scotland"));
    expect(scot.stored.totalVotes).toBe(0);
    // Erasure takes the vote out of its nation and region.
    await voters[1].as.mutation(api.privacy.withdrawConsent, { purpose: "vote" });
    await foldTallies(t);
    await expectEveryScopeMatches(t);
    expect((await tallySnapshot(t, cellScope(NATIONAL_SCOPE, "london"))).stored.totalVotes).toBe(0);
  });

  test("the server refuses England without a region, and a region outside England", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t);
    const args = await defaultVoteArgs(t, "leap-narrative-1", 3);
    await expectAppError(
      voter.as.mutation(api.votes.bind, { ...args, residence: { nation: "england" } }),
      "INVALID_INPUT",
    );
    await expectAppError(
      voter.as.mutation(api.votes.bind, {
        ...args,
        residence: { nation: "wales", region: "london" },
      }),
      "INVALID_INPUT",
    );
  });

  test("the view withholds every nation until each reaches the threshold, then shows them", async () => {
    vi.stubEnv("NATIONS_THRESHOLD", "3");
    const t = await setupWithCatalogue();
    const nations: Residence[] = [
      { nation: "england", region: "london" },
      { nation: "scotland" },
      { nation: "wales" },
      { nation: "northern-ireland" },
    ];
    for (const place of nations) for (let i = 0; i < 3; i++) await bindFrom(t, place, 2);
    for (let i = 0; i < 2; i++) await bindFrom(t, null);
    await foldTallies(t);
    const before = await t.query(api.nations.view, {});
    expect(before.totalVotes).toBe(14);
    expect(before.cells.every((cell) => !cell.shown)).toBe(true);
    await bindFrom(t, null);
    await foldTallies(t);
    const after = await t.query(api.nations.view, {});
    const shown = after.cells.filter((cell) => cell.shown).map((cell) => cell.cell);
    expect(shown.sort()).toEqual([...NATIONS, "not-stated"].sort());
    const scotland = after.cells.find((cell) => cell.cell === "scotland");
    expect(scotland).toMatchObject({ shown: true, totalVotes: 3, averageTaxRate: 2 });
    await expectEveryScopeMatches(t);
  });

  test("a verified voter's place counts under the verified scope too", async () => {
    const t = await setupWithCatalogue();
    const voter = await signIn(t);
    await t.run(async (ctx) => ctx.db.patch("users", voter.userId, { emailVerificationTime: 1 }));
    await voter.as.mutation(api.votes.bind, {
      ...(await defaultVoteArgs(t, "leap-narrative-1", 3)),
      residence: { nation: "wales" },
    });
    await foldTallies(t);
    const verified = await tallySnapshot(t, cellScope(VERIFIED_SCOPE, "wales"));
    expect(verified.stored.totalVotes).toBe(1);
    await expectEveryScopeMatches(t);
  });

  test("the place is in Download my data with the vote, and goes with it", async () => {
    const t = await setupWithCatalogue();
    const voter = await bindFrom(t, { nation: "scotland" });
    const data = await voter.as.query(api.privacy.myData, {});
    expect(JSON.stringify(data)).toContain('"nation":"scotland"');
  });

  test("the national CSV export carries the cells exactly as the view shows them", async () => {
    vi.stubEnv("NATIONS_THRESHOLD", "3");
    const t = await setupWithCatalogue();
    for (const place of [
      { nation: "scotland" },
      { nation: "wales" },
      { nation: "northern-ireland" },
      { nation: "england", region: "london" },
    ] as Residence[]) {
      for (let i = 0; i < 3; i++) await bindFrom(t, place, 2);
    }
    for (let i = 0; i < 3; i++) await bindFrom(t, null);
    await foldTallies(t);
    const view = await t.query(api.nations.view, {});
    expect(view.cells.find((cell) => cell.cell === "wales")?.shown).toBe(true);
    // England's other regions are empty: the regions stay withheld as a group.
    expect(view.cells.find((cell) => cell.cell === "london")?.shown).toBe(false);
    expect((await t.query(api.community.exportData, {})).nations).toEqual(view);
  });
});
