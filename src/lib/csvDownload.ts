/**
 * 'Export CSV' for the facilitator: reads community:exportData once (not a subscription,
 * the file is a snapshot), builds the CSV and downloads it. Used by /rooms and the
 * community view.
 */
import { useState } from "react";
import { useConvex } from "convex/react";
import { api } from "@convex/_generated/api";
import { toast } from "@/components/ui/Toast";
import { downloadCsv } from "./csv";
import { buildCommunityCsv, communityCsvFilename } from "./csvCommunity";
import { errorMessage } from "./errorMessage";

export function useCommunityCsvDownload() {
  const convex = useConvex();
  const [exporting, setExporting] = useState(false);

  async function exportCsv(roomCode: string | null) {
    setExporting(true);
    try {
      const data = await convex.query(api.community.exportData, roomCode ? { roomCode } : {});
      downloadCsv(communityCsvFilename(data.roomCode, data.generatedAt), buildCommunityCsv(data));
    } catch (error) {
      toast({
        title: errorMessage(error, "Failed to export the results. Please try again."),
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv };
}
