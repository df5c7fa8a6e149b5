import { PageContainer, PageHeader } from "@/components/ui/Page";
import { useSelection } from "@/lib/selection";
import { ManualAreasPicker } from "./ManualAreasPicker";
import { NarrativeAreasPicker } from "./NarrativeAreasPicker";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

/** /policy-areas, 'Manual Build' (spec 2.3). */
export default function PolicyAreasPage() {
  const { narrative } = useSelection();
  const t = useT(policyPickerMessages);
  return (
    <PageContainer>
      <PageHeader
        title={t("policyPicker.areas.title")}
        description={
          narrative
            ? t("policyPicker.areas.descriptionNarrative")
            : t("policyPicker.areas.descriptionManual")
        }
      />
      {narrative ? <NarrativeAreasPicker narrative={narrative} /> : <ManualAreasPicker />}
    </PageContainer>
  );
}
