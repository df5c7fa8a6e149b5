/** Profiles (spec 3): email, member-since date and last vote, for the account screen. */
import { query } from "./_generated/server";
import { v } from "convex/values";
import { MESSAGES } from "./model/errors";
import { userMutation } from "./model/functions";
import { getProfile, setProfileLanguage } from "./model/profiles";
import { getUserId } from "./model/users";
import { languageValidator } from "./validators";

/** The signed-in user's profile, or null when signed out. */
export const me = query({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      userId: v.id("users"),
      email: v.union(v.string(), v.null()),
      isGuest: v.boolean(),
      memberSince: v.string(),
      lastVoteCycle: v.union(v.string(), v.null()),
      lastVoteAt: v.union(v.string(), v.null()),
      /** The language chosen with this account (docs/i18n.md), or null before any choice. */
      language: v.union(languageValidator, v.null()),
    }),
  ),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    const user = await ctx.db.get("users", userId);
    const profile = await getProfile(ctx, userId);
    return {
      userId,
      email: profile?.email ?? user?.email ?? null,
      /** Signed in as a workshop guest (Anonymous provider, docs/rooms.md "Guests"). */
      isGuest: user?.isAnonymous === true,
      /** ISO time the account was created. */
      memberSince: new Date(user?._creationTime ?? 0).toISOString(),
      lastVoteCycle: profile?.lastVoteCycle ?? null,
      lastVoteAt: profile?.lastVoteAt ?? null,
      language: profile?.language ?? null,
    };
  },
});

/** Keeps the signed-in person's language with their account (the switch in header and footer). */
export const setLanguage = userMutation({
  signInMessage: MESSAGES.signInToKeepLanguage,
  args: { language: languageValidator },
  returns: v.null(),
  handler: async (ctx, { language }) => {
    await setProfileLanguage(ctx, ctx.userId, language);
    return null;
  },
});
