/**
 * `userMutation` and `opinionMutation`: mutation builders in the style of convex-helpers' `customMutation`
 * (convex-helpers is not a dependency, so this is the few lines it needs). It requires a
 * signed-in user, throwing `ConvexError({ code: "NOT_SIGNED_IN", message })` with the
 * function's own sign-in message (spec 8), and hands the handler `ctx.userId`.
 * No function takes a user id argument.
 *
 * Consent is structural (docs/privacy.md "Consent"): the database a `userMutation` hands
 * its handler refuses to store an opinion (a vote, a ranking, a manifesto's content). Only
 * `opinionMutation({ purpose })` stores them: it takes the `consentVersion` argument, records
 * or requires the consent of its purpose first, and only then unlocks that purpose's tables.
 * An endpoint that forgets consent fails on its first write, in every test that reaches it.
 *
 * Queries do not refuse: a signed-out visitor gets the empty answer (null, [] or the
 * all-false progress), which is what the screens show while signed out. They read the
 * user with `getUserId(ctx)`.
 */
import {
  v,
  type GenericValidator,
  type Infer,
  type ObjectType,
  type PropertyValidators,
} from "convex/values";
import type { Doc, Id, TableNames } from "../_generated/dataModel";
import { mutation, type MutationCtx } from "../_generated/server";
import type { ConsentPurpose } from "../domain/privacy";
import { requireConsent } from "./consent";
import { requireUser } from "./users";

/**
 * A signed-in mutation's context: the user's id and their document as read when the call
 * began (read once: helpers that need the user take it from here rather than reading it
 * again).
 */
export type UserMutationCtx = MutationCtx & { userId: Id<"users">; user: Doc<"users"> };

/** The tables of opinions, and the purposes whose consent lets a mutation write each. */
const OPINION_TABLES: Partial<Record<TableNames, readonly ConsentPurpose[]>> = {
  // A vote stores its policies as the 'general' ranking and its manifesto text with it.
  userVotes: ["vote"],
  userPolicyRankings: ["vote", "rankings"],
  userManifestos: ["vote", "manifestos"],
};

/**
 * Fields a patch may change without consent: a vote's counting state (a facilitator's
 * approval, the national fold), and a manifesto's share link (publishing what is stored).
 */
const STATE_FIELDS: Partial<Record<TableNames, ReadonlySet<string>>> = {
  userVotes: new Set(["isActive", "pendingApproval", "heldFromNational", "verified", "isGuest"]),
  userManifestos: new Set(["publishedAt", "shareToken"]),
};

/** Thrown when code stores an opinion without its purpose's consent: a programming error. */
export class OpinionWithoutConsentError extends Error {}

function refuseWithout(unlocked: readonly ConsentPurpose[], table: string, fields?: object) {
  const purposes = OPINION_TABLES[table as TableNames];
  if (purposes === undefined || purposes.some((purpose) => unlocked.includes(purpose))) return;
  const state = STATE_FIELDS[table as TableNames];
  if (
    fields !== undefined &&
    state !== undefined &&
    Object.keys(fields).every((k) => state.has(k))
  ) {
    return;
  }
  throw new OpinionWithoutConsentError(
    `${table} is written only by an opinionMutation of ${purposes.join(" or ")}`,
  );
}

/** A guarded database answers this with the one it wraps, so unlocking wraps the real one. */
const UNGUARDED = Symbol("unguarded");

/**
 * The database of a signed-in mutation: `insert`, `replace` and `patch` of an opinion table
 * are refused unless one of `unlocked` covers it (deleting is always allowed: withdrawing
 * and erasing delete).
 */
export function guardOpinions(writer: MutationCtx["db"], unlocked: readonly ConsentPurpose[]) {
  const raw = (writer as { [UNGUARDED]?: MutationCtx["db"] })[UNGUARDED] ?? writer;
  return new Proxy(raw, {
    get(target, property, receiver) {
      if (property === UNGUARDED) return target;
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "insert") {
        return async (table: string, document: object) => {
          refuseWithout(unlocked, table);
          return await (value as (...args: unknown[]) => Promise<unknown>).call(
            target,
            table,
            document,
          );
        };
      }
      if (property === "patch" || property === "replace") {
        return async (...args: unknown[]) => {
          if (typeof args[0] === "string" && args.length === 3) {
            refuseWithout(
              unlocked,
              args[0],
              property === "patch" ? (args[2] as object) : undefined,
            );
          }
          return await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

/**
 * For a signed-in mutation that moves an opinion already consented to (a guest's vote
 * taken over by the account, convex/guests.ts): requires the purpose's recorded consent,
 * then returns a context that may write the purpose's tables.
 */
export async function withConsentOf(
  ctx: UserMutationCtx,
  purpose: ConsentPurpose,
  consentVersion: string | undefined,
  now: number,
): Promise<UserMutationCtx> {
  await requireConsent(ctx, ctx.userId, purpose, consentVersion, now);
  return { ...ctx, db: guardOpinions(ctx.db, [purpose]) };
}

export function userMutation<
  Args extends PropertyValidators,
  Returns extends GenericValidator,
>(definition: {
  /** Shown to a signed-out caller, e.g. "Please sign in to bind your vote". */
  signInMessage: string;
  args: Args;
  /** What the mutation returns, checked by Convex on every call. */
  returns: Returns;
  handler: (ctx: UserMutationCtx, args: ObjectType<Args>) => Promise<Infer<Returns>>;
}) {
  return mutation({
    args: definition.args,
    returns: definition.returns,
    handler: async (ctx, args: ObjectType<Args>): Promise<Infer<Returns>> => {
      const user = await requireUser(ctx, definition.signInMessage);
      return await definition.handler(
        { ...ctx, db: guardOpinions(ctx.db, []), userId: user._id, user },
        args,
      );
    },
  });
}

/**
 * A signed-in mutation that stores an opinion of one purpose. It takes, besides its own
 * arguments, `consentVersion`: the privacy notice version the person agrees to with this
 * store (the ticked box); without it their recorded consent of the purpose must cover the
 * current notice, else CONSENT_REQUIRED and nothing is stored. `prepare` (optional) runs
 * first, with opinions still locked, and hands its result to the handler: an incomplete vote
 * says so before consent is asked about.
 */
export function opinionMutation<
  Args extends PropertyValidators,
  Returns extends GenericValidator,
  Prepared = undefined,
>(definition: {
  purpose: ConsentPurpose;
  signInMessage: string;
  args: Args;
  returns: Returns;
  prepare?: (ctx: UserMutationCtx, args: ObjectType<Args>) => Promise<Prepared>;
  handler: (
    ctx: UserMutationCtx,
    args: ObjectType<Args>,
    prepared: Prepared,
  ) => Promise<Infer<Returns>>;
}) {
  const args = { ...definition.args, consentVersion: v.optional(v.string()) };
  return mutation({
    args,
    returns: definition.returns,
    handler: async (ctx, allArgs: ObjectType<typeof args>): Promise<Infer<Returns>> => {
      const { consentVersion, ...rest } = allArgs as ObjectType<Args> & {
        consentVersion?: string;
      };
      const own = rest as ObjectType<Args>;
      const user = await requireUser(ctx, definition.signInMessage);
      const guarded = { ...ctx, db: guardOpinions(ctx.db, []), userId: user._id, user };
      const prepared = (await definition.prepare?.(guarded, own)) as Prepared;
      const unlocked = await withConsentOf(guarded, definition.purpose, consentVersion, Date.now());
      return await definition.handler(unlocked, own, prepared);
    },
  });
}
