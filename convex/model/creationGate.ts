/**
 * The gate in front of every new identity (docs/security.md "Sign-up and guest
 * throttling"): a password sign-up or a guest sign-in is counted against its address's
 * and network's budgets (convex/domain/creationThrottle.ts) before it is made, and refused
 * with the wait when either is spent.
 */
import { Anonymous } from "@convex-dev/auth/providers/Anonymous";
import { makeFunctionReference, type GenericActionCtx, type GenericDataModel } from "convex/server";
import { ConvexError, type Value } from "convex/values";
import {
  CREATION_ERROR_CODES,
  tooManyCreationsMessage,
  type CreationKind,
} from "../domain/creationThrottle";
import { waitOf } from "../domain/throttleWords";
import { readClientAddress } from "./clientAddress";

/** creationThrottle:begin, by name (a typed import would be circular in convex/auth.ts). */
const beginCreation = makeFunctionReference<
  "mutation",
  { kind: CreationKind; address: string | null; roomCode?: string },
  { ok: true } | { ok: false; retryAfterMs: number }
>("creationThrottle:begin");

/** The ctx the auth library hands a provider's `authorize`: the `auth:signIn` action's. */
type ActionLike = Pick<GenericActionCtx<GenericDataModel>, "runMutation" | "meta">;

/**
 * Counts one new identity of `kind` from the caller's address, or throws
 * `TOO_MANY_SIGN_UPS` / `TOO_MANY_GUESTS` with the wait in the message and as
 * `retryAfterMs`. Call it in the action the client called (the address is that request's).
 * A sign-up's `roomCode` (the room whose join link it came through; the server checks it)
 * lets it draw on the room's budget (docs/rooms.md "Sign-ups behind one address").
 */
export async function requireCreationAllowed(
  ctx: ActionLike,
  kind: CreationKind,
  roomCode?: string,
): Promise<void> {
  const address = await readClientAddress(ctx);
  const gate = await ctx.runMutation(beginCreation, {
    kind,
    address,
    ...(roomCode !== undefined && { roomCode }),
  });
  if (gate.ok) return;
  throw new ConvexError({
    code: CREATION_ERROR_CODES[kind],
    message: tooManyCreationsMessage(kind, gate.retryAfterMs),
    retryAfterMs: gate.retryAfterMs,
    // The wait as values, for the browser to word the refusal in the page's language.
    wait: waitOf(gate.retryAfterMs),
  });
}

type Authorize = (params: Record<string, Value | undefined>, ctx: ActionLike) => Promise<unknown>;

/**
 * @convex-dev/auth's Anonymous provider (docs/rooms.md "Guests") with every new guest
 * counted first. Its `authorize` (kept on the provider's `options`, as @convex-dev/auth
 * 0.0.95 builds it) is wrapped; if a library upgrade moves it, this throws at load rather
 * than run without the throttle.
 */
export function guestProvider(): ReturnType<typeof Anonymous> {
  const provider = Anonymous();
  const options = (provider as unknown as { options?: { authorize?: Authorize } }).options;
  const inner = options?.authorize;
  if (!options || !inner) {
    throw new Error(
      "@convex-dev/auth's Anonymous provider no longer keeps options.authorize: guest " +
        "throttling cannot be installed (convex/model/creationGate.ts)",
    );
  }
  options.authorize = async (params, ctx) => {
    await requireCreationAllowed(ctx, "guest");
    return await inner(params, ctx);
  };
  return provider;
}
