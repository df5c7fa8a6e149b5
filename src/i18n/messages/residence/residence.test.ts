import { describe, expect, it } from "vitest";
import { nationsCy } from "@/i18n/messages/nations/cy";
import { nationsEnGB } from "@/i18n/messages/nations/en-GB";
import { residenceCy } from "./cy";
import { residenceEnGB } from "./en-GB";

// The residence question names each place as the nations and regions view does.
describe("the residence question's places", () => {
  it.each([
    ["en-GB", residenceEnGB, nationsEnGB],
    ["cy", residenceCy, nationsCy],
  ] as const)("are the nations area's names in %s", (_language, residence, nations) => {
    const places = (messages: Record<string, string>, prefix: string) =>
      Object.fromEntries(
        Object.entries(messages)
          .filter(([id]) => id.startsWith(prefix))
          .map(([id, text]) => [id.slice(prefix.length), text]),
      );
    const own = places(residence, "residence.place.");
    expect(Object.keys(own).length).toBeGreaterThan(0);
    expect(own).toEqual(places(nations, "nations.place."));
  });
});
