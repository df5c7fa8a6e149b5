/**
 * Email verification with a one-time code (docs/security.md "Verified votes"). The Account
 * page asks for a code (`sendCode`), the person types it (`confirm`), and from then on
 * their vote also counts among the verified accounts' votes.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { action, internalMutation, internalQuery, query } from "./_generated/server";
import { cleanCode, maskEmail, VERIFICATION_MESSAGES } from "./domain/verification";
import { appError } from "./model/errors";
import { userMutation } from "./model/functions";
import { sendMail, type MailDelivery } from "./model/mail";
import { getUserId } from "./model/users";
import {
  confirmCode,
  hashCode,
  randomCode,
  storeCode,
  verificationStatus,
} from "./model/verification";

/** The signed-in account's address and whether it is verified; null signed out or a guest. */
export const status = query({
  args: {},
  returns: v.union(
    v.null(),
    v.object({ email: v.string(), verified: v.boolean(), codePending: v.boolean() }),
  ),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    return userId === null ? null : await verificationStatus(ctx, userId, Date.now());
  },
});

type Target = { userId: Id<"users">; email: string | null; verified: boolean } | null;

/** Who a code would go to (the caller, from ctx.auth only). */
export const target = internalQuery({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      userId: v.id("users"),
      email: v.union(v.string(), v.null()),
      verified: v.boolean(),
    }),
  ),
  handler: async (ctx) => {
    const userId = await getUserId(ctx);
    if (userId === null) return null;
    const user = await ctx.db.get("users", userId);
    if (user === null || user.isAnonymous === true) return null;
    return {
      userId,
      email: user.email ?? null,
      verified: user.emailVerificationTime !== undefined,
    };
  },
});

export const store = internalMutation({
  args: { userId: v.id("users"), codeHash: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await storeCode(ctx, args.userId, args.codeHash, Date.now());
    return null;
  },
});

/**
 * Sends a new code to the signed-in account's email address. `delivery` is "log" when no
 * mail transport is configured (development: the code is in the server's log).
 */
export const sendCode = action({
  args: {},
  returns: v.object({
    sentTo: v.string(),
    delivery: v.union(v.literal("email"), v.literal("log")),
  }),
  handler: async (ctx): Promise<{ sentTo: string; delivery: MailDelivery }> => {
    const who: Target = await ctx.runQuery(internal.verification.target, {});
    if (who === null) throw appError("NOT_SIGNED_IN", VERIFICATION_MESSAGES.signInToVerify);
    if (who.email === null) throw appError("INVALID_INPUT", VERIFICATION_MESSAGES.noEmail);
    if (who.verified) throw appError("INVALID_INPUT", VERIFICATION_MESSAGES.alreadyVerified);
    const code = randomCode();
    await ctx.runMutation(internal.verification.store, {
      userId: who.userId,
      codeHash: await hashCode(who.userId, code),
    });
    let delivery: MailDelivery;
    try {
      delivery = await sendMail({
        to: who.email,
        subject: `Your Policy Simulator UK code: ${code}`,
        text:
          `Your code to verify this email address is ${code}.\n\n` +
          `It works for 15 minutes. Verified accounts' votes can be counted apart from ` +
          `unverified ones in the national results.\n\n` +
          `If you did not ask for this code, you can ignore this email.`,
      });
    } catch (error) {
      console.error("verification mail failed", error);
      throw appError("MAIL_FAILED", VERIFICATION_MESSAGES.mailFailed);
    }
    return { sentTo: maskEmail(who.email), delivery };
  },
});

/** Checks a code; a wrong one is counted (5 per code). */
export const confirm = userMutation({
  signInMessage: VERIFICATION_MESSAGES.signInToVerify,
  args: { code: v.string() },
  returns: v.object({ verified: v.boolean(), message: v.union(v.string(), v.null()) }),
  handler: async (ctx, args) => {
    const code = cleanCode(args.code.slice(0, 64));
    if (code === null) throw appError("INVALID_INPUT", VERIFICATION_MESSAGES.codeShape);
    const result = await confirmCode(ctx, ctx.userId, code, Date.now());
    if (result.verified) return { verified: true, message: null };
    return {
      verified: false,
      message:
        result.reason === "wrong" ? VERIFICATION_MESSAGES.wrongCode : VERIFICATION_MESSAGES.noCode,
    };
  },
});
