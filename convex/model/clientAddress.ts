/** The caller's address, for keying sign-in throttles and anonymous AI budgets. */
import type { RequestMetadata } from "convex/server";
import { addressKey } from "../domain/clientAddress";

/** Any ctx with Convex's `meta` (actions and mutations; the auth library's enriched ctx). */
type WithMeta = { meta?: { getRequestMetadata?: () => Promise<RequestMetadata> } };

/**
 * The caller's address key (convex/domain/clientAddress.ts) from
 * `ctx.meta.getRequestMetadata().ip`, or null when the backend does not report one (a
 * backend without the call, a scheduled function, convex-test without
 * `withRequestMetadata`). Call it in the action the client called: the address belongs
 * to that request.
 */
export async function readClientAddress(ctx: WithMeta): Promise<string | null> {
  if (typeof ctx.meta?.getRequestMetadata !== "function") return null;
  try {
    const { ip } = await ctx.meta.getRequestMetadata();
    return addressKey(ip);
  } catch {
    return null;
  }
}
