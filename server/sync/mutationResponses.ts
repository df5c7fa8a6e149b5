import type { CallResult, Durability, StoredMutationResponse } from "../engine/types";
import { encodeTs } from "./wire";

/**
 * The answers to client mutations, in the sync layer's hands: a mutation re-sent while it
 * still runs waits for that run. The engine keeps the exactly-once record
 * (`Engine.runMutation` with a key answers a key it has answered before, and stores each
 * answer); a failure that arises after it (the commit rolled back for want of space) is
 * recorded here, so that a re-send gets the same answer.
 */
export class MutationResponses {
  private readonly running = new Map<string, Promise<StoredMutationResponse>>();

  constructor(
    private readonly durability: Durability,
    /** The newest commit's timestamp, for an engine that reports none with its result. */
    private readonly lastCommitTs: () => bigint,
  ) {}

  /**
   * The de-duplication key of a connection's request. It binds the identity, so nobody can
   * read another's result or suppress their write by reusing their session and request ids.
   * It starts with the caller's owner: the first part of the token's subject (Convex Auth's
   * "<userId>|<sessionId>": the user's document id; "" signed out), so the store forgets the
   * answers of a caller whose document is deleted (server/engine/sqlite/store.ts).
   */
  static keyOf(
    identity: { subject?: string } | null,
    identityHash: string,
    sessionId: string,
    requestId: number,
  ): string {
    const owner = identity?.subject?.split("|")[0] ?? "";
    return `${owner}|${identityHash}|${sessionId}:${requestId}`;
  }

  /** The response to `key`: the one being computed, or `run`'s (the engine's answer). */
  respond(key: string, run: (key: string) => Promise<CallResult>): Promise<StoredMutationResponse> {
    return this.running.get(key) ?? this.start(key, run);
  }

  private start(key: string, run: (key: string) => Promise<CallResult>) {
    const running = (async (): Promise<StoredMutationResponse> => {
      const result = await run(key);
      const response: StoredMutationResponse = result.ok
        ? { success: true, result: result.value, ts: encodeTs(result.ts ?? this.lastCommitTs()) }
        : { success: false, result: result.message, errorData: result.data, ts: "" };
      if (!result.ok && this.durability.mutationResponse(key) === undefined)
        this.durability.recordMutationResponse(key, response);
      return response;
    })();
    this.running.set(key, running);
    void running.finally(() => this.running.delete(key));
    return running;
  }
}

/** The `MutationResponse` frame for a request. */
export function mutationResponseFrame(requestId: number, response: StoredMutationResponse): string {
  const fields: Record<string, unknown> = {
    type: "MutationResponse",
    requestId,
    success: response.success,
    result: response.result,
    logLines: [],
  };
  if (response.success) fields.ts = response.ts;
  else if (response.errorData !== undefined) fields.errorData = response.errorData;
  return JSON.stringify(fields);
}
