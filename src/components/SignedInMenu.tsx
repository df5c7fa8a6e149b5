import * as Menu from "@radix-ui/react-dropdown-menu";
import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { useLocation, useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { buttonClass } from "./ui/Button";
import { cn } from "@/lib/cn";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";

const itemClass =
  "flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/**
 * The signed-in half of AccountMenu: the email with 'Account & Manifestos' and 'Sign Out',
 * or for a workshop guest 'Guest' with a way to keep their vote and 'Leave guest session'.
 * Its own chunk, loaded once a session exists: a signed-out visitor (most first visits to
 * the home page) never downloads the dropdown menu and its positioning code.
 */
export default function SignedInMenu({ onDark }: { onDark: boolean }) {
  const profile = useQuery(api.profiles.me, {});
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isGuest = profile?.isGuest === true;
  const t = useT();
  const email = isGuest ? t("account.guest") : (profile?.email ?? t("account.fallbackName"));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={cn(
          buttonClass("ghost", "sm"),
          "max-w-[12rem]",
          // `!`: the ghost variant's own text and hover colours would otherwise win on the dark bar.
          onDark && "text-slate-100! hover:bg-slate-800! dark:text-slate-100!",
        )}
        aria-label={t("account.menuFor", { name: email })}
      >
        <span
          aria-hidden="true"
          className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-teal-600 text-xs font-bold text-white"
        >
          {email.charAt(0).toUpperCase()}
        </span>
        <span className="hidden truncate md:inline">{email}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Menu.Label className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-300">
            {email}
          </Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {isGuest ? (
            <Menu.Item
              className={itemClass}
              onSelect={() => {
                if (pathname !== paths.auth) setPendingRedirect(pathname);
                void navigate(paths.auth);
              }}
            >
              {t("account.keepVote")}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item className={itemClass} onSelect={() => navigate(paths.account)}>
                {t("account.accountAndManifestos")}
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={() => navigate(paths.rooms)}>
                {t("account.workshopRooms")}
              </Menu.Item>
            </>
          )}
          <Menu.Item
            className={itemClass}
            onSelect={() => {
              // Leave first: pages for signed-in users (/account) would otherwise send the
              // visitor to /auth when the session ends, before this navigation ran.
              void navigate(paths.home);
              void signOut();
            }}
          >
            {isGuest ? t("account.leaveGuest") : t("account.signOut")}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
