import { preloadable } from "@/app/lazyPage";
import { useThemeChoice } from "@/lib/theme";
import { useT } from "@/i18n/react";
import { MenuOnFirstOpen } from "./ui/MenuOnFirstOpen";
import { THEME_BUTTON_CLASS, ThemeIcon } from "./themeButton";

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
