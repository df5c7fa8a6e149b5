/** Profiles (spec 3): upserted on sign-in (email) and on vote save (last vote). */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { voteCycleOf } from "../domain/voteRules";
import type { Language } from "../validators";

export async function getProfile(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<Doc<"profiles"> | null> {
  return await ctx.db
    .query("profiles")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

async function upsertProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  fields: Partial<Omit<Doc<"profiles">, "_id" | "_creationTime" | "userId">>,
  knownUser?: Doc<"users">,
): Promise<void> {
  const existing = await getProfile(ctx, userId);
  if (existing !== null) {
    // Only the fields that change; no write at all when none does.
    const changed = Object.fromEntries(
      Object.entries(fields).filter(
        ([key, value]) => existing[key as keyof typeof fields] !== value,
      ),
    );
    if (Object.keys(changed).length > 0) await ctx.db.patch("profiles", existing._id, changed);
    return;
  }
  const user = knownUser ?? (await ctx.db.get("users", userId));
  await ctx.db.insert("profiles", {
    userId,
    email: user?.email ?? null,
    lastVoteCycle: null,
    lastVoteAt: null,
    lastSignInAt: null,
    ...fields,
  });
}

/** The person's language (docs/i18n.md), kept with the account so every device follows it. */
export async function setProfileLanguage(
  ctx: MutationCtx,
  userId: Id<"users">,
  language: Language,
): Promise<void> {
  await upsertProfile(ctx, userId, { language });
}

/** Sign-in event: conflict on the user, store the current email and sign-in time. */
export async function upsertProfileOnSignIn(
  ctx: MutationCtx,
  userId: Id<"users">,
  now: number,
): Promise<void> {
  const user = await ctx.db.get("users", userId);
  await upsertProfile(ctx, userId, {
    email: user?.email ?? null,
    lastSignInAt: new Date(now).toISOString(),
  });
}

/** Vote save: last vote cycle (date only) and last vote time (`user`: theirs, if read already). */
export async function recordVoteOnProfile(
  ctx: MutationCtx,
  userId: Id<"users">,
  submittedAt: string,
  user?: Doc<"users">,
): Promise<void> {
  await upsertProfile(
    ctx,
    userId,
    { lastVoteCycle: voteCycleOf(submittedAt), lastVoteAt: submittedAt },
    user,
  );
}
