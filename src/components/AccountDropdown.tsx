import * as Menu from "@radix-ui/react-dropdown-menu";
import { useAuthActions } from "@convex-dev/auth/react";
import { useLocation, useNavigate } from "react-router-dom";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import type { MenuTriggerLook } from "./ui/MenuOnFirstOpen";

const itemClass =
  "flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800";

/**
 * The account menu itself (SignedInMenu.tsx), in a chunk of its own drawn when first opened
 * (issue 42): its trigger looks as SignedInMenu's plain button did.
 */
export function AccountDropdown({
  trigger,
  email,
  isGuest,
  defaultOpen = false,
}: {
  trigger: MenuTriggerLook;
  email: string;
  isGuest: boolean;
  defaultOpen?: boolean;
}) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.children}
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
