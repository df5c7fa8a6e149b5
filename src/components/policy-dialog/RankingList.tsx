import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
// Its area is loaded by PolicyDialog, so useTranslate() here never suspends inside the open dialog.
import { useTranslate } from "@/i18n/react";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

/** Drag starts after 8 px of movement (spec 9). */
const DRAG_DISTANCE_PX = 8;

export interface RankedItem {
  id: string;
  title: string;
}

function SortableRow({
  item,
  rank,
  onRemove,
}: {
  item: RankedItem;
  rank: number;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const t = useTranslate();
  const shown = useCatalogueText().policy(item);
  const title = shown.title;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-800 ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t("policyPicker.ranking.reorder", { title, rank })}
        className="grid h-8 w-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:hover:bg-slate-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
          <circle cx="9" cy="6" r="1.5" />
          <circle cx="15" cy="6" r="1.5" />
          <circle cx="9" cy="12" r="1.5" />
          <circle cx="15" cy="12" r="1.5" />
          <circle cx="9" cy="18" r="1.5" />
          <circle cx="15" cy="18" r="1.5" />
        </svg>
      </button>
      <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-teal-700 text-xs font-bold text-white">
        {rank}
      </span>
      <span className="flex-1 text-sm font-medium" data-testid="ranked-title" lang={shown.lang}>
        {title}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t("policyPicker.ranking.removeLabel", { title })}
        className="rounded-md px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-slate-300 dark:hover:bg-slate-700"
      >
        {t("policyPicker.ranking.remove")}
      </button>
    </li>
  );
}

/** The ranked list (up to 3), reordered by drag and drop or keyboard (space, arrows, space). */
export function RankingList({
  items,
  onChange,
}: {
  items: RankedItem[];
  onChange: (items: RankedItem[]) => void;
}) {
  const t = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    onChange(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label={t("policyPicker.ranking.label")}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              rank={index + 1}
              onRemove={() => onChange(items.filter((i) => i.id !== item.id))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
