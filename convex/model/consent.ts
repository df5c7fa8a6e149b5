/**
 * Explicit consent (UK GDPR Art. 9(2)(a), docs/privacy.md "Consent"): a vote — a political
 * opinion — is stored only for a person whose consent to the current privacy notice is
 * recorded. The vote may carry the consent itself (the ticked box sent with it), which is
 * recorded first, in the same transaction.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isCurrentConsent, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "../domain/privacy";
import { appError } from "./errors";

/** A person has one consent row at most; the bound keeps the read finite all the same. */
const MAX_CONSENT_ROWS = 10;

/** The person's consent rows (normally one). */
export async function consentRows(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"consents">[]> {
  return await ctx.db
    .query("consents")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(MAX_CONSENT_ROWS);
}

/** The person's latest consent, or null. */
export async function latestConsent(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"consents"> | null> {
  const rows = await consentRows(ctx, userId);
  return rows.reduce<Doc<"consents"> | null>(
    (latest, row) => (latest === null || row.givenAt > latest.givenAt ? row : latest),
    null,
  );
}

/** Whether the person's recorded consent covers the current privacy notice. */
export async function hasCurrentConsent(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  return isCurrentConsent((await latestConsent(ctx, userId))?.version);
}

/**
 * Records consent to the current notice (one row per person). A person who has already
 * consented to the current notice keeps that row as it is, with the time they first gave
 * it (the earliest, should there be two), and nothing is written; otherwise their row is
 * replaced. A `version` other than the current one is refused: the person agreed to a
 * notice that has since changed.
 */
export async function recordConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  version: string,
  now: number,
): Promise<void> {
  if (!isCurrentConsent(version)) {
    throw appError("CONSENT_REQUIRED", PRIVACY_MESSAGES.consentOutdated);
  }
  const rows = await consentRows(ctx, userId);
  const kept = rows.reduce<Doc<"consents"> | null>(
    (earliest, row) =>
      isCurrentConsent(row.version) && (earliest === null || row.givenAt < earliest.givenAt)
        ? row
        : earliest,
    null,
  );
  for (const row of rows) if (row !== kept) await ctx.db.delete("consents", row._id);
  if (kept === null) {
    await ctx.db.insert("consents", { userId, version: PRIVACY_NOTICE_VERSION, givenAt: now });
  }
}

/**
 * Before a vote is stored: records the consent the vote carries, or else requires a
 * recorded consent for the current notice (CONSENT_REQUIRED otherwise).
 */
export async function requireVoteConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  consentVersion: string | undefined,
  now: number,
  message: string = PRIVACY_MESSAGES.consentRequired,
): Promise<void> {
  if (consentVersion !== undefined) return await recordConsent(ctx, userId, consentVersion, now);
  const latest = await latestConsent(ctx, userId);
  if (latest === null) throw appError("CONSENT_REQUIRED", message);
  if (!isCurrentConsent(latest.version)) {
    throw appError("CONSENT_REQUIRED", PRIVACY_MESSAGES.consentOutdated);
  }
}

/**
 * Rankings and manifestos are political opinions too: the same rule as a vote, with the
 * consent the save carries (the statement shown beside the save button) or one recorded.
 */
export async function requireOpinionConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  consentVersion: string | undefined,
  now: number,
): Promise<void> {
  await requireVoteConsent(
    ctx,
    userId,
    consentVersion,
    now,
    PRIVACY_MESSAGES.consentRequiredToSave,
  );
}

/**
 * When an account takes over a guest's vote (convex/model/guests.ts claimGuestVote), the
 * guest's consent goes with it: the same person gave it, for that vote. The account's own
 * consent, if current, is kept.
 */
export async function carryConsentOver(
  ctx: MutationCtx,
  fromUserId: Id<"users">,
  toUserId: Id<"users">,
): Promise<void> {
  const given = await latestConsent(ctx, fromUserId);
  if (given === null || !isCurrentConsent(given.version)) return;
  if (await hasCurrentConsent(ctx, toUserId)) return;
  await recordConsent(ctx, toUserId, given.version, given.givenAt);
}
