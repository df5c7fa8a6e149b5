import { useState } from "react";
import { formatCost } from "@convex/domain/economy/costs";
import { costingFacts, describeCostingBasis, type CatalogueCosting } from "@convex/domain/costing";
import { MAX_RANKED_POLICIES } from "@/lib/selection";
import { Button } from "@/components/ui/Button";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import type { Consent } from "@/lib/useVoteConsent";
import { Dialog, DialogContent } from "@/components/ui/Dialog";
import { Skeleton } from "@/components/ui/Skeleton";
import { PolicyOption } from "./PolicyOption";
import { RankingList } from "./RankingList";
import { useAreaName } from "@/i18n/data/AreaName";
import { T, useTranslate } from "@/i18n/react";
import { catalogueText } from "@/i18n/serverMessages";
import { MESSAGES } from "@convex/domain/messages";
// The area is declared on import (its Welsh fetched with the route); the dialog reads it with
// useTranslate() rather than useT(area), whose suspension would remount the open Radix dialog and
// leave the page with pointer-events: none (PolicyDialog.test.tsx).
import "@/i18n/messages/policyPicker";

const strong = { 0: <strong /> };

export interface DialogPolicy {
  _id: string;
  title: string;
  description: string;
  costEstimate: string;
  /** The costing basis (absent on rows loaded before it existed). */
  costing?: CatalogueCosting;
}

export interface PolicyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: string;
  /** undefined while loading. */
  policies: DialogPolicy[] | undefined;
  defaultPolicyId: string | null;
  /** The category's current ranked choice, if any. */
  initialRanked?: string[];
  onSave: (policyIds: string[]) => void | Promise<void>;
  /**
   * When saving can store the ranking: the rankings' consent, asked in the footer beside
   * the Save button (docs/privacy.md "Consent"). Unticked, Save keeps the choice in this
   * browser only (useSaveCategory).
   */
  consent?: Consent;
}

type Mode = "default" | "custom";

function initialMode(ranked: string[] | undefined, defaultId: string | null): Mode {
  if (!ranked || ranked.length === 0) return "default";
  return ranked.length === 1 && ranked[0] === defaultId ? "default" : "custom";
}

/**
 * The per-category policy dialog (spec 2.3, 4, 5): opens on the default policy in a
 * 'default confirmed' state; choosing other policies switches to a custom ranking of up
 * to 3, reordered by drag and drop or keyboard. Mount it with a `key` per category.
 */
export function PolicyDialog({
  open,
  onOpenChange,
  category,
  policies,
  defaultPolicyId,
  initialRanked,
  onSave,
  consent,
}: PolicyDialogProps) {
  const fallbackDefault = defaultPolicyId ?? policies?.[0]?._id ?? null;
  const t = useTranslate();
  const areaName = useAreaName()(category);
  const [mode, setMode] = useState<Mode>(() => initialMode(initialRanked, fallbackDefault));
  const [ranked, setRanked] = useState<string[]>(() =>
    initialMode(initialRanked, fallbackDefault) === "custom" ? (initialRanked ?? []) : [],
  );
  const [saving, setSaving] = useState(false);
  const full = mode === "custom" && ranked.length >= MAX_RANKED_POLICIES;
  const byId = new Map((policies ?? []).map((p) => [p._id, p]));
  const chosen = mode === "default" ? (fallbackDefault ? [fallbackDefault] : []) : ranked;

  const update = (next: string[]) => {
    if (next.length === 1 && next[0] === fallbackDefault) {
      setMode("default");
      setRanked([]);
    } else {
      setMode("custom");
      setRanked(next);
    }
  };
  const toggle = (id: string) => {
    if (mode === "default") {
      if (id !== fallbackDefault) update([id]);
      return;
    }
    if (ranked.includes(id)) update(ranked.filter((r) => r !== id));
    else if (ranked.length < MAX_RANKED_POLICIES) update([...ranked, id]);
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(chosen);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={areaName}
        description={t("policyPicker.dialog.description")}
        maxWidth="max-w-2xl"
        footer={
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0 sm:flex-1">
              {consent && <ConsentCheckbox consent={consent} compact />}
            </div>
            <div className="flex shrink-0 justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("policyPicker.dialog.cancel")}
              </Button>
              <Button onClick={() => void save()} disabled={chosen.length === 0 || saving}>
                {t(mode === "default" ? "policyPicker.dialog.confirm" : "policyPicker.dialog.save")}
              </Button>
            </div>
          </div>
        }
      >
        <div
          className="mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
          role="status"
        >
          {mode === "default" ? (
            <span>
              <T id="policyPicker.dialog.defaultConfirmed" components={strong} />
            </span>
          ) : (
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <T
                  id="policyPicker.dialog.customRanking"
                  values={{ count: ranked.length, max: MAX_RANKED_POLICIES }}
                  components={strong}
                />
              </span>
              {fallbackDefault && (
                <Button variant="link" size="sm" onClick={() => update([fallbackDefault])}>
                  {t("policyPicker.dialog.useDefault")}
                </Button>
              )}
            </span>
          )}
        </div>
        {mode === "custom" && ranked.length > 0 && (
          <section className="mb-4" aria-label={t("policyPicker.dialog.ranking")}>
            <h3 className="mb-2 text-sm font-semibold">
              {t("policyPicker.dialog.rankingHeading")}
            </h3>
            <RankingList
              items={ranked.map((id) => ({ id, title: byId.get(id)?.title ?? id }))}
              onChange={(items) => update(items.map((i) => i.id))}
            />
          </section>
        )}
        {full && (
          <p
            className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
            role="alert"
          >
            {catalogueText(MESSAGES.maxRanked, "maxRanked")}
          </p>
        )}
        {policies === undefined ? (
          <div className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : policies.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{t("policyPicker.noPolicies")}</p>
        ) : (
          <ul
            className="space-y-2"
            aria-label={t("policyPicker.dialog.listLabel", { category: areaName })}
          >
            {policies.map((policy) => {
              const index = chosen.indexOf(policy._id);
              return (
                <li key={policy._id}>
                  <PolicyOption
                    title={policy.title}
                    description={policy.description}
                    cost={formatCost(policy.costEstimate)}
                    costFacts={policy.costing ? costingFacts(policy.costing) : []}
                    isDefault={policy._id === fallbackDefault}
                    rank={index === -1 ? null : index + 1}
                    disabled={full && index === -1}
                    onToggle={() => toggle(policy._id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {policies !== undefined && policies.length > 0 && (
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
            {describeCostingBasis(policies.map((policy) => policy.costing))}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
