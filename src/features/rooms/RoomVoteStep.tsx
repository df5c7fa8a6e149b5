import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Skeleton } from "@/components/ui/Skeleton";
import { useViewer } from "@/lib/useViewer";
import { AccountsOnlyNotice, GuestEntry } from "./GuestEntry";
import { QuickVote } from "./QuickVote";

/**
 * The vote on a room's join page: signed out, vote as a guest (or sign in where the room
 * counts accounts only); signed in, the quick vote.
 */
export function RoomVoteStep({ code }: { code: string }) {
  const viewer = useViewer();
  const room = useQuery(api.rooms.byCode, { code });
  if (viewer.isLoading || room === undefined) return <Skeleton className="h-24" />;
  if (room === null || !room.isOpen) return null;
  if (!viewer.isSignedIn) return <GuestEntry code={room.code} accountsOnly={room.accountsOnly} />;
  if (viewer.isGuest && room.accountsOnly) return <AccountsOnlyNotice code={room.code} isGuest />;
  return <QuickVote code={room.code} isGuest={viewer.isGuest} />;
}
