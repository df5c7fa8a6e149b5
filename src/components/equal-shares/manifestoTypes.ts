import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/** What equalShares:manifesto returns once a result is ready. */
export type ManifestoView = Extract<
  FunctionReturnType<typeof api.equalShares.manifesto>,
  { status: "ready" }
>;
export type CommunityManifestos = ManifestoView["manifestos"];
export type ManifestoEntry = CommunityManifestos["proportional"]["policies"][number];

const oneDecimal = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeNumber = new Intl.NumberFormat("en-GB");

/** £bn a year as "£12.5bn". */
export function formatBn(bn: number): string {
  return `£${oneDecimal.format(bn)}bn`;
}

export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** "45%" of a whole; "–" when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : "–";
}
