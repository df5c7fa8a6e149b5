import { useEffect } from "react";
import { readStorage } from "@/lib/storage";
import { activateLanguage, addressNamedLanguage, currentLanguage } from "./i18n";
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "./language";

/** Where a room's language is followed: its join page, or the projected presenter. */
export type RoomScreen = "join" | "presenter";

/**
 * Whether the visitor has chosen a language for this screen, so the room's is not imposed
 * (docs/rooms.md "The room's language"). On the join page: any choice — the address of this
 * visit (`/cy/…`, `?lang=`), the switch or the account's language (both kept on the device).
 * On the presenter, which the facilitator projects for the room, only the address counts: a
 * facilitator who reads the app in English still projects a Welsh room in Welsh.
 */
export function visitorChoseLanguage(screen: RoomScreen, stored: string | null): boolean {
  if (addressNamedLanguage()) return true;
  return screen === "join" && isLanguage(stored);
}

/**
 * Shows the page in the room's language (docs/rooms.md "The room's language") unless the
 * visitor chose theirs. The room's language is never kept as the device's choice. The
 * presenter gives the page back its language when it closes; a participant who joins
 * keeps the room's language for the rest of the visit (the vote, the bind page).
 */
export function useRoomLanguage(language: Language | undefined, screen: RoomScreen): void {
  useEffect(() => {
    if (language === undefined) return;
    if (visitorChoseLanguage(screen, readStorage(LANGUAGE_STORAGE_KEY))) return;
    const before = currentLanguage();
    if (before === language) return;
    void activateLanguage(language, false);
    if (screen !== "presenter") return;
    return () => {
      if (currentLanguage() === language) void activateLanguage(before, false);
    };
  }, [language, screen]);
}
