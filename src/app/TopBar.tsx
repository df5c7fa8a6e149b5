import { Link, useLocation } from "react-router-dom";
import { AccountMenu } from "@/components/AccountMenu";
import { LogoMark, LogoText } from "@/components/Logo";
import { LanguageSwitch } from "@/components/LanguageSwitch";
import { ThemeToggle } from "@/components/ThemeToggle";
import { useT } from "@/i18n/react";
import { paths } from "@/app/paths";

/** Routes whose top bar hides the logo (spec 2.2). */
const NO_LOGO: string[] = [paths.home, paths.auth, paths.standaloneTaxSimulator];

/** The sticky dark navigation bar (spec 2.2). */
export function TopBar() {
  const { pathname } = useLocation();
  const showLogo = !NO_LOGO.includes(pathname);
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-800 bg-slate-950 text-slate-100">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 md:px-6">
        {showLogo && (
          <Link
            to={paths.home}
            className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400"
            aria-label={t("shell.homeLink")}
          >
            <LogoMark className="h-7 w-7" />
            <LogoText className="hidden text-sm sm:inline" />
          </Link>
        )}
        <nav aria-label={t("shell.mainNav")} className="ml-auto flex items-center gap-1">
          <Link
            to={paths.search}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
            </svg>
            {t("shell.search")}
          </Link>
          <LanguageSwitch className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400" />
          <ThemeToggle />
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
