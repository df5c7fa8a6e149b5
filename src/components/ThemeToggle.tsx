import { Suspense, useState, type KeyboardEvent } from "react";
import { preloadable } from "@/app/lazyPage";
import { useThemeChoice } from "@/lib/theme";
import { useT } from "@/i18n/react";
import { THEME_BUTTON_CLASS, ThemeIcon } from "./themeButton";

/**
 * The theme's menu (Radix's dropdown menu, with its positioning and focus code: about 27 KB
 * gzip) in a chunk of its own, fetched when a visitor reaches for the button and drawn when
 * they open it (issue 42): every page with the top bar used to download and run it before
 * its first paint.
 */
const ThemeMenu = preloadable(() => import("./ThemeMenu").then((module) => module.ThemeMenu));

/**
 * Light / dark / system picker (spec 2.2), stored under 'theme'. Until it is first opened it
 * is a plain button of the same look and name; opening it (a click, Enter, Space or the down
 * arrow, as the menu's own trigger) draws the menu, open, with focus on its choices.
 */
export function ThemeToggle() {
  const [opened, setOpened] = useState(false);
  if (!opened) return <ThemeButton onOpen={() => setOpened(true)} />;
  return (
    // While the menu's code arrives (a first click before it was fetched), the same button.
    <Suspense fallback={<ThemeButton busy />}>
      <ThemeMenu defaultOpen />
    </Suspense>
  );
}

/** The theme button before its menu is drawn. */
function ThemeButton({ onOpen, busy = false }: { onOpen?: () => void; busy?: boolean }) {
  const choice = useThemeChoice();
  const t = useT();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || !onOpen) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      aria-label={t("theme.label", { choice })}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      className={THEME_BUTTON_CLASS}
      onPointerEnter={ThemeMenu.preload}
      onFocus={ThemeMenu.preload}
      onTouchStart={ThemeMenu.preload}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <ThemeIcon />
    </button>
  );
}
