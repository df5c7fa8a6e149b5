import { Card } from "@/components/ui/Card";
import { RoomThresholdProgress } from "@/lib/roomThresholdBar";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/** A room below its threshold: the count and the threshold, never the results (docs/rooms.md). */
export function ThresholdNotice({
  totalVotes,
  threshold,
}: {
  totalVotes: number;
  threshold: number;
}) {
  const t = useT(communityMessages);
  return (
    <Card className="p-6 text-center">
      <h2 className="text-lg font-semibold">{t("community.threshold.title")}</h2>
      <RoomThresholdProgress
        totalVotes={totalVotes}
        threshold={threshold}
        text={t("community.threshold.progress", {
          count: Math.min(totalVotes, threshold),
          threshold,
        })}
        label={t("community.threshold.bar")}
        textClassName="mt-2 text-3xl"
        barClassName="mt-3 h-2 max-w-sm"
        testId="threshold-state"
      />
      <p className="mt-3 text-slate-700 dark:text-slate-200">
        {t("community.threshold.body", { threshold })}
      </p>
    </Card>
  );
}
