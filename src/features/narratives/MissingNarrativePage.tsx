import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { paths } from "@/app/paths";

/** /narrative without an id (spec 5): 'No narrative selected', back to /narratives. */
export default function MissingNarrativePage() {
  useRedirectWithToast("No narrative selected", paths.narratives);
  return null;
}
