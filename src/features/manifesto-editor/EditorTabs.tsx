import { useState, type ReactNode } from "react";
import { SegmentedTabs, tabPanelProps, tabPanelFocusClass } from "@/components/ui/SegmentedTabs";
import type { EditorPart } from "./ManifestoEditor";

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
  const tabs: Array<{ value: EditorPart; label: ReactNode }> = [
    { value: "details", label: "Details" },
    { value: "coverage", label: "Coverage" },
    {
      value: "selected",
      label: (
        <>
          Selected <span className="sr-only">({selectedCount} policies)</span>
        </>
      ),
    },
    { value: "add", label: "Add More" },
  ];
  return (
    <>
      <SegmentedTabs
        tabs={tabs}
        value={part}
        onChange={setPart}
        label="Manifesto editor sections"
        idPrefix={ID_PREFIX}
        className="mb-4 flex w-full [&>button]:px-1.5 [&>button]:text-xs min-[400px]:[&>button]:text-sm"
      />
      <div {...tabPanelProps(ID_PREFIX, part)} className={tabPanelFocusClass}>
        {parts[part]}
      </div>
    </>
  );
}
