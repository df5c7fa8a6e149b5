import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { preloadable } from "@/app/lazyPage";
import { buttonClass } from "./ui/Button";
import { MenuOnFirstOpen, type MenuTriggerLook } from "./ui/MenuOnFirstOpen";
import { cn } from "@/lib/cn";
import { useT } from "@/i18n/react";

/** The menu itself, drawn when first opened (issue 42: Radix's dropdown menu after the paint). */
const AccountDropdown = preloadable(() =>
  import("./AccountDropdown").then((module) => module.AccountDropdown),
);

/**
 * The signed-in half of AccountMenu: the email with 'Account & Manifestos' and 'Sign Out',
 * or for a workshop guest 'Guest' with a way to keep their vote and 'Leave guest session'.
 * Its own chunk, loaded once a session exists: a signed-out visitor (most first visits to
 * the home page) never downloads it; and the dropdown menu's code only when it is opened.
 */
export default function SignedInMenu({ onDark }: { onDark: boolean }) {
  const profile = useQuery(api.profiles.me, {});
  const isGuest = profile?.isGuest === true;
  const t = useT();
  const email = isGuest ? t("account.guest") : (profile?.email ?? t("account.fallbackName"));
  // The trigger: the avatar's letter, and the email from md up.
  const trigger: MenuTriggerLook = {
    label: t("account.menuFor", { name: email }),
    className: cn(
      buttonClass("ghost", "sm"),
      "max-w-[12rem]",
      // `!`: the ghost variant's own text and hover colours would otherwise win on the dark bar.
      onDark && "text-slate-100! hover:bg-slate-800! dark:text-slate-100!",
    ),
    children: (
      <>
        <span
          aria-hidden="true"
          className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-teal-600 text-xs font-bold text-white"
        >
          {email.charAt(0).toUpperCase()}
        </span>
        <span className="hidden truncate md:inline">{email}</span>
      </>
    ),
  };
  return <MenuOnFirstOpen menu={AccountDropdown} props={{ email, isGuest }} trigger={trigger} />;
}
