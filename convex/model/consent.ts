/**
 * Explicit consent (UK GDPR Art. 9(2)(a), docs/privacy.md "Consent"), per purpose: a vote,
 * rankings and manifestos are each stored only for a person whose consent of that purpose to
 * the current privacy notice is recorded. A store may carry the consent itself (the ticked
 * box sent with it), which is recorded first, in the same transaction.
 *
 * Rows made before consent was per purpose have no `purpose` and cover every purpose (as the
 * one consent then did); they count only for their notice version, which has since changed,
 * so every person is asked again, per purpose.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  CONSENT_PURPOSES,
  CONSENT_REQUIRED_MESSAGES,
  isCurrentConsent,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  type ConsentPurpose,
} from "../domain/privacy";
import { appError } from "./errors";

/** A person has one row per purpose at most; the bound keeps the read finite all the same. */
const MAX_CONSENT_ROWS = 20;

/** The person's consent rows (normally one per purpose). */
export async function consentRows(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"consents">[]> {
  return await ctx.db
    .query("consents")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(MAX_CONSENT_ROWS);
}

/** Whether the row covers the purpose (a row from before purposes covers every one). */
export function coversPurpose(row: Doc<"consents">, purpose: ConsentPurpose): boolean {
  return row.purpose === undefined || row.purpose === purpose;
}

/** The person's latest consent of the purpose, or null. */
export async function latestConsent(
  ctx: QueryCtx,
  userId: Id<"users">,
  purpose: ConsentPurpose,
): Promise<Doc<"consents"> | null> {
  const rows = await consentRows(ctx, userId);
  return latestOf(rows, purpose);
}

function latestOf(rows: readonly Doc<"consents">[], purpose: ConsentPurpose) {
  return rows.reduce<Doc<"consents"> | null>(
    (latest, row) =>
      coversPurpose(row, purpose) && (latest === null || row.givenAt > latest.givenAt)
        ? row
        : latest,
    null,
  );
}

/** Whether the person's recorded consent of the purpose covers the current notice. */
export async function hasCurrentConsent(
  ctx: QueryCtx,
  userId: Id<"users">,
  purpose: ConsentPurpose,
): Promise<boolean> {
  return isCurrentConsent((await latestConsent(ctx, userId, purpose))?.version);
}

/** Each purpose's latest consent: what the account page and the consent boxes read. */
export async function consentsByPurpose(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Record<ConsentPurpose, Doc<"consents"> | null>> {
  const rows = await consentRows(ctx, userId);
  return {
    vote: latestOf(rows, "vote"),
    rankings: latestOf(rows, "rankings"),
    manifestos: latestOf(rows, "manifestos"),
  };
}

/**
 * Stops a row from before purposes covering `purpose`: it is replaced by rows of the same
 * version and time for the other purposes (so withdrawing one purpose, or giving one anew,
 * leaves the others as they were).
 */
async function splitLegacyRows(
  ctx: MutationCtx,
  rows: readonly Doc<"consents">[],
  purpose: ConsentPurpose,
): Promise<void> {
  for (const row of rows) {
    if (row.purpose !== undefined) continue;
    for (const other of CONSENT_PURPOSES) {
      if (other === purpose) continue;
      await ctx.db.insert("consents", {
        userId: row.userId,
        purpose: other,
        version: row.version,
        givenAt: row.givenAt,
      });
    }
    await ctx.db.delete("consents", row._id);
  }
}

/**
 * Records consent of the purpose to the current notice (one row per purpose). A person who
 * has already consented to the current notice for it keeps that row as it is, with the time
 * they first gave it, and nothing is written; otherwise the purpose's row is replaced. A
 * `version` other than the current one is refused: the person agreed to a notice that has
 * since changed.
 */
export async function recordConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: ConsentPurpose,
  version: string,
  now: number,
): Promise<void> {
  if (!isCurrentConsent(version)) {
    throw appError("CONSENT_REQUIRED", PRIVACY_MESSAGES.consentOutdated);
  }
  if (await hasCurrentConsent(ctx, userId, purpose)) return;
  const rows = await consentRows(ctx, userId);
  await splitLegacyRows(ctx, rows, purpose);
  for (const row of rows) {
    if (row.purpose === purpose) await ctx.db.delete("consents", row._id);
  }
  await ctx.db.insert("consents", {
    userId,
    purpose,
    version: PRIVACY_NOTICE_VERSION,
    givenAt: now,
  });
}

/** Deletes the consent of the purpose (a row from before purposes keeps the others). */
export async function removeConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: ConsentPurpose,
): Promise<void> {
  const rows = await consentRows(ctx, userId);
  await splitLegacyRows(ctx, rows, purpose);
  for (const row of rows) {
    if (row.purpose === purpose) await ctx.db.delete("consents", row._id);
  }
}

/**
 * Before an opinion of the purpose is stored: records the consent the store carries, or
 * else requires a recorded consent of the purpose for the current notice (CONSENT_REQUIRED
 * with the purpose's message otherwise). Called by the opinion builder
 * (convex/model/functions.ts opinionMutation), not by endpoints.
 */
export async function requireConsent(
  ctx: MutationCtx,
  userId: Id<"users">,
  purpose: ConsentPurpose,
  consentVersion: string | undefined,
  now: number,
): Promise<void> {
  if (consentVersion !== undefined) {
    return await recordConsent(ctx, userId, purpose, consentVersion, now);
  }
  const latest = await latestConsent(ctx, userId, purpose);
  if (latest === null) throw appError("CONSENT_REQUIRED", CONSENT_REQUIRED_MESSAGES[purpose]);
  if (!isCurrentConsent(latest.version)) {
    throw appError("CONSENT_REQUIRED", PRIVACY_MESSAGES.consentOutdated);
  }
}

/**
 * When an account takes over a guest's vote (convex/guests.ts claimVote), the guest's vote
 * consent goes with it: the same person gave it, for that vote. The account's own consent,
 * if current, is kept.
 */
export async function carryVoteConsentOver(
  ctx: MutationCtx,
  fromUserId: Id<"users">,
  toUserId: Id<"users">,
): Promise<void> {
  const given = await latestConsent(ctx, fromUserId, "vote");
  if (given === null || !isCurrentConsent(given.version)) return;
  await recordConsent(ctx, toUserId, "vote", given.version, given.givenAt);
}
