import { PageContainer, PageHeader } from "@/components/ui/Page";
import { useSelection } from "@/lib/selection";
import { ManualAreasPicker } from "./ManualAreasPicker";
import { NarrativeAreasPicker } from "./NarrativeAreasPicker";

/** /policy-areas, 'Manual Build' (spec 2.3). */
export default function PolicyAreasPage() {
  const { narrative } = useSelection();
  return (
    <PageContainer>
      <PageHeader
        title="Manual Build"
        description={
          narrative
            ? "Pick the policy areas you want to customise. The rest keep the narrative's defaults."
            : "Choose your own policies area by area, or keep the community's most popular choice."
        }
      />
      {narrative ? <NarrativeAreasPicker narrative={narrative} /> : <ManualAreasPicker />}
    </PageContainer>
  );
}
