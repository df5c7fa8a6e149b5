/**
 * `userMutation`: a mutation builder in the style of convex-helpers' `customMutation`
 * (convex-helpers is not a dependency, so this is the few lines it needs). It requires a
 * signed-in user, throwing `ConvexError({ code: "NOT_SIGNED_IN", message })` with the
 * function's own sign-in message (spec 8), and hands the handler `ctx.userId`.
 * No function takes a user id argument.
 *
 * Queries do not refuse: a signed-out visitor gets the empty answer (null, [] or the
 * all-false progress), which is what the screens show while signed out. They read the
 * user with `getUserId(ctx)`.
 */
import type { GenericValidator, Infer, ObjectType, PropertyValidators } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { mutation, type MutationCtx } from "../_generated/server";
import { requireUserId } from "./users";

export type UserMutationCtx = MutationCtx & { userId: Id<"users"> };

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
      const userId = await requireUserId(ctx, definition.signInMessage);
      return await definition.handler({ ...ctx, userId }, args);
    },
  });
}
