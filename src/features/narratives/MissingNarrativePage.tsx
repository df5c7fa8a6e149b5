import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

/** /narrative without an id (spec 5): 'No narrative selected', back to /narratives. */
export default function MissingNarrativePage() {
  const t = useT(narrativesMessages);
  useRedirectWithToast(t("narratives.noneSelected"), paths.narratives);
  return null;
}
