import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { useEffect } from "react";
import { api } from "@convex/_generated/api";
import { readStorage } from "@/lib/storage";
import { activateLanguage, addressLanguage, currentLanguage } from "./i18n";
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from "./language";

/** What the page does with the account's language once the profile has arrived. */
export type AccountLanguageStep =
  { kind: "none" } | { kind: "follow"; language: Language } | { kind: "keep"; language: Language };

/**
 * The language kept with the account (docs/i18n.md "Per account"):
 * - a `/cy/…` or `?lang=` link is a choice, as the switch is: the page stays in the link's
 *   language and the account keeps it (once per page load: a later switch is its own choice);
 * - else a profile that names a language brings the page to it, on every device;
 * - else (the profile names none yet) the device's choice is kept with the account, so a
 *   person chooses once.
 */
export function accountLanguageStep(
  account: Language | null,
  address: Language | null,
  current: Language,
  stored: string | null,
): AccountLanguageStep {
  if (address !== null)
    return account === address ? { kind: "none" } : { kind: "keep", language: address };
  if (account === null)
    return isLanguage(stored) ? { kind: "keep", language: stored } : { kind: "none" };
  return account === current ? { kind: "none" } : { kind: "follow", language: account };
}

/** Whether this page load's address has already been given its say (see accountLanguageStep). */
let addressHeard = false;

export function useAccountLanguage(): void {
  const { isAuthenticated } = useConvexAuth();
  const profile = useQuery(api.profiles.me, isAuthenticated ? {} : "skip");
  const keepWithAccount = useMutation(api.profiles.setLanguage);
  const accountLanguage = profile === undefined || profile === null ? undefined : profile.language;
  useEffect(() => {
    if (accountLanguage === undefined) return;
    const address = addressHeard ? null : addressLanguage();
    addressHeard = true;
    const step = accountLanguageStep(
      accountLanguage,
      address,
      currentLanguage(),
      readStorage(LANGUAGE_STORAGE_KEY),
    );
    if (step.kind === "keep") {
      void keepWithAccount({ language: step.language }).catch(() => undefined);
    } else if (step.kind === "follow") {
      void activateLanguage(step.language);
    }
  }, [accountLanguage, keepWithAccount]);
}
