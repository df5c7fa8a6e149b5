/**
 * Privacy by design (docs/privacy.md): the person's consent, "Download my data", "Delete my
 * account", withdrawing consent; the operator's export and erasure by email
 * (scripts/privacy.ts); and the retention job, a cron (convex/crons.ts) also started by
 * seed:ensureCatalogue (convex/model/retention.ts startRetention).
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import {
  internalAction,
  internalMutation,
  internalQuery,
  query,
  type MutationCtx,
  type QueryCtx,
} from "./_generated/server";
import {
  CONSENT_PURPOSES,
  isCurrentConsent,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from "./domain/privacy";
import { consentsByPurpose, recordConsent } from "./model/consent";
import { userMutation } from "./model/functions";
import { scrubMailLog as scrubDevelopmentMail } from "./model/mail";
import {
  collectPersonalData,
  erasePersonStep,
  removeOpinions,
  VOTE_EXPORT_NOTES,
} from "./model/personalData";
import { runRetentionStep } from "./model/retention";
import { getUserId } from "./model/users";
import { consentPurposeValidator } from "./validators";

const givenConsent = v.union(
  v.null(),
  v.object({ version: v.string(), givenAt: v.number(), current: v.boolean() }),
);

/**
 * The signed-in person's consent of each purpose: the notice version they agreed to and
 * when, or null (docs/privacy.md "Consent"). Null when signed out.
 */
export const myConsent = query({
  args: {},
  returns: v.union(
    v.null(),
    v.object({ vote: givenConsent, rankings: givenConsent, manifestos: givenConsent }),
  ),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    const rows = await consentsByPurpose(ctx, userId);
    const view = (row: (typeof rows)["vote"]) =>
      row === null
        ? null
        : { version: row.version, givenAt: row.givenAt, current: isCurrentConsent(row.version) };
    return {
      vote: view(rows.vote),
      rankings: view(rows.rankings),
      manifestos: view(rows.manifestos),
    };
  },
});

/** Records consent of `purpose` to the notice `version` (which must be the current one). */
export const giveConsent = userMutation({
  signInMessage: PRIVACY_MESSAGES.signInToConsent,
  args: { purpose: consentPurposeValidator, version: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await recordConsent(ctx, ctx.userId, args.purpose, args.version, Date.now());
    return null;
  },
});

/**
 * Withdraws consent of one purpose, or of every purpose without one: deletes what it covered
 * (a vote: every vote, with the tallies adjusted, its 'general' rankings and the vote's
 * manifesto; rankings: the rankings of areas; manifestos: the saved manifestos with their
 * share links) and the consent itself. The account stays. Returns how many votes were
 * removed.
 */
export const withdrawConsent = userMutation({
  signInMessage: PRIVACY_MESSAGES.signInToConsent,
  args: { purpose: v.optional(consentPurposeValidator) },
  returns: v.object({ votesRemoved: v.number() }),
  handler: async (ctx, args) => {
    const purposes = args.purpose === undefined ? [...CONSENT_PURPOSES] : [args.purpose];
    const result = await removeOpinions(ctx, ctx.userId, purposes);
    if (!result.done) {
      await ctx.scheduler.runAfter(0, internal.privacy.continueWithdrawal, {
        userId: ctx.userId,
        purposes,
      });
    }
    return { votesRemoved: result.votes };
  },
});

/**
 * Deletes the signed-in person's account and everything stored about them
 * (docs/privacy.md "Deleting an account"); a guest's identity is deleted the same way.
 * Their sessions end here, so the client is signed out.
 */
export const deleteMyAccount = userMutation({
  signInMessage: PRIVACY_MESSAGES.signInToDelete,
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await eraseOrContinue(ctx, ctx.userId);
    return null;
  },
});

async function eraseOrContinue(ctx: MutationCtx, userId: Id<"users">) {
  const step = await erasePersonStep(ctx, userId, Date.now());
  if (!step.done) await ctx.scheduler.runAfter(0, internal.privacy.continueErasure, { userId });
  return step;
}

/** The next step of an erasure too large for one transaction. */
export const continueErasure = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, args) => {
    await eraseOrContinue(ctx, args.userId);
    return null;
  },
});

/** The next step of a withdrawal too large for one transaction. */
export const continueWithdrawal = internalMutation({
  args: { userId: v.id("users"), purposes: v.optional(v.array(consentPurposeValidator)) },
  returns: v.null(),
  handler: async (ctx, args) => {
    const result = await removeOpinions(ctx, args.userId, args.purposes ?? [...CONSENT_PURPOSES]);
    if (!result.done) {
      await ctx.scheduler.runAfter(0, internal.privacy.continueWithdrawal, args);
    }
    return null;
  },
});

/** Everything stored about the signed-in person, table by table ("Download my data"). */
export const myData = query({
  args: {},
  returns: v.any(),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    return await exportFile(ctx, userId);
  },
});

async function exportFile(ctx: QueryCtx, userId: Id<"users">) {
  const tables = await collectPersonalData(ctx, userId);
  if (tables === null) return null;
  return {
    about:
      "Everything the UK Policy Simulator stores about you, table by table (see the privacy notice, /privacy).",
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    exportedAt: new Date(Date.now()).toISOString(),
    fieldNotes: { userVotes: VOTE_EXPORT_NOTES },
    tables,
  };
}

async function userByEmail(ctx: QueryCtx, email: string) {
  return await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email.trim()))
    .first();
}

/** The operator's export (npm run privacy:export -- <email>): null for an unknown email. */
export const exportByEmail = internalQuery({
  args: { email: v.string() },
  returns: v.any(),
  handler: async (ctx, args) => {
    const user = await userByEmail(ctx, args.email);
    return user === null ? null : await exportFile(ctx, user._id);
  },
});

/** The operator's erasure (npm run privacy:erase -- <email>): false for an unknown email. */
export const eraseByEmail = internalMutation({
  args: { email: v.string() },
  returns: v.object({ found: v.boolean(), done: v.boolean() }),
  handler: async (ctx, args) => {
    const user = await userByEmail(ctx, args.email);
    if (user === null) return { found: false, done: true };
    return { found: true, done: (await eraseOrContinue(ctx, user._id)).done };
  },
});

/**
 * The retention job (the cron "privacy retention", every RETENTION_INTERVAL_MS): one
 * bounded run, and another at once while work remains. No run's id is stored.
 */
export const runRetention = internalMutation({
  args: {},
  returns: v.object({
    guestsOfClosedRooms: v.number(),
    guestsOfIdleRooms: v.number(),
    abandonedGuests: v.number(),
    expiredTickets: v.number(),
    more: v.boolean(),
  }),
  handler: async (ctx) => {
    const result = await runRetentionStep(ctx, Date.now());
    if (result.more) await ctx.scheduler.runAfter(0, internal.privacy.runRetention, {});
    return result;
  },
});

/**
 * After an erasure: the development mail log's messages to the erased address go
 * (convex/model/mail.ts scrubMailLog; the address arrives as its keyed hash).
 */
export const scrubMailLog = internalAction({
  args: { addressHash: v.string() },
  returns: v.null(),
  handler: async (_ctx, args) => {
    await scrubDevelopmentMail(args.addressHash);
    return null;
  },
});
