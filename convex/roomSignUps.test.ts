/**
 * Classrooms behind one address (issue 37 item 5, docs/rooms.md "Sign-ups behind one
 * address"): a sign-up through an open room's join link draws on the room's expected size,
 * not the address's 20 an hour; a closed room, a replaced code, an unknown code or a spent
 * room budget fall back to the ordinary budgets.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import {
  CREATION_BUDGETS,
  ROOM_SIGN_UPS_PER_ADDRESS,
  roomSignUpKeys,
} from "./domain/creationThrottle";
import { installAuthKeys, makeConvex, signIn, type TestConvex } from "./test.helpers";

beforeAll(installAuthKeys);

const PASSWORD = "correct-horse-42";
/** A school's one public address. */
const SCHOOL = "203.0.113.80";
const ADDRESS_FREE = CREATION_BUDGETS.signUp.address.free;

function signUp(t: TestConvex, email: string, roomCode?: string) {
  return t.withRequestMetadata({ ip: SCHOOL }).action(api.auth.signIn, {
    provider: "password",
    params: { email, password: PASSWORD, flow: "signUp", ...(roomCode && { roomCode }) },
  });
}

/** Whether the sign-up went ahead, or the code it was refused with. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return String((error as { data?: { code?: string } }).data?.code ?? error);
  }
}

/**
 * A throttle row with `count` creations in the current window, and a minute's wait when
 * that spends the budget's free ones (as the throttle itself would have set).
 */
async function setCount(t: TestConvex, key: string, count: number, free = Infinity) {
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("creationThrottles")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    const blockedUntil = count >= free ? Date.now() + 60_000 : 0;
    const next = { key, count, windowStart: Date.now(), blockedUntil };
    if (row === null) await ctx.db.insert("creationThrottles", next);
    else await ctx.db.patch("creationThrottles", row._id, next);
  });
}

async function accountsOnlyRoom(t: TestConvex, expectedSize: number) {
  const owner = await signIn(t);
  const room = await owner.as.mutation(api.rooms.create, { name: "Year 10", expectedSize });
  await owner.as.mutation(api.rooms.setAccountsOnly, { roomId: room.roomId, accountsOnly: true });
  return { owner, ...room };
}

describe("sign-ups through a room's join link", () => {
  test("an open room admits its expected size from one address, then the address's own 20", async () => {
    const t = makeConvex();
    const room = await accountsOnlyRoom(t, 30);
    const [roomKey] = roomSignUpKeys(room.roomId, SCHOOL);
    // As if 29 pupils had signed up through the link: the 30th still goes ahead.
    await setCount(t, roomKey, 29);
    expect(await outcome(signUp(t, "pupil-30@example.com", room.code))).toBe("ok");
    // The address's own budget was not touched: 20 more, then the wait.
    await setCount(t, `signUp|address|${SCHOOL}`, ADDRESS_FREE - 1, ADDRESS_FREE);
    expect(await outcome(signUp(t, "pupil-31@example.com", room.code))).toBe("ok");
    // The 20th leaves a wait; on a slow machine it may run out before the next call, so
    // the test puts it back at "just now".
    await setCount(t, `signUp|address|${SCHOOL}`, ADDRESS_FREE, ADDRESS_FREE);
    expect(await outcome(signUp(t, "pupil-32@example.com", room.code))).toBe("TOO_MANY_SIGN_UPS");
  });

  test("without the room, or with a closed room or a replaced code, the address's 20 apply", async () => {
    const t = makeConvex();
    const room = await accountsOnlyRoom(t, 30);
    await setCount(t, `signUp|address|${SCHOOL}`, ADDRESS_FREE, ADDRESS_FREE);
    expect(await outcome(signUp(t, "no-room@example.com"))).toBe("TOO_MANY_SIGN_UPS");
    expect(await outcome(signUp(t, "unknown@example.com", "ZZZZZZ"))).toBe("TOO_MANY_SIGN_UPS");
    expect(await outcome(signUp(t, "long@example.com", "A".repeat(500)))).toBe("TOO_MANY_SIGN_UPS");
    await room.owner.as.mutation(api.rooms.rotateCode, { roomId: room.roomId });
    expect(await outcome(signUp(t, "old-code@example.com", room.code))).toBe("TOO_MANY_SIGN_UPS");
    const current = await t.query(api.rooms.byCode, { code: room.code });
    expect(await outcome(signUp(t, "new-code@example.com", current!.code))).toBe("ok");
    await room.owner.as.mutation(api.rooms.close, { roomId: room.roomId });
    expect(await outcome(signUp(t, "closed@example.com", current!.code))).toBe("TOO_MANY_SIGN_UPS");
  });

  test("one address draws at most ROOM_SIGN_UPS_PER_ADDRESS an hour through any rooms", async () => {
    const t = makeConvex();
    const room = await accountsOnlyRoom(t, 5_000);
    const [, addressKey] = roomSignUpKeys(room.roomId, SCHOOL);
    await setCount(t, addressKey, ROOM_SIGN_UPS_PER_ADDRESS);
    await setCount(t, `signUp|address|${SCHOOL}`, ADDRESS_FREE, ADDRESS_FREE);
    expect(await outcome(signUp(t, "hostile@example.com", room.code))).toBe("TOO_MANY_SIGN_UPS");
  });
});
