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
import { paths } from "@/app/paths";

/** /policy-selection, 'Your Manifesto' (spec 2.3). */
export default function PolicySelectionPage() {
  const { selection, loading, areas, policies } = useWorkingSelection();
  const narrative = selection.narrative;
  const rows = areas.map((area) => ({
    category: area.category,
    customised: area.source !== "narrative-default",
    policies: area.policies,
  }));
  const [term, setTerm] = useState("");
  const debounced = useDebounced(term).trim().toLowerCase();
  const filtered = debounced
    ? rows
        .map((row) =>
          row.category.toLowerCase().includes(debounced)
            ? row
            : {
                ...row,
                policies: row.policies.filter(
                  (p) =>
                    p.title.toLowerCase().includes(debounced) ||
                    p.description.toLowerCase().includes(debounced),
                ),
              },
        )
        .filter((row) => row.policies.length > 0)
    : rows;

  return (
    <PageContainer>
      <div className="mb-4 flex flex-wrap gap-2">
        <Link to={paths.account} className={buttonClass("ghost", "sm", "-ml-3")}>
          ← Back
        </Link>
        <Link to={paths.policyAreas} className={buttonClass("ghost", "sm")}>
          Back to Policy Areas
        </Link>
      </div>
      <PageHeader
        title="Your Manifesto"
        description={
          narrative ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              Built on <strong>{narrative.title}</strong>{" "}
              <QuadrantBadge quadrant={narrative.quadrant} />
            </span>
          ) : (
            "Your own mix of policies, area by area."
          )
        }
        actions={
          <Link to={paths.taxSimulator} className={buttonClass("primary", "lg")}>
            {rows.length === 0 && !loading ? "Continue with Defaults" : "Continue to Economy"}
          </Link>
        }
      />
      <SelectionSourceNote source={selection.source} className="mb-4" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <SearchInput
            label="Search your policies"
            placeholder="Search policies or areas"
            value={term}
            onChange={setTerm}
            className="mb-4"
          />
          <Tabs defaultValue="mine">
            <TabsList>
              <TabsTrigger value="mine">My Policies</TabsTrigger>
              <TabsTrigger value="community">Community Policies</TabsTrigger>
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
