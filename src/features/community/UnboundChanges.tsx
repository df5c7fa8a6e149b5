import { Link } from "react-router-dom";
import { useWorkingSelection } from "@/lib/useWorkingSelection";
import { paths } from "@/app/paths";
import { useCatalogueText } from "@/i18n/data/useCatalogueText";
import { T, useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * Your Vote reads the same selection as every other page: when the policies the visitor is
 * working on differ from the bound vote, it says so and links to review and bind them.
 */
export function UnboundChanges({
  narrativeId,
  policyIds,
}: {
  narrativeId: string;
  policyIds: readonly string[];
}) {
  const t = useT(communityMessages);
  const text = useCatalogueText();
  const { selection, policyIds: working, loading } = useWorkingSelection();
  if (loading || !selection.narrative || working.length === 0) return null;
  const same =
    selection.narrative.id === narrativeId &&
    working.length === policyIds.length &&
    working.every((id) => policyIds.includes(id));
  if (same) return null;
  const name = selection.source ? `“${selection.source.title}”` : t("community.unbound.current");
  return (
    <p
      data-testid="unbound-changes"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <T
        id="community.unbound"
        values={{ name, narrative: text.narrative(selection.narrative).title }}
        components={{ 0: <Link to={paths.bindVote} className="font-medium underline" /> }}
      />
    </p>
  );
}
