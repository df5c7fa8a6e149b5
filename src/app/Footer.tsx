import { Link } from "react-router-dom";
import { LanguageSwitch } from "@/components/LanguageSwitch";
import { useT } from "@/i18n/react";
import { paths } from "./paths";

/**
 * The footer of every page but the presenter's: the privacy notice (docs/privacy.md) and the
 * accessibility statement, and the language switch.
 */
export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
      <Link to={paths.privacy} className="underline underline-offset-4">
        {t("footer.privacy")}
      </Link>
      <span aria-hidden="true"> · </span>
      <Link to={paths.accessibility} className="underline underline-offset-4">
        {t("footer.accessibility")}
      </Link>
      <span aria-hidden="true"> · </span>
      <span>{t("footer.consent")}</span>
      <span aria-hidden="true"> · </span>
      <LanguageSwitch className="underline underline-offset-4" />
    </footer>
  );
}
