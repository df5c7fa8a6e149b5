import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import type { EditorPolicy } from "@/lib/editorState";
import { PolicyRow, useKeepFocusInList } from "./PolicyRow";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";
import { AreaName } from "@/i18n/data/AreaName";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

interface Props {
  policies: EditorPolicy[];
  loading: boolean;
  onRemove: (id: string) => void;
}

/** The manifesto's policies with their reasons, each with Remove (spec 2.3). */
export function SelectedPanel({ policies, loading, onRemove }: Props) {
  const { listRef, refocus } = useKeepFocusInList();
  const t = useT(manifestoMessages);
  const text = useCatalogueText();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">
        {t("manifesto.selected.title", { count: policies.length })}
      </h2>
      {loading ? (
        <div className="mt-3 space-y-2" role="status" aria-label={t("manifesto.selected.loading")}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : policies.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t("manifesto.selected.empty")}
        </p>
      ) : (
        <ul ref={listRef} className="mt-3 space-y-2" aria-label={t("manifesto.selected.list")}>
          {policies.map((policy, index) => (
            <PolicyRow
              key={policy.id}
              title={policy.title}
              meta={<AreaName category={policy.category} />}
              detail={policy.reason}
              detailClassName="italic text-slate-600 dark:text-slate-300"
              action={
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-red-700 dark:text-red-400"
                  aria-label={t("manifesto.selected.removeOne", {
                    title: text.policy(policy).title,
                  })}
                  onClick={() => {
                    onRemove(policy.id);
                    refocus(index);
                  }}
                >
                  {t("manifesto.selected.remove")}
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
