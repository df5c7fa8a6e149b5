import { useQuery } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { looksLikeConvexId } from "@convex/domain/ids";

/**
 * The narrative of a /narrative/{id}… route. The spec's UUID check is the Convex id shape
 * check here (convex/domain/ids.ts). `narrative` is undefined while loading, null when
 * the id is malformed or unknown.
 */
export function useNarrativeRoute() {
  const { narrativeId = "" } = useParams();
  const validId = looksLikeConvexId(narrativeId);
  const narrative = useQuery(api.narratives.get, validId ? { id: narrativeId } : "skip");
  return { narrativeId, validId, narrative: validId ? narrative : null };
}
