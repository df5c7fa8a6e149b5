import type { CallResult, Durability, StoredMutationResponse } from "../engine/types";
import { encodeTs } from "./wire";

/**
 * The answers to client mutations, exactly once: a mutation re-sent after a reconnect is
 * answered with its first response (stored with its commit, or recorded here when it
 * failed and wrote nothing), and one re-sent while it still runs waits for that run.
 */
export class MutationResponses {
  private readonly running = new Map<string, Promise<StoredMutationResponse>>();

  constructor(
    private readonly durability: Durability,
    /** The newest commit's timestamp: a successful mutation's (see `respond`). */
    private readonly lastCommitTs: () => bigint,
  ) {}

  /**
   * The de-duplication key of a connection's request. It binds the identity, so nobody can
   * read another's result or suppress their write by reusing their session and request ids.
   */
  static keyOf(identityHash: string, sessionId: string, requestId: number): string {
    return `${identityHash}|${sessionId}:${requestId}`;
  }

  /** The response to `key`: the one stored, the one being computed, or `run`'s. */
  async respond(
    key: string,
    run: (key: string) => Promise<CallResult>,
  ): Promise<StoredMutationResponse> {
    return (
      this.durability.mutationResponse(key) ??
      (await (this.running.get(key) ?? this.start(key, run)))
    );
  }

  private start(key: string, run: (key: string) => Promise<CallResult>) {
    const running = (async (): Promise<StoredMutationResponse> => {
      const result = await run(key);
      const response: StoredMutationResponse = result.ok
        ? { success: true, result: result.value, ts: encodeTs(this.lastCommitTs()) }
        : { success: false, result: result.message, errorData: result.data, ts: "" };
      // A success is stored with its commit (the store does it); a failure wrote nothing, and
      // is remembered here so that a re-send gets the same answer.
      if (!result.ok) this.durability.recordMutationResponse(key, response);
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
