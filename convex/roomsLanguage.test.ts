import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  expectAppError,
  expectValidationError,
  makeConvex,
  signIn,
  signInGuest,
} from "./test.helpers";

/**
 * The room's language (docs/rooms.md "The room's language"): the facilitator chooses it,
 * the server keeps only a language the app offers, and every reader of the room sees it.
 */
describe("the room's language", () => {
  test("a room is English until its facilitator chooses Welsh, and every view of it says so", async () => {
    const t = makeConvex();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, { name: "Gweithdy" });
    expect((await t.query(api.rooms.byCode, { code }))?.language).toBe("en-GB");

    await owner.as.mutation(api.rooms.setLanguage, { roomId, language: "cy" });
    expect((await t.query(api.rooms.byCode, { code }))?.language).toBe("cy");
    expect((await owner.as.query(api.rooms.mine, {}))[0].language).toBe("cy");
    const presenter = await t.query(api.community.presenter, { roomCode: code });
    expect(presenter.room?.language).toBe("cy");
  });

  test("a room created in Welsh starts in Welsh", async () => {
    const t = makeConvex();
    const owner = await signIn(t);
    const { code } = await owner.as.mutation(api.rooms.create, {
      name: "Blwyddyn 10",
      language: "cy",
    });
    expect((await t.query(api.rooms.byCode, { code }))?.language).toBe("cy");
  });

  test("the server refuses a language the app does not offer, on create and on change", async () => {
    const t = makeConvex();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, { name: "Room" });
    const hostile = { roomId, language: "fr" } as unknown as {
      roomId: Id<"rooms">;
      language: "cy";
    };
    await expectValidationError(owner.as.mutation(api.rooms.setLanguage, hostile));
    await expectValidationError(
      owner.as.mutation(api.rooms.create, {
        name: "Autre",
        language: "fr-FR" as unknown as "cy",
      }),
    );
    expect((await t.query(api.rooms.byCode, { code }))?.language).toBe("en-GB");
  });

  test("only the room's owner sets its language; a guest or a stranger is refused", async () => {
    const t = makeConvex();
    const owner = await signIn(t);
    const { roomId, code } = await owner.as.mutation(api.rooms.create, { name: "Room" });
    const stranger = await signIn(t);
    await expectAppError(
      stranger.as.mutation(api.rooms.setLanguage, { roomId, language: "cy" }),
      "FORBIDDEN",
    );
    const guest = await signInGuest(t);
    await expectAppError(
      guest.as.mutation(api.rooms.setLanguage, { roomId, language: "cy" }),
      "FORBIDDEN",
    );
    await expectAppError(
      t.mutation(api.rooms.setLanguage, { roomId, language: "cy" }),
      "NOT_SIGNED_IN",
    );
    expect((await t.query(api.rooms.byCode, { code }))?.language).toBe("en-GB");
  });
});
