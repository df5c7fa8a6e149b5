/**
 * Saved manifestos (spec 3, 4, 6, 7.1): create, list own (newest first), read, update and
 * delete. Only the owner can read or change a manifesto; another user's manifesto looks
 * exactly like a missing one. The owner may publish one: anyone with its unguessable link
 * (/m/{shareToken}) then reads it, without learning who wrote it.
 */
import { v } from "convex/values";
import { manifestoView, policyDoc, sharedManifesto } from "./model/returns";
import { query } from "./_generated/server";
import { MESSAGES } from "./model/errors";
import { opinionMutation, userMutation } from "./model/functions";
import {
  MAX_MANIFESTOS_LISTED,
  manifestoFieldsFrom,
  requireOwnManifesto,
  toManifestoView,
  setManifestoPublished,
  toSharedManifesto,
} from "./model/manifestos";
import { resolvePolicyIds } from "./model/policies";
import { requireAccount } from "./model/guests";
import { recordManifestoChange } from "./model/quotas";
import { getUserId } from "./model/users";
import { manifestoFields } from "./validators";

/**
 * Create a manifesto; returns the stored row (spec 7.1 "returns the single row").
 * QUOTA_EXCEEDED past the user's count or bytes of saved manifestos, RATE_LIMITED past
 * their creations a minute (docs/security.md "Quotas").
 */
export const create = opinionMutation({
  purpose: "manifestos",
  signInMessage: MESSAGES.signInToSaveManifesto,
  args: manifestoFields,
  returns: manifestoView,
  handler: async (ctx, args) => {
    // Guests are free, so their work stays in the browser (docs/security.md "Quotas").
    await requireAccount(ctx, ctx.userId, MESSAGES.accountToSaveManifesto);
    const fields = await manifestoFieldsFrom(ctx, args, false);
    const id = await ctx.db.insert("userManifestos", {
      manifestoTitle: fields.manifestoTitle ?? "",
      manifestoDescription: fields.manifestoDescription ?? "",
      matchedNarrativeId: fields.matchedNarrativeId ?? null,
      selectedPolicyIds: fields.selectedPolicyIds ?? [],
      aiReasoning: fields.aiReasoning ?? null,
      confidenceScore: fields.confidenceScore ?? 0,
      visionText: fields.visionText ?? null,
      userId: ctx.userId,
      fromVote: false,
      updatedAt: Date.now(),
    });
    const created = await requireOwnManifesto(ctx, ctx.userId, id);
    await recordManifestoChange(ctx, ctx.userId, null, created, Date.now());
    return await toManifestoView(ctx, created);
  },
});

/** The signed-in user's manifestos, newest first (at most 40). Empty when signed out. */
export const listMine = query({
  args: {},
  returns: v.array(manifestoView),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return [];
    const manifestos = await ctx.db
      .query("userManifestos")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .take(MAX_MANIFESTOS_LISTED);
    return await Promise.all(manifestos.map((manifesto) => toManifestoView(ctx, manifesto)));
  },
});

/**
 * One of the signed-in user's manifestos with its policies (for the editor), or null
 * when it does not exist, belongs to someone else, or nobody is signed in.
 */
export const get = query({
  args: { id: v.id("userManifestos") },
  returns: v.union(v.null(), v.object({ ...manifestoView.fields, policies: v.array(policyDoc) })),
  handler: async (ctx, args) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    const manifesto = await ctx.db.get("userManifestos", args.id);
    if (manifesto === null || manifesto.userId !== userId) return null;
    const view = await toManifestoView(ctx, manifesto);
    const policies = await resolvePolicyIds(ctx, manifesto.selectedPolicyIds);
    return { ...view, policies };
  },
});

/**
 * Change some fields of the user's own manifesto; returns the updated row. QUOTA_EXCEEDED
 * when a longer text would take the user's manifestos past their bytes.
 */
export const update = opinionMutation({
  purpose: "manifestos",
  signInMessage: MESSAGES.signInToSaveManifesto,
  args: { id: v.id("userManifestos"), ...manifestoFields },
  returns: manifestoView,
  // Someone else's manifesto looks missing, whatever the consent.
  prepare: async (ctx, args) => await requireOwnManifesto(ctx, ctx.userId, args.id),
  handler: async (ctx, { id, ...input }, before) => {
    const fields = await manifestoFieldsFrom(ctx, input, true);
    const now = Date.now();
    await ctx.db.patch("userManifestos", id, { ...fields, updatedAt: now });
    const after = await requireOwnManifesto(ctx, ctx.userId, id);
    await recordManifestoChange(ctx, ctx.userId, before, after, now);
    return await toManifestoView(ctx, after);
  },
});

/** Delete the user's own manifesto. */
export const remove = userMutation({
  signInMessage: MESSAGES.signInToSaveManifesto,
  args: { id: v.id("userManifestos") },
  returns: v.null(),
  handler: async (ctx, args) => {
    const manifesto = await requireOwnManifesto(ctx, ctx.userId, args.id);
    await ctx.db.delete("userManifestos", args.id);
    await recordManifestoChange(ctx, ctx.userId, manifesto, null, Date.now());
    return null;
  },
});

/**
 * Publish the user's own manifesto (anyone with the link /m/{shareToken} can read it) or
 * unpublish it (the link stops working; publishing again makes a new one).
 */
export const setPublished = userMutation({
  signInMessage: MESSAGES.signInToSaveManifesto,
  args: { id: v.id("userManifestos"), published: v.boolean() },
  returns: manifestoView,
  handler: async (ctx, args) => {
    const manifesto = await requireOwnManifesto(ctx, ctx.userId, args.id);
    await setManifestoPublished(ctx, manifesto, args.published);
    const after = await requireOwnManifesto(ctx, ctx.userId, args.id);
    await recordManifestoChange(ctx, ctx.userId, manifesto, after, Date.now());
    return await toManifestoView(ctx, after);
  },
});

/** A published manifesto, read-only, for anyone with its link; null otherwise. */
export const getShared = query({
  args: { token: v.string() },
  returns: sharedManifesto,
  handler: async (ctx, args) => {
    return await toSharedManifesto(ctx, args.token);
  },
});
