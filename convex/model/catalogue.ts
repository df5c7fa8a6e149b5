/**
 * Loads the policy catalogue (convex/catalogue) into the narratives, policies and
 * narrativePolicies tables. Upserts by `catalogueKey`, so a reload keeps document ids
 * (and with them votes, rankings and manifestos) stable. The catalogue is a parameter so
 * tests can load a small fixture.
 */
import type { CatalogueSection } from "../catalogue/types";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { areaById } from "../domain/areas";
import { catalogueFingerprint, planCatalogue } from "../domain/cataloguePlan";
import type { VotePolicy } from "./policies";

/** Upper bound on catalogue rows read in one go (the catalogue is a few hundred rows). */
export const MAX_CATALOGUE_ROWS = 5000;

export interface CatalogueLoadResult {
  narratives: number;
  policies: number;
  links: number;
  /** Rows no longer in the catalogue that were removed. */
  removed: number;
  warnings: string[];
}

type NarrativeFields = Omit<Doc<"narratives">, "_id" | "_creationTime">;
type PolicyFields = Omit<Doc<"policies">, "_id" | "_creationTime">;

function sameFields<T extends object>(doc: T, fields: Partial<T>): boolean {
  return Object.entries(fields).every(
    ([key, value]) => JSON.stringify(doc[key as keyof T]) === JSON.stringify(value),
  );
}

/** Whether the catalogue has been loaded (cheap: one indexed read). */
export async function isCatalogueLoaded(ctx: MutationCtx): Promise<boolean> {
  return (await ctx.db.query("narratives").first()) !== null;
}

/** A `policyCosts` row: `[id, areaId, costEstimate, demand, supply, bottleneck, leakage, lag]`. */
export type CostRow = [string, string, string, number, number, number, number, number];

function toCostRow(policy: VotePolicy): CostRow {
  const p = policy.pressureModifiers;
  return [
    policy._id,
    policy.areaId,
    policy.costEstimate,
    p.shortTermDemand,
    p.shortTermSupply,
    p.bottleneckRisk,
    p.importLeakage,
    p.timeLagMonths,
  ];
}

/**
 * The `policyCosts` text for these policies, in the order given: the policies table's own
 * order (creation time), which every engine keeps, so equal tables give equal text. Not id
 * order: ids are random here and sequential in convex-test (convex/differential.test.ts).
 */
export function policyCostsText(policies: readonly VotePolicy[]): string {
  return JSON.stringify(policies.map(toCostRow));
}

/**
 * Rewrites the one `policyCosts` row from the policies table when it differs (a catalogue
 * load, the start, an import). Returns whether it wrote.
 */
export async function writePolicyCosts(ctx: MutationCtx): Promise<boolean> {
  const policies = await ctx.db.query("policies").take(MAX_CATALOGUE_ROWS);
  const rows = policyCostsText(policies);
  const existing = await ctx.db.query("policyCosts").take(MAX_CATALOGUE_ROWS);
  const [kept, ...extra] = existing;
  for (const row of extra) await ctx.db.delete("policyCosts", row._id);
  if (kept === undefined) {
    await ctx.db.insert("policyCosts", { rows, policies: policies.length });
    return true;
  }
  if (kept.rows === rows && kept.policies === policies.length) return extra.length > 0;
  await ctx.db.replace("policyCosts", kept._id, { rows, policies: policies.length });
  return true;
}

async function recordFingerprint(ctx: MutationCtx, fingerprint: string): Promise<void> {
  const meta = await ctx.db.query("catalogueMeta").first();
  const fields = { fingerprint, loadedAt: Date.now() };
  if (meta === null) await ctx.db.insert("catalogueMeta", fields);
  else await ctx.db.patch("catalogueMeta", meta._id, fields);
}

/** Whether the loaded catalogue differs from this source (or none was recorded). */
export async function isCatalogueStale(
  ctx: MutationCtx,
  catalogue: CatalogueSection,
): Promise<boolean> {
  const meta = await ctx.db.query("catalogueMeta").first();
  return meta === null || meta.fingerprint !== catalogueFingerprint(catalogue);
}

/**
 * Upserts every narrative and policy by catalogue key, rebuilds each narrative's links,
 * and removes narratives, policies and links that are no longer in the catalogue.
 */
export async function loadCatalogue(
  ctx: MutationCtx,
  catalogue: CatalogueSection,
): Promise<CatalogueLoadResult> {
  const plan = planCatalogue(catalogue);

  const narrativeIds = new Map<string, Id<"narratives">>();
  for (const narrative of plan.narratives) {
    const fields: NarrativeFields = {
      catalogueKey: narrative.key,
      title: narrative.title,
      description: narrative.description,
      type: "anchor",
      quadrant: narrative.quadrant,
      popularityScore: narrative.popularityScore,
    };
    const existing = await ctx.db
      .query("narratives")
      .withIndex("by_catalogueKey", (q) => q.eq("catalogueKey", narrative.key))
      .unique();
    if (existing === null) {
      narrativeIds.set(narrative.key, await ctx.db.insert("narratives", fields));
    } else {
      if (!sameFields(existing, fields)) await ctx.db.patch("narratives", existing._id, fields);
      narrativeIds.set(narrative.key, existing._id);
    }
  }

  const policyIds = new Map<string, Id<"policies">>();
  for (const policy of plan.policies) {
    const fields: PolicyFields = {
      catalogueKey: policy.key,
      title: policy.title,
      description: policy.description,
      category: areaById(policy.area).name,
      areaId: policy.area,
      costEstimate: policy.costEstimate,
      costBasis: policy.costBasis,
      costing: { ...policy.costing },
      quadrant: policy.quadrant,
      type: "anchor",
      popularityScore: policy.popularityScore,
      resourceDemandTags: [...policy.resourceDemandTags],
      distributionTags: [...policy.distributionTags],
      pressureModifiers: { ...policy.pressureModifiers },
    };
    const existing = await ctx.db
      .query("policies")
      .withIndex("by_catalogueKey", (q) => q.eq("catalogueKey", policy.key))
      .unique();
    if (existing === null) {
      policyIds.set(policy.key, await ctx.db.insert("policies", fields));
    } else {
      if (!sameFields(existing, fields)) await ctx.db.patch("policies", existing._id, fields);
      policyIds.set(policy.key, existing._id);
    }
  }

  // Links: compare each narrative's existing rows with the plan and write only changes.
  const wanted = new Map<string, Omit<Doc<"narrativePolicies">, "_id" | "_creationTime">>();
  for (const link of plan.links) {
    const narrativeId = narrativeIds.get(link.narrativeKey);
    const policyId = policyIds.get(link.policyKey);
    if (!narrativeId || !policyId) continue;
    wanted.set(`${narrativeId}:${policyId}`, {
      narrativeId,
      policyId,
      category: areaById(link.areaId).name,
      areaId: link.areaId,
      rank: link.rank,
      isDefault: link.isDefault,
    });
  }

  let removed = 0;
  const allLinks = await ctx.db.query("narrativePolicies").take(MAX_CATALOGUE_ROWS * 4);
  for (const row of allLinks) {
    const key = `${row.narrativeId}:${row.policyId}`;
    const want = wanted.get(key);
    if (want === undefined) {
      await ctx.db.delete("narrativePolicies", row._id);
    } else {
      if (!sameFields(row, want)) await ctx.db.patch("narrativePolicies", row._id, want);
      wanted.delete(key);
    }
  }
  for (const link of wanted.values()) await ctx.db.insert("narrativePolicies", link);

  // Narratives and policies that left the catalogue.
  const keptNarratives = new Set(narrativeIds.values());
  for (const narrative of await ctx.db.query("narratives").take(MAX_CATALOGUE_ROWS)) {
    if (!keptNarratives.has(narrative._id)) {
      await ctx.db.delete("narratives", narrative._id);
      removed += 1;
    }
  }
  const keptPolicies = new Set(policyIds.values());
  for (const policy of await ctx.db.query("policies").take(MAX_CATALOGUE_ROWS)) {
    if (!keptPolicies.has(policy._id)) {
      await ctx.db.delete("policies", policy._id);
      removed += 1;
    }
  }

  await writePolicyCosts(ctx);
  await recordFingerprint(ctx, catalogueFingerprint(catalogue));
  return {
    narratives: narrativeIds.size,
    policies: policyIds.size,
    links: plan.links.length,
    removed,
    warnings: plan.warnings,
  };
}
