import { preloadable } from "@/app/lazyPage";
import { useThemeChoice } from "@/lib/theme";
import { useT } from "@/i18n/react";
import { MenuOnFirstOpen } from "./ui/MenuOnFirstOpen";

/**
 * The theme's menu in a chunk of its own, drawn when first opened (issue 42): every page
 * with the top bar used to download and run Radix's dropdown menu before its first paint.
 */
const ThemeMenu = preloadable(() => import("./ThemeMenu").then((module) => module.ThemeMenu));

/** Light / dark / system picker (spec 2.2), stored under 'theme'. */
export function ThemeToggle() {
  const choice = useThemeChoice();
  const t = useT();
  return (
    <MenuOnFirstOpen
      menu={ThemeMenu}
      props={{}}
      trigger={{
        label: t("theme.label", { choice }),
        className: THEME_BUTTON_CLASS,
        children: <ThemeIcon />,
      }}
    />
  );
}

/** The theme button's look, which the menu's own trigger takes too. */
const THEME_BUTTON_CLASS =
  "grid h-9 w-9 place-items-center rounded-lg text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400";

/** A crescent moon. */
function ThemeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" strokeLinejoin="round" />
    </svg>
  );
}
