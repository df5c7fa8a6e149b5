/**
 * Parsing the summarise request (spec 7.2 "manifesto-builder (personal/community
 * summary)"). Clients send policy and narrative objects as they hold them, often with
 * extra fields (`_id`, `_creationTime`, `rank` …), so the shapes are checked with zod,
 * which keeps the named fields and drops the rest, rather than with exact validators.
 */
import { z } from "zod";
import { isQuadrant, type Quadrant } from "../areas";
import { MAX_SUMMARY_FIELD_LENGTH, MAX_SUMMARY_POLICIES } from "./limits";
import type { AggregatedData, EconomicSettings } from "./summary";

/** Default inflation when there is no simulation result (spec 9). */
export const DEFAULT_INFLATION = 2;

const text = z.string().max(MAX_SUMMARY_FIELD_LENGTH);
const quadrant = z
  .unknown()
  .transform((value): Quadrant | null =>
    typeof value === "string" && isQuadrant(value) ? value : null,
  );
const finite = z.number().finite();

export const summaryPolicySchema = z.object({
  id: z.string().max(200).optional(),
  _id: z.string().max(200).optional(),
  title: text,
  description: text.optional(),
  category: text.default(""),
  quadrant,
  costEstimate: z.union([z.string().max(100), z.number(), z.null()]).optional(),
});

export const summaryNarrativeSchema = z.object({
  id: z.string().max(200).optional(),
  _id: z.string().max(200).optional(),
  title: text,
  description: text.optional(),
  quadrant,
});

export const economicSettingsSchema = z
  .object({
    taxRate: finite.default(0),
    dividend: finite.default(0),
    inflation: finite.default(DEFAULT_INFLATION),
  })
  .default({ taxRate: 0, dividend: 0, inflation: DEFAULT_INFLATION });

const percentages = z
  .object({ rewild: finite, leap: finite, steady: finite, scale: finite })
  .partial()
  .default({})
  .transform((d) => ({
    rewild: d.rewild ?? 0,
    leap: d.leap ?? 0,
    steady: d.steady ?? 0,
    scale: d.scale ?? 0,
  }));

export const aggregatedDataSchema = z.object({
  totalVotes: z.number().int().min(0),
  quadrantDistribution: percentages,
  topNarratives: z
    .array(z.object({ title: text, percentage: finite.default(0) }))
    .max(50)
    .default([]),
  topPolicies: z
    .array(z.object({ title: text, category: text.optional(), percentage: finite.optional() }))
    .max(MAX_SUMMARY_POLICIES)
    .default([]),
  economicAverages: economicSettingsSchema,
});

export const personalSummaryRequestSchema = z.object({
  policies: z.array(summaryPolicySchema).max(MAX_SUMMARY_POLICIES).default([]),
  narrative: summaryNarrativeSchema.nullable().default(null),
  economicSettings: economicSettingsSchema,
});

export type PersonalSummaryRequest = z.infer<typeof personalSummaryRequestSchema>;
export type ParsedAggregatedData = AggregatedData & { economicAverages: EconomicSettings };

/** A short, user-facing description of the first problem zod found. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join(".") ?? "";
  return path === "" ? "Invalid summary request." : `Invalid summary request: check "${path}".`;
}
