import { memo, useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { ConvexIsland } from "@/app/convexIsland";
import { ErrorPage } from "@/app/ErrorPage";
import { ErrorBoundary } from "@/components/ErrorBoundary";
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
import { T, useT } from "@/i18n/react";
import { joinMessages } from "@/i18n/messages/join";
import { useRoomLanguage } from "@/i18n/useRoomLanguage";

/**
 * /join and /join/:code (docs/rooms.md): a participant enters (or scans) a room code. An
 * open room is remembered on this browser so the votes bound here carry its code.
 */
export default function JoinRoomPage() {
  const { code: rawCode } = useParams();
  const code = rawCode ? normaliseRoomCode(rawCode) : null;
  const t = useT(joinMessages);
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t("join.title")} description={t("join.description")} />
      {/* Above the room and its vote, not below: they arrive in steps (the room, the
          viewer, the stories), and a note below them moved down the screen with each one
          (issue 42: a layout shift of 0.15 on a phone). */}
      <p className="mb-6 text-sm text-slate-700 dark:text-slate-200">
        <T
          id="join.privacy"
          components={{ 0: <Link to={paths.privacy} className="font-medium underline" /> }}
        />
      </p>
      {code ? (
        // The heading and the notes above are drawn before the Convex client arrives; the
        // room, which needs it, holds its skeleton's place (src/app/loadConvex.ts).
        <ConvexIsland as="div" urgent className="block min-h-40">
          <ErrorBoundary fallback={<ErrorPage />} resetKey={code}>
            <JoinByCode code={code} />
          </ErrorBoundary>
        </ConvexIsland>
      ) : (
        <JoinForm />
      )}
    </PageContainer>
  );
}

function JoinForm() {
  const remembered = useRememberedRoom();
  const t = useT(joinMessages);
  return (
    <div className="space-y-6">
      {remembered && <CurrentRoom name={remembered.name} code={remembered.code} />}
      <Card className="p-5">
        <JoinCodeForm label={remembered ? t("join.joinAnother") : t("join.joinRoom")} />
      </Card>
    </div>
  );
}

function JoinByCode({ code }: { code: string }) {
  const room = useQuery(api.rooms.byCode, { code });
  const remembered = useRememberedRoom();
  const t = useT(joinMessages);
  // The page follows the room's language unless the visitor chose theirs (docs/rooms.md).
  useRoomLanguage(room?.language, "join");

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
          {t("join.finding")}
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
            {room === null ? t("join.noRoom", { code }) : t("join.closed", { name: room.name })}
          </h2>
          <p className="mt-1">{room === null ? t("join.noRoomHint") : t("join.closedHint")}</p>
        </div>
        <Card className="p-5">
          <JoinCodeForm
            initial={room === null ? code : ""}
            label={room === null ? t("join.tryAgain") : t("join.joinAnother")}
          />
        </Card>
      </div>
    );
  }
  return <CurrentRoom name={room.name} code={room.code} />;
}

/**
 * The remembered room, its next step and 'Leave room'. Memoised: remembering the room (a
 * store update, drawn at once) re-renders JoinByCode just after the room arrives, and the
 * vote below need not be drawn again for it (issue 42).
 */
const CurrentRoom = memo(function CurrentRoom({ name, code }: { name: string; code: string }) {
  const navigate = useNavigate();
  const t = useT(joinMessages);
  return (
    <Card className="space-y-5 p-5" data-testid="joined-room">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-green-800 dark:text-green-300">
            {t("join.inRoom")}
          </p>
          <h2 className="break-words text-2xl font-bold">{name}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t("join.code")} <span className="font-mono font-semibold tracking-widest">{code}</span>
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => {
            forgetRoom();
            void navigate(paths.join);
          }}
        >
          {t("join.leave")}
        </Button>
      </div>
      <RoomVoteStep code={code}>
        <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer font-medium">{t("join.policyByPolicy")}</summary>
          <div className="mt-3">
            <NextSteps />
          </div>
        </details>
        <p className="text-sm">
          <Link to={paths.roomCommunity(code)} className={buttonClass("link")}>
            {t("join.results")}
          </Link>
        </p>
      </RoomVoteStep>
    </Card>
  );
});
