import { useEffect } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { useCommunityCsvDownload } from "@/lib/csvDownload";
import { setPendingRedirect } from "@/lib/storage";
import { useViewer } from "@/lib/useViewer";
import { CreateRoomForm } from "./CreateRoomForm";
import { RoomCard } from "./RoomCard";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { roomsMessages } from "@/i18n/messages/rooms";

/**
 * /rooms (docs/rooms.md): a facilitator's workshop rooms. Signed-out visitors and guests
 * (running a room needs an account) go to /auth and come back here after signing in.
 */
export default function RoomsPage() {
  const { isAccount: isAuthenticated, isLoading } = useViewer();
  const navigate = useNavigate();
  const rooms = useQuery(api.rooms.mine, isAuthenticated ? {} : "skip");
  const { exporting, exportCsv } = useCommunityCsvDownload();
  const t = useT(roomsMessages);

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    setPendingRedirect(paths.rooms);
    void navigate(paths.auth, { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={t("rooms.page.title")}
        description={t("rooms.page.description")}
        actions={
          <>
            <Link to={paths.present} className={buttonClass("outline")}>
              {t("rooms.page.nationalPresenter")}
            </Link>
            <Button variant="outline" disabled={exporting} onClick={() => void exportCsv(null)}>
              {t("rooms.page.nationalCsv")}
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <CreateRoomForm />
        <section aria-labelledby="my-rooms">
          <h2 id="my-rooms" className="mb-3 text-xl font-semibold">
            {t("rooms.page.yours")}
          </h2>
          {rooms === undefined ? (
            <div className="space-y-4" aria-busy="true">
              <span className="sr-only" role="status">
                {t("rooms.page.loading")}
              </span>
              <Skeleton className="h-48" />
            </div>
          ) : rooms.length === 0 ? (
            <Card className="p-6 text-center text-slate-700 dark:text-slate-200">
              {t("rooms.page.none")}
            </Card>
          ) : (
            <ul className="space-y-4">
              {rooms.map((room) => (
                <li key={room.id}>
                  <RoomCard
                    room={room}
                    exporting={exporting}
                    onExport={(code) => void exportCsv(code)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
