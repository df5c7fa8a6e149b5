import { useQuery } from "convex/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { POLICY_AREAS } from "@convex/domain/areas";
import { PolicyDialog } from "@/components/policy-dialog/PolicyDialog";
import { SearchInput } from "@/components/SearchInput";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { setCategoryPolicies, useSelection } from "@/lib/selection";
import { ManualAreaCard } from "./ManualAreaCard";
import { useAreaName } from "@/i18n/data/AreaName";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

function AreaDialog({ category, onClose }: { category: string; onClose: () => void }) {
  const policies = useQuery(api.policies.listByCategory, { category });
  const popular = useQuery(api.policies.defaultForCategory, { category });
  const { categoryPolicies } = useSelection();
  const t = useT(policyPickerMessages);
  if (popular === undefined) return null;
  return (
    <PolicyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      category={category}
      policies={policies}
      defaultPolicyId={popular?._id ?? null}
      initialRanked={categoryPolicies[category]}
      onSave={(ids) => {
        setCategoryPolicies(category, ids);
        toast({
          title: t("policyPicker.manual.savedTitle"),
          description: t("policyPicker.manual.savedDescription"),
        });
        onClose();
      }}
    />
  );
}

/** The manual variant: 13 areas with search, a dialog per area (spec 2.3). */
export function ManualAreasPicker() {
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const { categoryPolicies } = useSelection();
  const navigate = useNavigate();
  const t = useT(policyPickerMessages);
  const areaName = useAreaName();
  const needle = term.trim().toLowerCase();
  const areas = POLICY_AREAS.filter((a) =>
    [a.name, areaName(a.name)].some((name) => name.toLowerCase().includes(needle)),
  );
  return (
    <section aria-label={t("policyPicker.manual.label")}>
      <SearchInput
        className="mb-4 max-w-md"
        label={t("policyPicker.manual.search")}
        placeholder={t("policyPicker.manual.search")}
        value={term}
        onChange={setTerm}
      />
      {areas.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("policyPicker.manual.noMatch")}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <ManualAreaCard
              key={area.id}
              areaId={area.id}
              name={areaName(area.name)}
              chosenCount={categoryPolicies[area.name]?.length ?? 0}
              onOpen={() => setOpen(area.name)}
            />
          ))}
        </div>
      )}
      <div className="mt-8 flex justify-end">
        <Button size="lg" onClick={() => navigate(paths.taxSimulator)}>
          {t("policyPicker.manual.continue")}
        </Button>
      </div>
      {open && <AreaDialog key={open} category={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
