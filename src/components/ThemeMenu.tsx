import * as Menu from "@radix-ui/react-dropdown-menu";
import { setThemeChoice, useThemeChoice, type ThemeChoice } from "@/lib/theme";
import { useT, type MessageId } from "@/i18n/react";
import type { MenuTriggerLook } from "./ui/MenuOnFirstOpen";

const CHOICES: Array<{ value: ThemeChoice; label: MessageId }> = [
  { value: "light", label: "theme.light" },
  { value: "dark", label: "theme.dark" },
  { value: "system", label: "theme.system" },
];

/**
 * The theme's menu (spec 2.2), in a chunk of its own: ThemeToggle draws it, open, when a
 * visitor first opens the theme button, its trigger looking as ThemeToggle's plain button.
 */
export function ThemeMenu({
  trigger,
  defaultOpen = false,
}: {
  trigger: MenuTriggerLook;
  defaultOpen?: boolean;
}) {
  const choice = useThemeChoice();
  const t = useT();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.children}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Menu.RadioGroup
            value={choice}
            onValueChange={(value) => setThemeChoice(value as ThemeChoice)}
          >
            {CHOICES.map((item) => (
              <Menu.RadioItem
                key={item.value}
                value={item.value}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                {t(item.label)}
                <Menu.ItemIndicator aria-hidden="true">✓</Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
