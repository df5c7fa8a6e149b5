import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { toast } from "@/components/ui/Toast";
import { AddPoliciesPanel } from "./AddPoliciesPanel";
import { CategoryRankingDialog } from "./CategoryRankingDialog";
import { CoveragePanel } from "./CoveragePanel";
import { DetailsPanel } from "./DetailsPanel";
import { EditorActions } from "./EditorActions";
import type { EditorManifesto } from "@/lib/editorState";
import { EditorTabs } from "./EditorTabs";
import { SelectedPanel } from "./SelectedPanel";
import { useIsMobile } from "./useIsMobile";
import { useManifestoActions } from "./useManifestoActions";
import { useManifestoDraft } from "./useManifestoDraft";
import { paths } from "@/app/paths";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { useT } from "@/i18n/react";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

/** The editor's four parts; on mobile they are the tabs Details, Coverage, Selected, Add More. */
export type EditorPart = "details" | "coverage" | "selected" | "add";

/** Back and Cancel return to the previous page, or home when the editor was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home);
  };
}

export function ManifestoEditor({ initial }: { initial: EditorManifesto }) {
  const draft = useManifestoDraft(initial);
  const { manifesto } = draft;
  const narrativeId = manifesto.matchedNarrative?.id ?? null;
  const catalogue = useQuery(api.policies.listAll);
  const narrative = useQuery(api.narratives.get, narrativeId ? { id: narrativeId } : "skip");
  const actions = useManifestoActions(narrative?.quadrant ?? null);
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const isMobile = useIsMobile();
  const goBack = useGoBack();
  const t = useT(manifestoMessages);
  const text = useCatalogueText();

  function onOpenCategory(category: string) {
    const inCategory = (catalogue ?? []).filter((policy) => policy.category === category);
    if (catalogue !== undefined && inCategory.length <= 1) {
      // Spec 4: a category with at most one policy toggles directly.
      const only = inCategory[0];
      const selected = manifesto.selectedPolicies.find((policy) => policy.category === category);
      if (selected) draft.removePolicy(selected.id);
      else if (only) draft.addPolicy(only);
      return;
    }
    setOpenCategory(category);
  }

  const parts: Record<EditorPart, ReactNode> = {
    details: (
      <DetailsPanel
        manifesto={manifesto}
        onTitleChange={draft.setTitle}
        onDescriptionChange={draft.setDescription}
      />
    ),
    coverage: (
      <CoveragePanel selected={manifesto.selectedPolicies} onOpenCategory={onOpenCategory} />
    ),
    selected: (
      <SelectedPanel
        policies={manifesto.selectedPolicies}
        loading={draft.loadingDefaults}
        onRemove={draft.removePolicy}
      />
    ),
    add: (
      <AddPoliciesPanel
        catalogue={catalogue}
        selected={manifesto.selectedPolicies}
        onAdd={(policy) => {
          if (draft.addPolicy(policy))
            toast({
              title: t("manifesto.added", { title: text.policy(policy).title }),
              variant: "success",
              duration: 2000,
            });
        }}
      />
    ),
  };

  return (
    <PageContainer className="max-w-6xl pb-0">
      <Button variant="link" onClick={goBack} className="mb-3">
        {t("manifesto.back")}
      </Button>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("manifesto.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t("manifesto.intro")}</p>
      <div className="mt-6">
        {isMobile ? (
          <EditorTabs parts={parts} selectedCount={manifesto.selectedPolicies.length} />
        ) : (
          <div className="grid grid-cols-2 gap-6">
            <div className="space-y-6">
              {parts.details}
              {parts.coverage}
            </div>
            <div className="space-y-6">
              {parts.selected}
              {parts.add}
            </div>
          </div>
        )}
      </div>
      <EditorActions
        consent={actions.consent}
        busy={actions.busy}
        onCancel={goBack}
        onSave={() => actions.save(manifesto)}
        onSubmit={() => actions.submit(manifesto)}
      />
      {openCategory !== null && (
        <CategoryRankingDialog
          key={openCategory}
          category={openCategory}
          policies={catalogue?.filter((policy) => policy.category === openCategory)}
          selected={manifesto.selectedPolicies}
          narrativeId={narrativeId}
          onClose={() => setOpenCategory(null)}
          onSave={(policies) => draft.replaceCategory(openCategory, policies)}
        />
      )}
    </PageContainer>
  );
}
