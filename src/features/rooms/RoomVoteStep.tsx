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
 */
export function RoomVoteStep({ code, children }: { code: string; children?: ReactNode }) {
  const viewer = useViewer();
  const room = useQuery(api.rooms.byCode, { code });
  // The quick vote's own query (one subscription for both): its stories.
  const stories = useQuery(api.narratives.listAll, viewer.isSignedIn ? {} : "skip");
  if (viewer.isLoading || room === undefined) return <Skeleton className="h-24" />;
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
      {stories !== undefined && children}
    </>
  );
}
