import { useId, useState } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { POLICY_AREAS } from "@convex/domain/areas";
import { formatCost } from "@convex/domain/economy/costs";
import { SearchInput } from "@/components/SearchInput";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { truncate } from "@/lib/format";
import { MAX_RANKED_POLICIES } from "@/lib/selection";
import { useDebounced } from "@/lib/useDebounced";
import type { EditorPolicy } from "@/lib/editorState";
import { PolicyRow, useKeepFocusInList } from "./PolicyRow";
import { countInCategory } from "./useManifestoDraft";
import { manifestoMessages } from "@/i18n/messages/manifesto";
import { catalogueText } from "@/i18n/serverMessages";
import { MESSAGES } from "@convex/domain/messages";
import { useT } from "@/i18n/react";
import { AreaName, useAreaName } from "@/i18n/data/AreaName";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";

/** Results shown at first and added per 'Show more'. */
const PAGE_SIZE = 10;
/** Spec 9: description previews in the picker. */
const PREVIEW_LENGTH = 120;
const ALL = "";

interface Props {
  catalogue: Doc<"policies">[] | undefined;
  selected: EditorPolicy[];
  onAdd: (policy: Doc<"policies">) => void;
}

/**
 * Catalogue policies not yet in the manifesto (spec 5), filtered by a debounced text
 * match on title or description and by category, each with Add.
 */
export function AddPoliciesPanel({ catalogue, selected, onAdd }: Props) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [category, setCategory] = useState(ALL);
  const [shown, setShown] = useState(PAGE_SIZE);
  const search = useDebounced(term).trim().toLowerCase();
  const chosen = new Set(selected.map((policy) => policy.id));
  const text = useCatalogueText();
  const areaName = useAreaName();
  // The words shown (the Welsh title and summary on a Welsh page) as well as the English.
  const matches = (policy: Doc<"policies">) =>
    [
      policy.title,
      policy.description,
      text.policy(policy).title,
      text.policy(policy).description,
    ].some((words) => words.toLowerCase().includes(search));
  const available = (catalogue ?? []).filter(
    (policy) =>
      !chosen.has(policy._id) &&
      (category === ALL || policy.category === category) &&
      (search === "" || matches(policy)),
  );
  const full = (policy: Doc<"policies">) =>
    countInCategory(selected, policy.category) >= MAX_RANKED_POLICIES;
  const visible = available.slice(0, shown);
  const { listRef, refocus } = useKeepFocusInList();
  const t = useT(manifestoMessages);

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{t("manifesto.add.title")}</h2>
      <div className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto]">
        <SearchInput
          value={term}
          onChange={(value) => {
            setTerm(value);
            setShown(PAGE_SIZE);
          }}
          label={t("manifesto.add.search")}
          placeholder={t("manifesto.add.search")}
        />
        <label htmlFor={`${id}-category`} className="sr-only">
          {t("manifesto.add.category")}
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setShown(PAGE_SIZE);
          }}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-500 dark:border-slate-700 dark:bg-slate-900"
        >
          <option value={ALL}>{t("manifesto.add.allCategories")}</option>
          {POLICY_AREAS.map((area) => (
            <option key={area.id} value={area.name}>
              {areaName(area.name)}
            </option>
          ))}
        </select>
      </div>
      {catalogue === undefined ? (
        <div className="mt-3 space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : available.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t("manifesto.add.none")}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {t("manifesto.add.available", { count: available.length })}
          </p>
          {visible.some(full) && (
            <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              {catalogueText(MESSAGES.maxRanked, "maxRanked")}
            </p>
          )}
          <ul ref={listRef} className="mt-2 space-y-2" aria-label={t("manifesto.add.list")}>
            {visible.map((policy, index) => (
              <PolicyRow
                key={policy._id}
                title={policy.title}
                meta={
                  <>
                    <AreaName category={policy.category} /> · {formatCost(policy.costEstimate)}
                  </>
                }
                detail={truncate(text.policy(policy).description, PREVIEW_LENGTH)}
                detailClassName="text-slate-700 dark:text-slate-200"
                action={
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    disabled={full(policy)}
                    aria-label={t("manifesto.add.addOne", { title: text.policy(policy).title })}
                    onClick={() => {
                      onAdd(policy);
                      refocus(index);
                    }}
                  >
                    {t("manifesto.add.add")}
                  </Button>
                }
              />
            ))}
          </ul>
          {available.length > shown && (
            <Button
              variant="ghost"
              className="mt-3 w-full"
              onClick={() => setShown((n) => n + PAGE_SIZE)}
            >
              {t("manifesto.add.more", { count: available.length - shown })}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
