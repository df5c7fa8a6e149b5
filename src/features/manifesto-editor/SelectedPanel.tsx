import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import type { EditorPolicy } from "@/lib/editorState";
import { PolicyRow, useKeepFocusInList } from "./PolicyRow";

interface Props {
  policies: EditorPolicy[];
  loading: boolean;
  onRemove: (id: string) => void;
}

/** The manifesto's policies with their reasons, each with Remove (spec 2.3). */
export function SelectedPanel({ policies, loading, onRemove }: Props) {
  const { listRef, refocus } = useKeepFocusInList();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">Selected policies ({policies.length})</h2>
      {loading ? (
        <div
          className="mt-3 space-y-2"
          role="status"
          aria-label="Loading the narrative's default policies"
        >
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : policies.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          No policies selected yet. Add some from the catalogue, or pick an area under Coverage.
        </p>
      ) : (
        <ul ref={listRef} className="mt-3 space-y-2" aria-label="Selected policies">
          {policies.map((policy, index) => (
            <PolicyRow
              key={policy.id}
              title={policy.title}
              meta={policy.category}
              detail={policy.reason}
              detailClassName="italic text-slate-600 dark:text-slate-300"
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-red-700 dark:text-red-400"
                  aria-label={`Remove ${policy.title}`}
                  onClick={() => {
                    onRemove(policy.id);
                    refocus(index);
                  }}
                >
                  Remove
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
