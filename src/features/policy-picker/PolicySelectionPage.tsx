import { useState } from "react";
import { Link } from "react-router-dom";
import { SearchInput } from "@/components/SearchInput";
import { buttonClass } from "@/components/ui/Button";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";
import { useDebounced } from "@/lib/useDebounced";
import { BudgetBridgeCard } from "./BudgetBridgeCard";
import { CommunityPoliciesList } from "./CommunityPoliciesList";
import { MyPoliciesList } from "./MyPoliciesList";
import { useWorkingSelection } from "@/lib/useWorkingSelection";
import { SelectionSourceNote } from "@/components/SelectionSourceNote";
import { useAreaName } from "@/i18n/data/AreaName";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { paths } from "@/app/paths";
import { T, useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

/** /policy-selection, 'Your Manifesto' (spec 2.3). */
export default function PolicySelectionPage() {
  const { selection, loading, areas, policies } = useWorkingSelection();
  const narrative = selection.narrative;
  const t = useT(policyPickerMessages);
  const areaName = useAreaName();
  const text = useCatalogueText();
  const rows = areas.map((area) => ({
    category: area.category,
    customised: area.source !== "narrative-default",
    policies: area.policies,
  }));
  const [term, setTerm] = useState("");
  const debounced = useDebounced(term).trim().toLowerCase();
  // The words shown (the Welsh on a Welsh page) as well as the English.
  const matches = (...words: string[]) =>
    words.some((word) => word.toLowerCase().includes(debounced));
  const filtered = debounced
    ? rows
        .map((row) =>
          matches(row.category, areaName(row.category))
            ? row
            : {
                ...row,
                policies: row.policies.filter((p) =>
                  matches(p.title, p.description, text.policy(p).title, text.policy(p).description),
                ),
              },
        )
        .filter((row) => row.policies.length > 0)
    : rows;

  return (
    <PageContainer>
      <div className="mb-4 flex flex-wrap gap-2">
        <Link to={paths.account} className={buttonClass("ghost", "sm", "-ml-3")}>
          {t("policyPicker.selection.back")}
        </Link>
        <Link to={paths.policyAreas} className={buttonClass("ghost", "sm")}>
          {t("policyPicker.selection.backToAreas")}
        </Link>
      </div>
      <PageHeader
        title={t("policyPicker.selection.title")}
        description={
          narrative ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <T
                id="policyPicker.selection.builtOn"
                values={{ narrative: text.narrative(narrative).title }}
                components={{ 0: <strong /> }}
              />{" "}
              <QuadrantBadge quadrant={narrative.quadrant} />
            </span>
          ) : (
            t("policyPicker.selection.ownMix")
          )
        }
        actions={
          <Link to={paths.taxSimulator} className={buttonClass("primary", "lg")}>
            {rows.length === 0 && !loading
              ? t("policyPicker.selection.continueDefaults")
              : t("policyPicker.selection.continueEconomy")}
          </Link>
        }
      />
      <SelectionSourceNote source={selection.source} className="mb-4" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <SearchInput
            label={t("policyPicker.selection.search")}
            placeholder={t("policyPicker.selection.searchPlaceholder")}
            value={term}
            onChange={setTerm}
            className="mb-4"
          />
          <Tabs defaultValue="mine">
            <TabsList>
              <TabsTrigger value="mine">{t("policyPicker.selection.mine")}</TabsTrigger>
              <TabsTrigger value="community">{t("policyPicker.selection.community")}</TabsTrigger>
            </TabsList>
            <TabsContent value="mine">
              {loading ? (
                <div className="space-y-2">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} className="h-14" />
                  ))}
                </div>
              ) : (
                <MyPoliciesList rows={filtered} narrativeId={narrative?.id ?? null} />
              )}
            </TabsContent>
            <TabsContent value="community">
              <CommunityPoliciesList term={debounced} />
            </TabsContent>
          </Tabs>
        </div>
        <aside className="lg:sticky lg:top-32 lg:self-start">
          <BudgetBridgeCard policies={policies} />
        </aside>
      </div>
    </PageContainer>
  );
}
