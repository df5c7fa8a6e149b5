import { Skeleton } from "@/components/ui/Skeleton";
import { usePublicOrigin } from "@/lib/publicOrigin";
import { displayUrl, joinUrl } from "@/lib/roomCode";
import { QrCode } from "./QrCode";

/**
 * The QR code and short link that bring a phone into the vote: `<origin>/join/CODE` for a
 * room, the site itself for the nation. The origin is the one participants can reach
 * (lib/publicOrigin), never `localhost` when the server is on the network.
 */
export function JoinPanel({ roomCode }: { roomCode: string | null }) {
  const origin = usePublicOrigin();
  if (origin === null) return <Skeleton className="h-[7.5em]" />;
  const url = roomCode ? joinUrl(origin, roomCode) : `${origin}/`;
  return (
    <div className="flex items-start gap-[0.8em]">
      <QrCode
        value={url}
        testId="present-qr"
        label={`QR code to join: ${displayUrl(url)}`}
        className="h-[7.5em] w-[7.5em] shrink-0 rounded-[0.3em] ring-1 ring-slate-300 dark:ring-slate-600"
      />
      <div className="min-w-0">
        <p className="text-[0.9em] font-semibold">
          {roomCode ? "Join this room" : "Vote on your phone"}
        </p>
        <p className="break-all text-[1.05em] font-bold" data-testid="present-join-url">
          {displayUrl(url)}
        </p>
        {roomCode && (
          <p className="mt-[0.2em] text-[0.9em]">
            Code{" "}
            <span className="font-mono text-[1.5em] font-black tracking-[0.15em]">{roomCode}</span>
          </p>
        )}
      </div>
    </div>
  );
}
