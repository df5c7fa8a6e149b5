import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/Button";
import { SegmentedTabs, tabPanelProps } from "@/components/ui/SegmentedTabs";
import { useCommunityCsvDownload } from "@/lib/csvDownload";
import type { CommunityScope } from "./useRoomScope";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

interface Props {
  roomCode: string | null;
  roomName: string | null;
  isOwner: boolean;
  scope: CommunityScope;
  onScopeChange: (scope: CommunityScope) => void;
}

/**
 * Nation / Room / Room vs Nation, and the links to the community manifesto, the presenter view
 * and (for the owner) the CSV.
 */
export function RoomScopeBar({ roomCode, roomName, isOwner, scope, onScopeChange }: Props) {
  const t = useT(communityMessages);
  const tabs = [
    { value: "nation" as const, label: t("community.scope.nation") },
    { value: "room" as const, label: t("community.scope.room") },
    { value: "compare" as const, label: t("community.scope.compare") },
  ];
  const { exporting, exportCsv } = useCommunityCsvDownload();
  const presenter = roomCode ? paths.presentRoom(roomCode, scope) : paths.present;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {roomCode && (
        <>
          <SegmentedTabs
            tabs={tabs}
            value={scope}
            onChange={onScopeChange}
            label={t("community.scope.label")}
            idPrefix="scope"
            className="[&>button]:whitespace-nowrap"
          />
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {t("community.scope.roomIs")}{" "}
            {roomName === null ? (
              <span className="font-mono font-semibold">{roomCode}</span>
            ) : (
              <>
                <span className="font-semibold">{roomName}</span>{" "}
                <span className="font-mono">({roomCode})</span>
              </>
            )}
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Link to={paths.communityManifesto} className={buttonClass("outline", "sm")}>
          {t("community.links.manifesto")}
        </Link>
        <Link to={presenter} className={buttonClass("outline", "sm")}>
          {t("community.links.presenter")}
        </Link>
        {isOwner && roomCode && (
          <Button
            variant="outline"
            size="sm"
            disabled={exporting}
            onClick={() => void exportCsv(roomCode)}
          >
            {t("community.links.csv")}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Props for the panel the scope tabs control (only when there is a room). */
export function scopePanelProps(roomCode: string | null, scope: CommunityScope) {
  return roomCode ? tabPanelProps("scope", scope) : {};
}
