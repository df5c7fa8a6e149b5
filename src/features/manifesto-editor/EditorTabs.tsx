import { useState, type ReactNode } from "react";
import { SegmentedTabs, tabPanelProps, tabPanelFocusClass } from "@/components/ui/SegmentedTabs";
import type { EditorPart } from "./ManifestoEditor";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";

const ID_PREFIX = "editor";

/** The mobile editor (spec 2.3): one part at a time under the tabs Details, Coverage, Selected, Add More. */
export function EditorTabs({
  parts,
  selectedCount,
}: {
  parts: Record<EditorPart, ReactNode>;
  selectedCount: number;
}) {
  const [part, setPart] = useState<EditorPart>("details");
  const t = useT(manifestoMessages);
  const tabs: Array<{ value: EditorPart; label: ReactNode }> = [
    { value: "details", label: t("manifesto.tabs.details") },
    { value: "coverage", label: t("manifesto.tabs.coverage") },
    {
      value: "selected",
      label: (
        <>
          {t("manifesto.tabs.selected")}{" "}
          <span className="sr-only">
            {t("manifesto.tabs.selectedCount", { count: selectedCount })}
          </span>
        </>
      ),
    },
    { value: "add", label: t("manifesto.tabs.add") },
  ];
  return (
    <>
      <SegmentedTabs
        tabs={tabs}
        value={part}
        onChange={setPart}
        label={t("manifesto.tabs.label")}
        idPrefix={ID_PREFIX}
        className="mb-4 flex w-full [&>button]:px-1.5 [&>button]:text-xs min-[400px]:[&>button]:text-sm"
      />
      <div {...tabPanelProps(ID_PREFIX, part)} className={tabPanelFocusClass}>
        {parts[part]}
      </div>
    </>
  );
}
