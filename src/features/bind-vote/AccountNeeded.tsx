import { Link } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card } from "@/components/ui/Card";
import type { RememberedRoom } from "@/lib/roomMembership";
import { paths } from "@/app/paths";

/**
 * Up front on /bind-vote for a signed-out visitor (docs/product.md "Bind vote"): a vote
 * needs an account; the button below signs up and binds on return, with the consent box
 * ticked here remembered. A room that welcomes guests offers its guest route instead.
 */
export function AccountNeeded({ room }: { room: RememberedRoom | null }) {
  const info = useQuery(api.rooms.byCode, room ? { code: room.code } : "skip");
  const guestRoute = info && info.isOpen && !info.accountsOnly ? info : null;
  return (
    <Card className="space-y-2 p-5" data-testid="account-needed">
      <h2 className="text-lg font-semibold">A vote needs an account</h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Tick the box and press &ldquo;Sign up and bind my vote&rdquo;: you create an account with an
        email and a password, and your vote is bound as soon as you are back here, with nothing to
        press again. Already have one?{" "}
        <Link to={paths.auth} className="font-medium text-teal-800 underline dark:text-teal-300">
          Sign in
        </Link>
        .
      </p>
      {guestRoute && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          Or vote without an account as a guest of the workshop room{" "}
          <Link
            to={paths.joinRoom(guestRoute.code)}
            className="font-medium text-teal-800 underline dark:text-teal-300"
          >
            {guestRoute.name}
          </Link>{" "}
          (it then counts in the room only).
        </p>
      )}
    </Card>
  );
}
