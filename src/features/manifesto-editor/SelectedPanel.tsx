import { Button, Card, Skeleton } from "../../components/ui";
import type { EditorPolicy } from "./editorState";

interface Props {
  policies: EditorPolicy[];
  loading: boolean;
  onRemove: (id: string) => void;
}

/** The manifesto's policies with their reasons, each with Remove (spec 2.3). */
export function SelectedPanel({ policies, loading, onRemove }: Props) {
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
        <ul className="mt-3 space-y-2" aria-label="Selected policies">
          {policies.map((policy) => (
            <li
              key={policy.id}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{policy.title}</p>
                <p className="text-xs text-slate-600 dark:text-slate-300">{policy.category}</p>
                {policy.reason && (
                  <p className="mt-1 text-sm italic text-slate-600 dark:text-slate-300">
                    {policy.reason}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="shrink-0 text-red-700 dark:text-red-400"
                aria-label={`Remove ${policy.title}`}
                onClick={() => onRemove(policy.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
