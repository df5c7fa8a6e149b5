import { useQuery } from "convex/react";
import type { ReactNode } from "react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/useViewer";
import { AccountsOnlyNotice, GuestEntry } from "./GuestEntry";
import { QuickVote } from "./QuickVote";

/**
 * The vote on a room's join page: signed out, vote as a guest (or sign in where the room
 * counts accounts only); signed in, the quick vote. `children` (what follows the vote on the
 * page) appear once the vote has what it shows (the viewer, the room and, signed in, the
 * stories): below its placeholders they moved down the screen as it arrived (issue 42: a
 * layout shift of 0.07 on a phone).
 *
 * Signed in, the quick vote's queries are asked for here, with the room's (one subscription
 * each, shared with it), so they come in one round trip rather than one after the other,
 * and the vote is drawn once, whole (issue 42): its stories, the voter's current vote (a line
 * above them, which moved them down when it came later) and their consent (its button's
 * words).
 */
export function RoomVoteStep({ code, children }: { code: string; children?: ReactNode }) {
  const viewer = useViewer();
  const room = useQuery(api.rooms.byCode, { code });
  const signedIn = viewer.isSignedIn;
  const stories = useQuery(api.narratives.listAll, signedIn ? {} : "skip");
  const active = useQuery(api.votes.myActive, signedIn ? {} : "skip");
  const consents = useQuery(api.privacy.myConsent, signedIn ? {} : "skip");
  const voteLoading =
    signedIn && (stories === undefined || active === undefined || consents === undefined);
  if (viewer.isLoading || room === undefined || voteLoading) return <Skeleton className="h-24" />;
  if (room === null || !room.isOpen) return <>{children}</>;
  if (!viewer.isSignedIn)
    return (
      <>
        <GuestEntry code={room.code} accountsOnly={room.accountsOnly} />
        {children}
      </>
    );
  if (viewer.isGuest && room.accountsOnly)
    return (
      <>
        <AccountsOnlyNotice code={room.code} isGuest />
        {children}
      </>
    );
  return (
    <>
      <QuickVote code={room.code} isGuest={viewer.isGuest} />
      {children}
    </>
  );
}
