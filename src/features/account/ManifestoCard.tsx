import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useConvex, useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { toast } from "@/components/ui/Toast";
import { editorLocationState, editorManifestoFromSaved } from "@/lib/editorState";
import { confidenceTone } from "@/lib/format";
import { loadManifestoSelection, useSelection } from "@/lib/selection";
import { ShareManifesto } from "./ShareManifesto";
import { paths } from "@/app/paths";
import { MESSAGES } from "@convex/domain/messages";
import { accountMessages } from "@/i18n/messages/account";
import { useFormat, useT } from "@/i18n/react";

export type ManifestoView = FunctionReturnType<typeof api.manifestos.listMine>[number];

/** The match badge's colours by confidence band (spec 2.3: green, orange, red). */
const MATCH_TONE = {
  good: "bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100",
  fair: "bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100",
  poor: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
} as const;

/** One saved manifesto with Edit, Review & Submit and Delete (with confirmation). */
export function ManifestoCard({ manifesto }: { manifesto: ManifestoView }) {
  const t = useT(accountMessages);
  const format = useFormat();
  const navigate = useNavigate();
  const convex = useConvex();
  const remove = useMutation(api.manifestos.remove);
  const [deleting, setDeleting] = useState(false);
  const [opening, setOpening] = useState(false);
  const title = manifesto.manifestoTitle || t("account.myManifesto");
  // Account reads the same selection: the manifesto the visitor is working on says so.
  const working = useSelection().source?.manifestoId === manifesto._id;

  async function onDelete() {
    setDeleting(true);
    try {
      await remove({ id: manifesto._id });
      toast({ title: t("account.manifestoDeleted"), variant: "success" });
    } catch {
      toast({ title: t("account.deleteManifestoFailed"), variant: "destructive" });
      setDeleting(false);
    }
  }

  /** Edit (spec 4): rebuild the editor state from the stored manifesto, then open the editor. */
  async function onEdit() {
    setOpening(true);
    try {
      const saved = await convex.query(api.manifestos.get, { id: manifesto._id });
      if (saved === null) throw new Error(MESSAGES.manifestoNotFound);
      void navigate(paths.manifestoEditor, {
        state: editorLocationState(editorManifestoFromSaved(saved)),
      });
    } catch {
      toast({ title: t("account.editLoadFailed"), variant: "destructive" });
      setOpening(false);
    }
  }

  /**
   * Review & Submit: this manifesto becomes the policies the visitor works on (its
   * narrative, its policies, its empty areas), then /policy-selection shows it.
   */
  async function onReview() {
    setOpening(true);
    try {
      const saved = await convex.query(api.manifestos.get, { id: manifesto._id });
      if (saved === null) throw new Error(MESSAGES.manifestoNotFound);
      loadManifestoSelection({
        manifestoId: saved._id,
        title,
        narrative: saved.matchedNarrative
          ? {
              id: saved.matchedNarrative._id,
              title: saved.matchedNarrative.title,
              quadrant: saved.matchedNarrative.quadrant,
            }
          : null,
        policies: saved.policies.map((policy) => ({ id: policy._id, category: policy.category })),
      });
      void navigate(paths.policySelection);
    } catch {
      toast({ title: t("account.reviewLoadFailed"), variant: "destructive" });
      setOpening(false);
    }
  }

  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {format.date(manifesto.createdAt)}
          </p>
        </div>
        <span
          data-tone={confidenceTone(manifesto.matchPercent / 100)}
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${MATCH_TONE[confidenceTone(manifesto.matchPercent / 100)]}`}
        >
          {t("account.match", { percent: manifesto.matchPercent })}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {manifesto.matchedNarrative && (
          <QuadrantBadge quadrant={manifesto.matchedNarrative.quadrant} />
        )}
        {working && (
          <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900 dark:bg-teal-900/60 dark:text-teal-100">
            {t("account.working")}
          </span>
        )}
      </div>
      {manifesto.manifestoDescription && (
        <p className="mt-3 line-clamp-3 text-sm text-slate-700 dark:text-slate-200">
          {manifesto.manifestoDescription}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t("account.policyCount", { count: manifesto.policyCount })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={opening}
          onClick={() => void onEdit()}
          aria-label={t("account.editLabel", { title })}
        >
          {t("account.edit")}
        </Button>
        <Button
          size="sm"
          disabled={opening}
          onClick={() => void onReview()}
          aria-label={t("account.reviewLabel", { title })}
        >
          {t("account.review")}
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 dark:text-red-400"
              disabled={deleting}
              aria-label={t("account.deleteLabel", { title })}
            >
              {t("account.delete")}
            </Button>
          </DialogTrigger>
          <DialogContent
            title={t("account.deleteManifestoTitle")}
            description={t("account.deleteManifestoBody", { title })}
          >
            <div className="mt-4 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t("account.cancel")}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant="danger" onClick={() => void onDelete()}>
                  {t("account.deleteManifesto")}
                </Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
        <ShareManifesto id={manifesto._id} title={title} shareToken={manifesto.shareToken} />
      </div>
    </Card>
  );
}
