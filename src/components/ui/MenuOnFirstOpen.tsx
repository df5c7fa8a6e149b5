import { Suspense, useState, type KeyboardEvent, type ReactNode } from "react";
import type { Preloadable } from "@/app/lazyPage";

/** What the menu's own trigger shows and is called, which the plain button copies. */
export interface MenuTriggerLook {
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A dropdown menu whose code (Radix's dropdown menu with its positioning, focus and
 * dismissing code: about 27 KB gzip) is a chunk of its own, fetched when a visitor reaches
 * for the button and drawn when they open it (issue 42): until then the button is a plain
 * one of the same look and name. Opening it (a click, Enter, Space or the down arrow, as the
 * menu's own trigger does) draws the menu open, with focus on its items; a first click
 * before the code is there shows the same button, busy, until it is.
 *
 * `menu` draws the whole menu, open at first when `defaultOpen`, with its own trigger drawn
 * from `trigger` (the same look the plain button had).
 */
export function MenuOnFirstOpen<P extends object>({
  menu: Menu,
  props,
  trigger,
}: {
  menu: Preloadable<P & { trigger: MenuTriggerLook; defaultOpen?: boolean }>;
  props: P;
  trigger: MenuTriggerLook;
}) {
  const [opened, setOpened] = useState(false);
  if (!opened)
    return <PlainTrigger look={trigger} preload={Menu.preload} onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<PlainTrigger look={trigger} preload={Menu.preload} />}>
      <Menu {...props} trigger={trigger} defaultOpen />
    </Suspense>
  );
}

/** The menu's button before its menu is drawn; without `onOpen`, busy while it loads. */
function PlainTrigger({
  look,
  preload,
  onOpen,
}: {
  look: MenuTriggerLook;
  preload: () => void;
  onOpen?: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || !onOpen) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      aria-label={look.label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={onOpen ? undefined : true}
      className={look.className}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      {look.children}
    </button>
  );
}
