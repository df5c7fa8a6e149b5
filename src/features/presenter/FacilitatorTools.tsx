import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { NetworkApproval } from "@/components/facilitator/NetworkApproval";
import { RotateCodeButton } from "@/components/facilitator/RotateCodeButton";

/**
 * The facilitator's tools on the presenter, for the room's owner only (rooms:isOwner): a
 * new join code (the QR code follows) and the waiting guest votes by network, so a room
 * flooded by fakes can let its real participants in from the projector's laptop.
 */
export function FacilitatorTools({ roomId, code }: { roomId: Id<"rooms">; code: string }) {
  const isOwner = useQuery(api.rooms.isOwner, { code });
  if (isOwner !== true) return null;
  return (
    <div className="mt-[0.5em] space-y-[0.5em] text-[0.7em]" data-testid="facilitator-tools">
      <RotateCodeButton roomId={roomId} />
      <NetworkApproval roomId={roomId} />
    </div>
  );
}
