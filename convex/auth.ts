/**
 * Authentication (spec 6, 7.4) with @convex-dev/auth: email and password always, Google
 * when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are set, and guests of workshop rooms with the
 * Anonymous provider (docs/rooms.md "Guests"). Each sign-in upserts the user's
 * profile (spec 3 "Profile": conflict on the user).
 */
import Google from "@auth/core/providers/google";
import { Anonymous } from "@convex-dev/auth/providers/Anonymous";
import { convexAuth } from "@convex-dev/auth/server";
import { env, type MutationCtx } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { passwordProvider } from "./model/auth";
import { upsertProfileOnSignIn } from "./model/profiles";

const googleConfigured = Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [passwordProvider(), Anonymous, ...(googleConfigured ? [Google] : [])],
  callbacks: {
    // New users and OAuth profile updates (the library calls this for credentials
    // providers only when the account is created).
    async afterUserCreatedOrUpdated(ctx, { userId }) {
      await upsertProfileOnSignIn(ctx as unknown as MutationCtx, userId as Id<"users">, Date.now());
    },
    // Every sign-in of every provider creates a session: the spec's "upserted on each
    // sign-in event".
    async beforeSessionCreation(ctx, { userId }) {
      await upsertProfileOnSignIn(ctx as unknown as MutationCtx, userId as Id<"users">, Date.now());
    },
  },
});
