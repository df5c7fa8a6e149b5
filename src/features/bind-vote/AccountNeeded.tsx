import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card } from "@/components/ui/Card";
import type { RememberedRoom } from "@/lib/roomMembership";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";

const linkClass = "font-medium text-teal-800 underline dark:text-teal-300";

/**
 * Up front on /bind-vote for a signed-out visitor (docs/product.md "Bind vote"): a vote
 * needs an account; the button below signs up and binds on return, with the consent box
 * ticked here remembered. A room that welcomes guests offers its guest route instead.
 */
export function AccountNeeded({ room }: { room: RememberedRoom | null }) {
  const info = useQuery(api.rooms.byCode, room ? { code: room.code } : "skip");
  const guestRoute = info && info.isOpen && !info.accountsOnly ? info : null;
  const t = useT(bindMessages);
  return (
    <Card className="space-y-2 p-5" data-testid="account-needed">
      <h2 className="text-lg font-semibold">{t("bind.account.title")}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        <T
          id="bind.account.body"
          components={{ 0: <Link to={paths.auth} className={linkClass} /> }}
        />
      </p>
      {guestRoute && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          <T
            id="bind.account.guest"
            values={{ room: guestRoute.name }}
            components={{ 0: <Link to={paths.joinRoom(guestRoute.code)} className={linkClass} /> }}
          />
        </p>
      )}
    </Card>
  );
}
