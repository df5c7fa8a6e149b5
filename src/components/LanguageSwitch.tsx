import { useConvexAuth, useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import { activateLanguage } from "@/i18n/i18n";
import { useLanguage, useT } from "@/i18n/react";

/**
 * "Cymraeg" / "English" (docs/i18n.md): switches the whole page to the other language,
 * remembered on this device and, when signed in, with the account. The label is in the
 * language it switches to, so it carries that `lang`.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const t = useT();
  const { isAuthenticated } = useConvexAuth();
  const keepWithAccount = useMutation(api.profiles.setLanguage);
  const other = language === "cy" ? "en-GB" : "cy";
  const choose = async () => {
    await activateLanguage(other);
    // The device keeps the choice even if the account cannot (offline, a refused write).
    if (isAuthenticated) await keepWithAccount({ language: other }).catch(() => undefined);
  };
  return (
    <button type="button" lang={other} onClick={() => void choose()} className={className}>
      {t("shell.languageSwitch")}
    </button>
  );
}
