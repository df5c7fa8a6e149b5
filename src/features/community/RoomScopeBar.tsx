import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/Button";
import { SegmentedTabs, tabPanelProps } from "@/components/ui/SegmentedTabs";
import { useCommunityCsvDownload } from "@/lib/csvDownload";
import type { CommunityScope } from "./useRoomScope";
import { paths } from "@/app/paths";

const TABS = [
  { value: "nation" as const, label: "Nation" },
  { value: "room" as const, label: "Room" },
  { value: "compare" as const, label: "Room vs Nation" },
];

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
  const { exporting, exportCsv } = useCommunityCsvDownload();
  const presenter = roomCode ? paths.presentRoom(roomCode, scope) : paths.present;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {roomCode && (
        <>
          <SegmentedTabs
            tabs={TABS}
            value={scope}
            onChange={onScopeChange}
            label="Results for"
            idPrefix="scope"
            className="[&>button]:whitespace-nowrap"
          />
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Room:{" "}
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
          Community manifesto
        </Link>
        <Link to={presenter} className={buttonClass("outline", "sm")}>
          Presenter view
        </Link>
        {isOwner && roomCode && (
          <Button
            variant="outline"
            size="sm"
            disabled={exporting}
            onClick={() => void exportCsv(roomCode)}
          >
            Export CSV
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
