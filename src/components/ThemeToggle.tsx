import * as Menu from "@radix-ui/react-dropdown-menu";
import { setThemeChoice, useThemeChoice, type ThemeChoice } from "@/lib/theme";
import { useT, type MessageId } from "@/i18n/react";

const CHOICES: Array<{ value: ThemeChoice; label: MessageId }> = [
  { value: "light", label: "theme.light" },
  { value: "dark", label: "theme.dark" },
  { value: "system", label: "theme.system" },
];

/** Light / dark / system picker (spec 2.2), stored under 'theme'. */
export function ThemeToggle() {
  const choice = useThemeChoice();
  const t = useT();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t("theme.label", { choice })}
        className="grid h-9 w-9 place-items-center rounded-lg text-slate-200 hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400"
      >
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
