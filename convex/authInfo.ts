/** Which sign-in methods are configured, so the UI shows only working buttons. */
import { v } from "convex/values";
import { env, internalQuery, query } from "./_generated/server";
import { nationalCounting } from "./domain/verification";

/** The Password provider's id in authAccounts.provider. */
const PASSWORD_PROVIDER_ID = "password";

/**
 * `google` is true when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are both set.
 * `emailVerification` is false: no email service is configured, so sign-up completes
 * at once, without a verification email. `nationalCounting` is what the national results
 * count (NATIONAL_RESULTS): with "verified", sign-up, the receipt and Your Vote say that a
 * vote counts nationally once the email is verified (docs/security.md "Verified votes").
 */
export const providers = query({
  args: {},
  returns: v.object({
    password: v.boolean(),
    google: v.boolean(),
    emailVerification: v.boolean(),
    nationalCounting: v.union(v.literal("accounts"), v.literal("verified")),
  }),
  handler: async () => {
    return {
      password: true,
      google: Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET),
      emailVerification: false,
      nationalCounting: nationalCounting(env.NATIONAL_RESULTS),
    };
  },
});

/** Whether an email already has a password account (sign-up refuses duplicates). */
export const passwordAccountExists = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("providerAndAccountId", (q) =>
        q.eq("provider", PASSWORD_PROVIDER_ID).eq("providerAccountId", email),
      )
      .first();
    return account !== null;
  },
});
