import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { PolicyDialog } from "@/components/policy-dialog/PolicyDialog";
import type { EditorPolicy } from "@/lib/editorState";

interface Props {
  category: string;
  /** The category's policies from the catalogue (undefined while loading). */
  policies: Doc<"policies">[] | undefined;
  selected: EditorPolicy[];
  narrativeId: string | null;
  onClose: () => void;
  onSave: (policies: Doc<"policies">[]) => void;
}

/**
 * The shared ranking dialog for one category (spec 4): starts from the manifesto's
 * policies in that category (or the narrative's default), and its Save replaces them.
 */
export function CategoryRankingDialog({
  category,
  policies,
  selected,
  narrativeId,
  onClose,
  onSave,
}: Props) {
  const fallback = useQuery(
    api.policies.defaultForCategory,
    narrativeId ? { category, narrativeId } : { category },
  );
  const initialRanked = selected
    .filter((policy) => policy.category === category)
    .map((policy) => policy.id);
  const ready = policies !== undefined && fallback !== undefined;
  return (
    <PolicyDialog
      key={ready ? "ready" : "loading"}
      open
      onOpenChange={(open) => !open && onClose()}
      category={category}
      policies={ready ? policies : undefined}
      defaultPolicyId={fallback?._id ?? null}
      initialRanked={initialRanked}
      onSave={(ids) => {
        const byId = new Map((policies ?? []).map((policy) => [policy._id as string, policy]));
        onSave(ids.flatMap((id) => byId.get(id) ?? []));
        onClose();
      }}
    />
  );
}
