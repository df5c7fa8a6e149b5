import { keepLanguageWithAccount } from "@/app/loadConvex";
import { activateLanguage } from "@/i18n/i18n";
import { useLanguage, useT } from "@/i18n/react";

/**
 * "Cymraeg" / "English" (docs/i18n.md): switches the whole page to the other language,
 * remembered on this device and, when signed in, with the account. The label is in the
 * language it switches to, so it carries that `lang`. It holds no Convex code (the footer
 * is on the home page, which paints before the client arrives: src/app/loadConvex.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const t = useT();
  const other = language === "cy" ? "en-GB" : "cy";
  const choose = async () => {
    await activateLanguage(other);
    // The device keeps the choice even if the account cannot (offline, a refused write).
    await keepLanguageWithAccount(other).catch(() => undefined);
  };
  return (
    <button type="button" lang={other} onClick={() => void choose()} className={className}>
      {t("shell.languageSwitch")}
    </button>
  );
}
