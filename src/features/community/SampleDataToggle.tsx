import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * The switch between the nation's real results and the operator-loaded sample data
 * (synthetic votes, `npm run seed:sample`). Only offered while there are no real votes.
 */
export function SampleDataToggle({
  checked,
  onCheckedChange,
  sampleVotes,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  sampleVotes: number;
}) {
  const t = useT(communityMessages);
  return (
    <div className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="mt-1 h-4 w-4 accent-amber-600"
        />
        <span>
          <span className="font-semibold">{t("community.sample.show")}</span>
          <span className="block text-sm">
            {t("community.sample.showBody", { count: sampleVotes })}
          </span>
        </span>
      </label>
    </div>
  );
}
