import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { useEffect } from "react";
import { api } from "@convex/_generated/api";
import { readStorage } from "@/lib/storage";
import { activateLanguage, currentLanguage } from "./i18n";
import { isLanguage, LANGUAGE_STORAGE_KEY } from "./language";

/**
 * The language kept with the account (docs/i18n.md): when a signed-in person's profile names
 * one, the page follows it on every device; when it names none yet, the device's choice is
 * saved to it, so a person chooses once.
 */
export function useAccountLanguage(): void {
  const { isAuthenticated } = useConvexAuth();
  const profile = useQuery(api.profiles.me, isAuthenticated ? {} : "skip");
  const keepWithAccount = useMutation(api.profiles.setLanguage);
  const accountLanguage = profile === undefined || profile === null ? undefined : profile.language;
  useEffect(() => {
    if (accountLanguage === undefined) return;
    if (accountLanguage === null) {
      const stored = readStorage(LANGUAGE_STORAGE_KEY);
      if (isLanguage(stored)) void keepWithAccount({ language: stored }).catch(() => undefined);
      return;
    }
    if (accountLanguage !== currentLanguage()) void activateLanguage(accountLanguage);
  }, [accountLanguage, keepWithAccount]);
}
