import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { forgetRoom, rememberRoom, useRememberedRoom } from "@/lib/roomMembership";
import { normaliseRoomCode } from "@convex/domain/rooms";
import { JoinCodeForm } from "./JoinCodeForm";
import { NextSteps } from "./NextSteps";
import { RoomVoteStep } from "./RoomVoteStep";
import { paths } from "@/app/paths";

/**
 * /join and /join/:code (docs/rooms.md): a participant enters (or scans) a room code. An
 * open room is remembered on this browser so the votes bound here carry its code.
 */
export default function JoinRoomPage() {
  const { code: rawCode } = useParams();
  const code = rawCode ? normaliseRoomCode(rawCode) : null;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Join a workshop room"
        description="Vote in seconds as a guest (your vote counts in this room only), or with an account (it counts nationally too)."
      />
      {/* Above the room and its vote, not below: they arrive in steps (the room, the
          viewer, the stories), and a note below them moved down the screen with each one
          (issue 42: a layout shift of 0.15 on a phone). */}
      <p className="mb-6 text-sm text-slate-700 dark:text-slate-200">
        Your vote is stored only with your consent. Read the{" "}
        <Link to={paths.privacy} className="font-medium underline">
          privacy notice
        </Link>{" "}
        to see what is kept, who sees it and for how long.
      </p>
      {code ? <JoinByCode code={code} /> : <JoinForm />}
    </PageContainer>
  );
}

function JoinForm() {
  const remembered = useRememberedRoom();
  return (
    <div className="space-y-6">
      {remembered && <CurrentRoom name={remembered.name} code={remembered.code} />}
      <Card className="p-5">
        <JoinCodeForm label={remembered ? "Join another room" : "Join room"} />
      </Card>
    </div>
  );
}

function JoinByCode({ code }: { code: string }) {
  const room = useQuery(api.rooms.byCode, { code });
  const remembered = useRememberedRoom();

  useEffect(() => {
    if (room?.isOpen && (remembered?.code !== room.code || remembered.name !== room.name)) {
      rememberRoom({ code: room.code, name: room.name });
    }
    // A closed room no longer counts votes, so this browser stops sending its code.
    if (room?.isOpen === false && remembered?.code === room.code) forgetRoom();
  }, [room, remembered]);

  if (room === undefined) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Finding the room...
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (room === null || !room.isOpen) {
    return (
      <div className="space-y-6">
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-50"
        >
          <h2 className="text-lg font-semibold">
            {room === null ? `No room has the code ${code}` : `"${room.name}" is closed`}
          </h2>
          <p className="mt-1">
            {room === null
              ? "Check the code with the facilitator and try again."
              : "This room no longer counts new votes. You can still vote, and your vote counts nationally."}
          </p>
        </div>
        <Card className="p-5">
          <JoinCodeForm
            initial={room === null ? code : ""}
            label={room === null ? "Try again" : "Join another room"}
          />
        </Card>
      </div>
    );
  }
  return <CurrentRoom name={room.name} code={room.code} />;
}

/** The remembered room, its next step and 'Leave room'. */
function CurrentRoom({ name, code }: { name: string; code: string }) {
  const navigate = useNavigate();
  return (
    <Card className="space-y-5 p-5" data-testid="joined-room">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-green-800 dark:text-green-300">
            ✓ You are in this room
          </p>
          <h2 className="break-words text-2xl font-bold">{name}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Code <span className="font-mono font-semibold tracking-widest">{code}</span>
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            forgetRoom();
            void navigate(paths.join);
          }}
        >
          Leave room
        </Button>
      </div>
      <RoomVoteStep code={code}>
        <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer font-medium">
            Prefer to build your vote policy by policy?
          </summary>
          <div className="mt-3">
            <NextSteps />
          </div>
        </details>
        <p className="text-sm">
          <Link to={paths.roomCommunity(code)} className={buttonClass("link")}>
            See this room&apos;s results
          </Link>
        </p>
      </RoomVoteStep>
    </Card>
  );
}
