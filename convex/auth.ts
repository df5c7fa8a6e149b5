/**
 * Authentication (spec 6, 7.4) with @convex-dev/auth: email and password always, Google
 * when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are set, and guests of workshop rooms with the
 * Anonymous provider (docs/rooms.md "Guests"). Each sign-in upserts the user's
 * profile (spec 3 "Profile": conflict on the user).
 */
import Google from "@auth/core/providers/google";
import { convexAuth } from "@convex-dev/auth/server";
import { env, type MutationCtx } from "./_generated/server";
import type { Id } from "./_generated/dataModel";
import { passwordProvider } from "./model/auth";
import { guestProvider } from "./model/creationGate";
import { upsertProfileOnSignIn } from "./model/profiles";

/**
 * Failed attempts an hour before the library locks an account: Number.MAX_SAFE_INTEGER,
 * which no client can reach (the library keeps counting, one row per account, but its
 * allowance never runs out). Not Infinity: the count is stored as a number field.
 */
const LIBRARY_LOCK_DISABLED = Number.MAX_SAFE_INTEGER;

const googleConfigured = Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [passwordProvider(), guestProvider(), ...(googleConfigured ? [Google] : [])],
  // The library's own limit locks an account after 10 failures an hour whoever sends them,
  // so anyone could lock a victim out. It is set so high it never triggers; sign-in is
  // throttled per (client address, account) with growing delays instead, in the Password
  // provider's wrapper (convex/model/auth.ts, docs/security.md "Sign-in and budgets").
  signIn: { maxFailedAttempsPerHour: LIBRARY_LOCK_DISABLED },
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
