/** Saved manifestos (spec 3 user_manifestos): creation, ownership, shaping for screens. */
import type { ObjectType } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_MANIFESTO_TITLE,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
} from "../domain/voteRules";
import { manifestoFields, type VoteManifesto } from "../validators";
import { appError, MESSAGES } from "./errors";
import { resolvePolicyIds } from "./policies";

export type ManifestoInput = ObjectType<typeof manifestoFields>;

/**
 * Most manifestos listed for one user (newest first). The largest manifesto is about
 * 188 KB (three 20,000-character texts at up to 3 UTF-8 bytes a character, a title and 200
 * policy ids) and a query may read 8 MiB, so 40 of them with their narratives read about
 * 7.6 MB (convex/maxInputs.test.ts); 100 would read 18.9 MB, which Convex refuses.
 */
export const MAX_MANIFESTOS_LISTED = 40;

type ManifestoFields = Omit<
  Doc<"userManifestos">,
  "_id" | "_creationTime" | "userId" | "fromVote" | "publishedAt" | "shareToken"
>;

function checkText(value: string | null | undefined, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (value.length > max) throw appError("INVALID_INPUT", MESSAGES.textTooLong);
  return value;
}

function checkConfidence(value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1) {
    throw appError("INVALID_INPUT", MESSAGES.confidenceRange);
  }
  return value;
}

/**
 * Validated stored fields from client input. Only the fields present in `input` are
 * returned when `partial` is set (update); otherwise defaults fill the rest (create).
 */
export async function manifestoFieldsFrom(
  ctx: QueryCtx,
  input: ManifestoInput,
  partial: boolean,
): Promise<Partial<ManifestoFields>> {
  const fields: Partial<ManifestoFields> = {};
  if (input.manifestoTitle !== undefined || !partial) {
    const title = checkText(input.manifestoTitle, MAX_TITLE_LENGTH)?.trim();
    fields.manifestoTitle = title ? title : DEFAULT_MANIFESTO_TITLE;
  }
  if (input.manifestoDescription !== undefined || !partial) {
    fields.manifestoDescription = checkText(input.manifestoDescription, MAX_TEXT_LENGTH) ?? "";
  }
  if (input.matchedNarrativeId !== undefined || !partial) {
    const raw = input.matchedNarrativeId ?? null;
    const id = raw === null ? null : ctx.db.normalizeId("narratives", raw);
    const narrative = id === null ? null : await ctx.db.get("narratives", id);
    fields.matchedNarrativeId = narrative?._id ?? null;
  }
  if (input.selectedPolicyIds !== undefined || !partial) {
    const policies = await resolvePolicyIds(ctx, input.selectedPolicyIds ?? []);
    fields.selectedPolicyIds = policies.map((policy) => policy._id);
  }
  if (input.aiReasoning !== undefined || !partial) {
    fields.aiReasoning = checkText(input.aiReasoning, MAX_TEXT_LENGTH);
  }
  if (input.confidenceScore !== undefined || !partial) {
    fields.confidenceScore = checkConfidence(input.confidenceScore ?? DEFAULT_CONFIDENCE);
  }
  if (input.visionText !== undefined || !partial) {
    fields.visionText = checkText(input.visionText, MAX_TEXT_LENGTH);
  }
  return fields;
}

/** The user's own manifesto, or NOT_FOUND (also for another user's, to reveal nothing). */
export async function requireOwnManifesto(
  ctx: QueryCtx,
  userId: Id<"users">,
  manifestoId: Id<"userManifestos">,
): Promise<Doc<"userManifestos">> {
  const manifesto = await ctx.db.get("userManifestos", manifestoId);
  if (manifesto === null || manifesto.userId !== userId) {
    throw appError("NOT_FOUND", MESSAGES.manifestoNotFound);
  }
  return manifesto;
}

/** A manifesto as the account list and editor show it. */
export async function toManifestoView(ctx: QueryCtx, manifesto: Doc<"userManifestos">) {
  const narrative =
    manifesto.matchedNarrativeId === null
      ? null
      : await ctx.db.get("narratives", manifesto.matchedNarrativeId);
  return {
    ...manifesto,
    createdAt: new Date(manifesto._creationTime).toISOString(),
    policyCount: manifesto.selectedPolicyIds.length,
    /** Rounded percent (spec 2.3 "match percent"). */
    matchPercent: Math.round(manifesto.confidenceScore * 100),
    /** Whether anyone with the link /m/{shareToken} can read it (owner views only). */
    published: manifesto.publishedAt !== undefined,
    matchedNarrative:
      narrative === null
        ? null
        : { _id: narrative._id, title: narrative.title, quadrant: narrative.quadrant },
  };
}

/**
 * Vote side-write (spec 3, 7.1): when the vote carries manifesto text, upsert the user's
 * one vote manifesto; its description and vision text both hold the text.
 */
export async function upsertVoteManifesto(
  ctx: MutationCtx,
  userId: Id<"users">,
  manifesto: VoteManifesto | undefined,
  narrativeId: Id<"narratives">,
  selectedPolicyIds: Id<"policies">[],
  now: number,
): Promise<Id<"userManifestos"> | null> {
  const text = manifesto?.text?.trim();
  if (!manifesto || !text) return null;
  const fields: ManifestoFields = {
    manifestoTitle: checkText(manifesto.title, MAX_TITLE_LENGTH)?.trim() || DEFAULT_MANIFESTO_TITLE,
    manifestoDescription: checkText(text, MAX_TEXT_LENGTH) ?? "",
    visionText: text,
    matchedNarrativeId: narrativeId,
    selectedPolicyIds,
    aiReasoning: checkText(manifesto.aiReasoning, MAX_TEXT_LENGTH),
    confidenceScore: checkConfidence(manifesto.confidenceScore ?? DEFAULT_CONFIDENCE),
    updatedAt: now,
  };
  const existing = await ctx.db
    .query("userManifestos")
    .withIndex("by_user_fromVote", (q) => q.eq("userId", userId).eq("fromVote", true))
    .first();
  if (existing !== null) {
    await ctx.db.patch("userManifestos", existing._id, fields);
    return existing._id;
  }
  return await ctx.db.insert("userManifestos", { ...fields, userId, fromVote: true });
}

/** Share tokens: 24 characters of [a-z0-9], about 124 bits, so links cannot be guessed. */
const SHARE_TOKEN_LENGTH = 24;
const SHARE_TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Tokens drawn before giving up: one collision is already a 2^-124 event. */
export const MAX_SHARE_TOKEN_ATTEMPTS = 5;

/**
 * A new share token. Math.random in a mutation is a strong generator with a fresh seed per
 * execution (on Convex, and on the embedded backend: docs/security.md), out of any
 * client's sight.
 */
export function newShareToken(random: () => number = Math.random): string {
  let token = "";
  for (let i = 0; i < SHARE_TOKEN_LENGTH; i += 1) {
    token += SHARE_TOKEN_ALPHABET[Math.floor(random() * SHARE_TOKEN_ALPHABET.length)];
  }
  return token;
}

/** The manifestos published under `token`: at most two read (one is the normal case). */
function manifestosSharedAs(ctx: QueryCtx, token: string) {
  return ctx.db
    .query("userManifestos")
    .withIndex("by_shareToken", (q) => q.eq("shareToken", token))
    .take(2);
}

/** A share token no manifesto has: drawn again on a collision, TRY_AGAIN after a few. */
export async function freshShareToken(
  ctx: MutationCtx,
  random: () => number = Math.random,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_SHARE_TOKEN_ATTEMPTS; attempt += 1) {
    const token = newShareToken(random);
    if ((await manifestosSharedAs(ctx, token)).length === 0) return token;
  }
  throw appError("TRY_AGAIN", MESSAGES.noFreeShareLink);
}

/**
 * Publishes (a fresh share token) or unpublishes (token and date removed, so an old link
 * stops working for good) the user's own manifesto.
 */
export async function setManifestoPublished(
  ctx: MutationCtx,
  manifesto: Doc<"userManifestos">,
  published: boolean,
): Promise<void> {
  if (published && manifesto.shareToken !== undefined) return;
  await ctx.db.patch(
    "userManifestos",
    manifesto._id,
    published
      ? { publishedAt: Date.now(), shareToken: await freshShareToken(ctx) }
      : { publishedAt: undefined, shareToken: undefined },
  );
}

/**
 * A published manifesto as anyone with its link reads it (/m/{shareToken}): what it says
 * and which policies, never who wrote it (no user id, email, vision text or AI
 * reasoning). Null for an unknown token or a manifesto no longer published, and for a
 * token two manifestos share (possible only in data from before tokens were checked
 * unique): neither is shown, and no error names them.
 */
export async function toSharedManifesto(ctx: QueryCtx, token: string) {
  if (token.length !== SHARE_TOKEN_LENGTH) return null;
  const matches = await manifestosSharedAs(ctx, token);
  const manifesto = matches.length === 1 ? matches[0] : null;
  if (manifesto === null || manifesto.publishedAt === undefined) return null;
  const narrative =
    manifesto.matchedNarrativeId === null
      ? null
      : await ctx.db.get("narratives", manifesto.matchedNarrativeId);
  const policies = await resolvePolicyIds(ctx, manifesto.selectedPolicyIds);
  return {
    title: manifesto.manifestoTitle,
    description: manifesto.manifestoDescription,
    matchPercent: Math.round(manifesto.confidenceScore * 100),
    publishedAt: new Date(manifesto.publishedAt).toISOString(),
    narrative:
      narrative === null
        ? null
        : {
            id: narrative._id,
            title: narrative.title,
            quadrant: narrative.quadrant,
            description: narrative.description,
          },
    policies: policies.map((policy) => ({
      id: policy._id,
      title: policy.title,
      category: policy.category,
      description: policy.description,
      costEstimate: policy.costEstimate,
    })),
  };
}
