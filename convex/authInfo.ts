/** Which sign-in methods are configured, so the UI shows only working buttons. */
import { env, query } from "./_generated/server";

/**
 * `google` is true when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are both set.
 * `emailVerification` is false: no email service is configured, so sign-up completes
 * at once, without a verification email.
 */
export const providers = query({
  args: {},
  handler: async () => {
    return {
      password: true,
      google: Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET),
      emailVerification: false,
    };
  },
});
