import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import { readStorage, writeStorage } from "@/lib/storage";
import { activateLanguage, currentLanguage } from "./i18n";
import { LANGUAGE_STORAGE_KEY } from "./language";
import { useRoomLanguage } from "./useRoomLanguage";

/** The room's language (docs/rooms.md "The room's language") against the visitor's choice. */
describe("useRoomLanguage", () => {
  beforeEach(async () => {
    await activateLanguage("en-GB", false);
    writeStorage(LANGUAGE_STORAGE_KEY, null);
  });

  test("the join page follows a Welsh room when the visitor has chosen no language, without keeping it", async () => {
    act(() => {
      renderHook(() => useRoomLanguage("cy", "join"));
    });
    await waitFor(() => expect(currentLanguage()).toBe("cy"));
    expect(readStorage(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  test("a visitor who chose English keeps it on the join page", () => {
    writeStorage(LANGUAGE_STORAGE_KEY, "en-GB");
    act(() => {
      renderHook(() => useRoomLanguage("cy", "join"));
    });
    expect(currentLanguage()).toBe("en-GB");
  });

  test("the presenter shows a Welsh room in Welsh on an English device, and gives English back on leaving", async () => {
    writeStorage(LANGUAGE_STORAGE_KEY, "en-GB");
    let unmount = () => {};
    act(() => {
      unmount = renderHook(() => useRoomLanguage("cy", "presenter")).unmount;
    });
    await waitFor(() => expect(currentLanguage()).toBe("cy"));
    act(() => unmount());
    await waitFor(() => expect(currentLanguage()).toBe("en-GB"));
    expect(readStorage(LANGUAGE_STORAGE_KEY)).toBe("en-GB");
  });

  test("an English room leaves an English page as it is", () => {
    act(() => {
      renderHook(() => useRoomLanguage("en-GB", "join"));
    });
    expect(currentLanguage()).toBe("en-GB");
  });
});
