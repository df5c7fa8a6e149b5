import { useRedirectWithToast } from "@/lib/useRedirectWithToast";

/** /narrative without an id (spec 5): 'No narrative selected', back to /narratives. */
export default function MissingNarrativePage() {
  useRedirectWithToast("No narrative selected", "/narratives");
  return null;
}
