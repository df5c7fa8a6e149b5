import { RoomThresholdProgress } from "@/lib/roomThresholdBar";
import { useT } from "@/i18n/react";
import { presenterMessages } from "@/i18n/messages/presenter";

/** Shown instead of the results while they are hidden by the facilitator. */
export function HiddenCurtain() {
  const t = useT(presenterMessages);
  return (
    <Curtain title={t("presenter.hidden.title")}>
      <p>{t("presenter.hidden.body")}</p>
    </Curtain>
  );
}

/**
 * Shown while a room has fewer votes than its threshold (docs/rooms.md); a closed room
 * can no longer reach it, so it says why the results stay hidden.
 */
export function ThresholdCurtain({
  totalVotes,
  threshold,
  closed,
}: {
  totalVotes: number;
  threshold: number;
  closed: boolean;
}) {
  const t = useT(presenterMessages);
  return (
    <Curtain title={closed ? t("presenter.closedTitle") : t("presenter.waitingTitle")}>
      <RoomThresholdProgress
        totalVotes={totalVotes}
        threshold={threshold}
        text={t("presenter.threshold.progress", {
          count: Math.min(totalVotes, threshold),
          threshold,
        })}
        label={t("presenter.threshold.bar")}
        textClassName="text-[1.6em]"
        barClassName="mt-[0.6em] h-[0.8em] w-[70%]"
        testId="present-threshold"
      />
      <p className="mt-[0.6em]">
        {closed
          ? t("presenter.closedBody", { threshold })
          : t("presenter.waitingBody", { threshold })}
      </p>
    </Curtain>
  );
}

function Curtain({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-live="polite"
      className="flex h-full min-h-[12em] flex-col items-center justify-center rounded-[0.8em] border-2 border-dashed border-slate-400 bg-white p-[1.5em] text-center text-[1.2em] dark:border-slate-600 dark:bg-slate-900"
    >
      <h2 className="mb-[0.4em] text-[1.6em] font-black">{title}</h2>
      {children}
    </section>
  );
}
