import * as ToggleGroup from "@radix-ui/react-toggle-group";
import { Button } from "@/components/ui/Button";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

interface Props {
  customised: number;
  total: number;
  mode: "manual" | "default";
  onMode: (mode: "manual" | "default") => void;
  onReset: () => void;
}

const itemClass =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 data-[state=on]:bg-white data-[state=on]:shadow-sm dark:data-[state=on]:bg-slate-950";

/** 'X of Y areas customised', Reset All and the Manual/Default toggle (spec 2.3). */
export function SummaryToolbar({ customised, total, mode, onMode, onReset }: Props) {
  const t = useT(narrativesMessages);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <p className="text-sm font-medium" aria-live="polite">
        {t("narratives.areasCustomised", { customised, total })}
      </p>
      <Button variant="ghost" size="sm" onClick={onReset} disabled={customised === 0}>
        {t("narratives.resetAll")}
      </Button>
      <ToggleGroup.Root
        type="single"
        value={mode}
        onValueChange={(value) => value && onMode(value as "manual" | "default")}
        aria-label={t("narratives.selectionMode")}
        className="ml-auto inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
      >
        <ToggleGroup.Item value="manual" className={itemClass}>
          {t("narratives.manual")}
        </ToggleGroup.Item>
        <ToggleGroup.Item value="default" className={itemClass}>
          {t("narratives.default")}
        </ToggleGroup.Item>
      </ToggleGroup.Root>
    </div>
  );
}
