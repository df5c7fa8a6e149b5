import type { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type {
  CallResult,
  Durability,
  Engine,
  FunctionKind,
  RequestMetadata,
} from "../engine/types";
import type { TokenVerifier } from "../auth/verify";
import { encodeVersion, normalizeUdfPath, type StateVersion } from "./wire";
import { Connection, hashIdentity } from "./connection";
import { MutationResponses, mutationResponseFrame } from "./mutationResponses";
import { MiB, Outbound, queueBudgetFromEnv, type QueueBudget } from "./outbound";
import { notFound, type Subscription } from "./subscription";
import { FanOut } from "./fanOut";
import type { FanOutStats } from "./stats";
import { internalFailure, logFailure } from "./failures";
import { parseClientMessage, type ClientMessage, type QueryChange } from "./frames";
import type { Logger } from "../log";
import { isLoopbackHost } from "../network";
import { diskFullFailure, DiskFullError } from "../engine/errors";

/** Keep-alive: the client reconnects after 60 s of silence. */
const PING_INTERVAL_MS = 15_000;
/** A socket that has not answered a WebSocket ping for this long is dropped (half-open). */
const DEAD_AFTER_MS = 60_000;
/**
 * Per-connection limits (docs/embedded-backend.md, "Limits"). The app's busiest page
 * watches about a dozen queries and has a few requests in flight.
 */
export const MAX_QUERIES_PER_CONNECTION = 256;
/**
 * Subscriptions of all connections from one address (loopback exempt unless configured):
 * every distinct subscription re-runs when a table it read changes, so this bounds the
 * work one address can add to every commit.
 */
export const MAX_QUERIES_PER_ADDRESS = 512;
export const MAX_PENDING_REQUESTS_PER_CONNECTION = 128;

export { queueBudgetFromEnv, type QueueBudget } from "./outbound";

/**
 * A connection with more than this queued when it breaks the protocol is cut off at once
 * (its queue freed) rather than sent a `FatalError` that would wait behind the queue.
 */
const FATAL_BACKLOG_BYTES = 64 * 1024;

/**
 * A transition's modifications by query id: a JSON text, or the subscription whose result
 * the query id gets (written out only once the transition is known to fit the budget).
 */
type Modifications = Map<number, string | Subscription>;

const updated = (queryId: number, sub: Subscription) => `{"queryId":${queryId},${sub.body}}`;

/** `{"queryId":N,` and `}` around a result, and a comma: more than its bytes, never less. */
const MODIFICATION_OVERHEAD = 32;
/** A transition's envelope (type, versions, brackets). */
const TRANSITION_OVERHEAD = 256;

/**
 * The Convex client protocol over WebSocket: subscriptions, mutations, actions,
 * authentication, reconnect (with de-duplication of re-sent mutations) and keep-alive.
 * After each commit its fan-out (`FanOut`, fanOut.ts) re-runs the subscriptions that read a
 * written table, and it pushes each connection only the results that changed.
 */
export class SyncServer {
  private connections = new Set<Connection>();
  /** The subscriptions, kept current after each commit, and the broadcast rounds. */
  private readonly fanOut: FanOut;
  private readonly mutationResponses: MutationResponses;
  private pingTimer: NodeJS.Timeout;
  private queriesByAddress = new Map<string, number>();
  /** The durability gate and the queue budgets every message passes. */
  private readonly outbound: Outbound;
  private readonly budget: QueueBudget;
  /** The server's clock (ms since 1970): `options.now`, or the system's. */
  private readonly now: () => number;

  constructor(
    private engine: Engine,
    private durability: Durability,
    private verifier: TokenVerifier,
    private log: Logger,
    private readonly options: {
      limitLoopback: boolean;
      queueBudget?: QueueBudget;
      /** The server's clock (ms since 1970); tests inject one. */
      now?: () => number;
    } = {
      limitLoopback: false,
    },
  ) {
    this.now = options.now ?? Date.now;
    this.budget = options.queueBudget ?? queueBudgetFromEnv();
    this.outbound = new Outbound(
      durability,
      this.budget,
      (conn, why) => this.cutOff(conn, why),
      (conn) => this.drop(conn),
    );
    this.mutationResponses = new MutationResponses(durability, () => engine.lastCommitTs());
    this.fanOut = new FanOut(engine, log, this.budget, {
      connections: this.connections,
      pushChanges: (conn, always, ts) => this.pushChanges(conn, always, ts),
      fatal: (conn, error) => this.fatal(conn, error),
    });
    engine.onCommit((commit) => this.fanOut.onCommit(commit));
    this.pingTimer = setInterval(() => {
      const now = Date.now();
      for (const conn of this.connections) {
        if (now - conn.lastPong > DEAD_AFTER_MS) {
          this.log.info(`sync: dropping ${conn.request.ip ?? "?"}: no answer to pings`);
          conn.socket.terminate();
          this.drop(conn);
          continue;
        }
        conn.send('{"type":"Ping"}');
        conn.socket.ping();
      }
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  get connectionCount() {
    return this.connections.size;
  }

  /** Distinct subscriptions being kept up to date (for tests and the log). */
  get subscriptionCount() {
    return this.fanOut.subscriptionCount;
  }

  /** What the fan-out has done so far, counted (stats.ts; bench/live.ts prints it per bind). */
  get fanOutStats(): FanOutStats {
    return this.fanOut.stats;
  }

  /** Bytes queued for all clients (for tests and the log). */
  get queuedByteCount() {
    return this.outbound.queuedByteCount;
  }

  /** Counts a connection's watched queries against its address's budget. */
  private countQueries(conn: Connection, delta: number) {
    const address = conn.request.ip ?? "?";
    const total = (this.queriesByAddress.get(address) ?? 0) + delta;
    if (total <= 0) this.queriesByAddress.delete(address);
    else this.queriesByAddress.set(address, total);
  }

  private addressIsLimited(conn: Connection) {
    return this.options.limitLoopback || !isLoopbackHost(conn.request.ip ?? "");
  }

  close() {
    clearInterval(this.pingTimer);
    for (const conn of this.connections) conn.socket.terminate();
  }

  accept(socket: WebSocket, request: RequestMetadata = { ip: null, userAgent: null }) {
    const conn = new Connection(socket, request, (target, text) =>
      this.outbound.deliver(target, text),
    );
    this.connections.add(conn);
    socket.on("message", (data, isBinary) => {
      // Whatever happens while handling one frame stays with this connection.
      try {
        if (isBinary) this.fatal(conn, "Binary frames are not part of the protocol");
        else this.onMessage(conn, data.toString());
      } catch (error) {
        this.log.error(`sync: frame from ${conn.request.ip ?? "?"} failed`, error);
        this.fatal(conn, "Server Error");
      }
    });
    socket.on("pong", () => (conn.lastPong = Date.now()));
    socket.on("close", () => this.drop(conn));
    socket.on("error", () => this.drop(conn));
  }

  private drop(conn: Connection) {
    if (conn.closed) return;
    conn.closed = true;
    this.connections.delete(conn);
    for (const watched of conn.queries.values()) this.fanOut.release(watched.sub);
    this.countQueries(conn, -conn.queries.size);
    conn.queries.clear();
    // Its queue is no longer counted: the messages waiting for the disk are let go here, and
    // the socket's own buffer with the socket.
    this.outbound.forget(conn);
  }

  /** Cuts a connection off at once: its socket and everything queued for it are freed. */
  private cutOff(conn: Connection, why: string) {
    if (conn.closed) return;
    this.log.info(`sync: dropping ${conn.address}: ${why}`);
    conn.socket.terminate();
    this.drop(conn);
  }

  private onMessage(conn: Connection, text: string) {
    if (conn.closed) return;
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      this.fatal(conn, parsed.error);
      return;
    }
    const message: ClientMessage = parsed.value;
    const inOrder = (work: () => Promise<void>) => {
      conn.chain = conn.chain.then(work).catch((error: unknown) => {
        // Protocol errors (ProtocolError) are the client's to hear; anything else is ours.
        if (error instanceof ProtocolError) this.fatal(conn, error.message);
        else {
          this.log.error(`sync: ${message.type} failed`, error);
          this.fatal(conn, "Server Error");
        }
      });
    };
    const admitRequest = () => {
      if (conn.pending >= MAX_PENDING_REQUESTS_PER_CONNECTION) {
        this.fatal(
          conn,
          `Too many requests in flight (limit ${MAX_PENDING_REQUESTS_PER_CONNECTION})`,
        );
        return false;
      }
      conn.pending++;
      return true;
    };
    switch (message.type) {
      case "Connect":
        conn.sessionId = message.sessionId;
        conn.clockSkewMs =
          message.clientTs === undefined ? undefined : Math.round(message.clientTs - this.now());
        return;
      case "Authenticate":
        return inOrder(() => this.authenticate(conn, message));
      case "ModifyQuerySet":
        return inOrder(() => this.modifyQuerySet(conn, message));
      case "Mutation":
        if (!admitRequest()) return;
        conn.inFlightMutations++;
        return inOrder(() => this.mutation(conn, message));
      case "Action":
        if (!admitRequest()) return;
        this.action(conn, message).then(
          () => conn.pending--,
          (error: unknown) => {
            conn.pending--;
            this.log.error(`sync: action ${message.udfPath} failed`, error);
            this.fatal(conn, "Server Error");
          },
        );
        return;
      case "Event":
        return;
    }
  }

  private fatal(conn: Connection, error: string) {
    if (conn.closed) return;
    // A peer that reads hears why; one that does not would leave its queue (and the error
    // behind it) held until the close times out, so it is cut off instead.
    this.outbound.observe(conn);
    if (conn.queuedBytes > FATAL_BACKLOG_BYTES) {
      this.cutOff(conn, `${error} (not reading)`);
      return;
    }
    conn.send(JSON.stringify({ type: "FatalError", error }));
    conn.socket.close(1011, error.slice(0, 100));
    // Stop serving it now: nothing more it sends is handled, its queries are released.
    this.drop(conn);
  }

  // ---- authentication -------------------------------------------------------------------

  private async authenticate(
    conn: Connection,
    message: Extract<ClientMessage, { type: "Authenticate" }>,
  ) {
    let identity: UserIdentity | null = null;
    if (message.tokenType === "User") {
      try {
        identity = await this.verifier.verify(message.value);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        conn.send(
          JSON.stringify({
            type: "AuthError",
            error: `Could not verify token: ${reason}`,
            baseVersion: message.baseVersion,
            authUpdateAttempted: true,
          }),
        );
        return;
      }
    } else if (message.tokenType === "Admin") {
      conn.send(
        JSON.stringify({
          type: "AuthError",
          error: "Admin authentication is not supported by the embedded backend",
          baseVersion: message.baseVersion,
          authUpdateAttempted: true,
        }),
      );
      return;
    }
    conn.identity = identity;
    conn.identityHash = hashIdentity(identity);
    // Re-run every query of this connection under the new identity, in the same transition.
    const modifications: Modifications = new Map();
    for (const [queryId, watched] of [...conn.queries]) {
      const sub = await this.fanOut.subscribe(watched.sub.udfPath, watched.sub.args, identity);
      // The connection may have closed, or the query been replaced, meanwhile.
      const current = conn.queries.get(queryId);
      if (conn.closed || current === undefined) {
        this.fanOut.release(sub);
        if (conn.closed) return;
        continue;
      }
      this.fanOut.release(current.sub);
      conn.queries.set(queryId, { sub, sentVersion: sub.version });
      modifications.set(queryId, sub);
    }
    this.sendTransition(conn, modifications, { identity: message.baseVersion + 1, clock: true });
  }

  /**
   * What Convex adds to the transition that confirms a token: how far the client's clock is
   * from the server's (`clientClockSkew`, ms, the client's minus the server's, measured at
   * Connect) and the server's time (`serverTs`, ns). A client that reuses its stored token
   * instead of fetching a fresh one at once (src/app/convex.tsx) schedules the token's refresh
   * from the time it has left on the server's clock; without them it would count the token's
   * whole lifetime from now. Empty when the client sent no clock.
   */
  private clockFields(conn: Connection): string {
    if (conn.clockSkewMs === undefined) return "";
    const serverNs = Math.round(this.now()) * 1_000_000;
    return `,"clientClockSkew":${conn.clockSkewMs},"serverTs":${serverNs}`;
  }

  // ---- queries --------------------------------------------------------------------------

  private async modifyQuerySet(
    conn: Connection,
    message: Extract<ClientMessage, { type: "ModifyQuerySet" }>,
  ) {
    if (message.baseVersion !== conn.version.querySet) {
      throw new ProtocolError(
        `Query set version mismatch: base ${message.baseVersion}, server ${conn.version.querySet}`,
      );
    }
    const modifications: Modifications = new Map();
    // The transition's size so far: past the connection's budget, no more results are
    // computed for it (sendTransition refuses it).
    let bytes = TRANSITION_OVERHEAD;
    for (const change of message.modifications as QueryChange[]) {
      if (conn.closed) return;
      if (bytes > this.budget.perConnection) break;
      if (change.type === "Add") {
        const isNew = !conn.queries.has(change.queryId);
        if (isNew && conn.queries.size >= MAX_QUERIES_PER_CONNECTION) {
          throw new ProtocolError(
            `Too many subscriptions on one connection (limit ${MAX_QUERIES_PER_CONNECTION})`,
          );
        }
        if (
          isNew &&
          this.addressIsLimited(conn) &&
          (this.queriesByAddress.get(conn.request.ip ?? "?") ?? 0) >= MAX_QUERIES_PER_ADDRESS
        ) {
          throw new ProtocolError(
            `Too many subscriptions from one address (limit ${MAX_QUERIES_PER_ADDRESS})`,
          );
        }
        const sub = await this.fanOut.subscribe(
          normalizeUdfPath(change.udfPath),
          change.args,
          conn.identity,
        );
        if (conn.closed) {
          this.fanOut.release(sub);
          return;
        }
        const previous = conn.queries.get(change.queryId);
        if (previous) this.fanOut.release(previous.sub);
        else this.countQueries(conn, 1);
        conn.queries.set(change.queryId, { sub, sentVersion: sub.version });
        modifications.set(change.queryId, sub);
        bytes += sub.bodyBytes + MODIFICATION_OVERHEAD;
      } else if (change.type === "Remove") {
        const watched = conn.queries.get(change.queryId);
        if (watched) {
          conn.queries.delete(change.queryId);
          this.countQueries(conn, -1);
          this.fanOut.release(watched.sub);
        }
        modifications.set(change.queryId, `{"type":"QueryRemoved","queryId":${change.queryId}}`);
      }
    }
    this.sendTransition(conn, modifications, { querySet: message.newVersion });
  }

  /**
   * Sends a connection whatever changed since it last heard, at `ts` (one this connection's
   * queries are known to be current at, else the last broadcast's). Nothing when nothing it
   * watches changed, unless `always` (after its own mutation: the client settles it on a
   * transition that reaches its commit): a newer timestamp alone tells a client nothing,
   * and one such frame per connection per commit was most of a bind's frames
   * (docs/embedded-backend.md "Fan-out per bind"). Its version's timestamp catches up with
   * its next transition.
   */
  private pushChanges(conn: Connection, always = false, ts = this.fanOut.currentTs) {
    if (conn.inFlightMutations > 0 || conn.closed) return;
    let changed = false;
    for (const watched of conn.queries.values()) {
      if (watched.sentVersion !== watched.sub.version) {
        changed = true;
        break;
      }
    }
    if (!always && !changed) return;
    this.sendTransition(conn, new Map(), {}, ts, this.fanOut.stats);
  }

  /**
   * Sends a transition: the modifications given and every query whose result this
   * connection has not seen. Its size is known before it is written out: one larger than
   * the connection's budget is refused (the client hears why), and one that would not fit
   * beside what is already queued drops the connection (see `makeRoom`), so a connection
   * holding many copies of a large result never turns them into one huge frame. False: the
   * connection is gone. With `stats` (the fan-out's pushes), the frame is counted there.
   * `change.clock`: the transition confirms a token, and carries the clocks (`clockFields`).
   */
  private sendTransition(
    conn: Connection,
    modifications: Modifications,
    change: { querySet?: number; identity?: number; clock?: boolean },
    ts = this.fanOut.currentTs,
    stats?: FanOutStats,
  ): boolean {
    for (const [queryId, watched] of conn.queries) {
      if (watched.sentVersion !== watched.sub.version && !modifications.has(queryId)) {
        modifications.set(queryId, watched.sub);
      }
    }
    let bytes = TRANSITION_OVERHEAD;
    for (const modification of modifications.values()) {
      bytes +=
        typeof modification === "string"
          ? Buffer.byteLength(modification)
          : modification.bodyBytes + MODIFICATION_OVERHEAD;
    }
    if (bytes > this.budget.perConnection) {
      this.fatal(
        conn,
        `The results of this connection's queries (${(bytes / MiB).toFixed(1)} MiB) are over the limit of ` +
          `${this.budget.perConnection / MiB} MiB per connection: subscribe to fewer or smaller queries`,
      );
      return false;
    }
    if (!this.outbound.makeRoom(conn, bytes)) return false;
    for (const watched of conn.queries.values()) watched.sentVersion = watched.sub.version;
    const start = conn.version;
    const end: StateVersion = {
      querySet: change.querySet ?? start.querySet,
      identity: change.identity ?? start.identity,
      ts: start.ts > ts ? start.ts : ts,
    };
    conn.version = end;
    const parts: string[] = [];
    for (const [queryId, modification] of modifications) {
      parts.push(typeof modification === "string" ? modification : updated(queryId, modification));
    }
    const frame = `{"type":"Transition","startVersion":${encodeVersion(start)},"endVersion":${encodeVersion(end)},"modifications":[${parts.join(",")}]${change.clock ? this.clockFields(conn) : ""}}`;
    if (stats) {
      stats.transitions++;
      if (parts.length === 0) stats.emptyTransitions++;
      stats.resultsSent += parts.length;
      // Its length: the bytes of a frame whose results are ASCII, with no scan of it.
      stats.transitionBytes += frame.length;
    }
    conn.send(frame);
    return true;
  }

  // ---- mutations and actions ------------------------------------------------------------

  private async mutation(conn: Connection, message: Extract<ClientMessage, { type: "Mutation" }>) {
    // Re-sent after a reconnect, a mutation is answered, not run again.
    const key = MutationResponses.keyOf(
      conn.identity,
      conn.identityHash,
      conn.sessionId,
      message.requestId,
    );
    try {
      const response = await this.mutationResponses.respond(key, (mutationKey) =>
        this.callPublic(
          "mutation",
          normalizeUdfPath(message.udfPath),
          message.args,
          conn.identity,
          mutationKey,
          conn.request,
        ),
      );
      conn.send(mutationResponseFrame(message.requestId, response));
    } finally {
      conn.inFlightMutations--;
      conn.pending--;
      // The client settles a mutation only on a transition that arrives after its response
      // and covers its commit: bring this connection's queries up to date and send it one
      // now; everyone else gets the commit with the next broadcast (at most every 50 ms).
      void this.fanOut.flushFor(conn);
    }
  }

  /**
   * Calls a public function by path for any caller (WebSocket or HTTP). With `kind` "any"
   * the function's own kind decides. Internal and unknown functions are refused.
   */
  async callPublic(
    kind: FunctionKind | "any",
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    mutationKey?: string,
    request?: RequestMetadata,
  ): Promise<CallResult> {
    let result: CallResult;
    try {
      const actual = await this.engine.resolvePublic(udfPath, kind);
      if (!actual) return notFound(udfPath);
      result =
        actual === "query"
          ? (await this.engine.runQuery(udfPath, args, identity)).result
          : actual === "mutation"
            ? await this.engine.runMutation(udfPath, args, identity, mutationKey, request)
            : await this.engine.runAction(udfPath, args, identity, request);
      if (!result.ok) logFailure(this.log, actual, udfPath, result);
    } catch (error) {
      result = internalFailure(this.log, kind, udfPath, error);
    }
    // The caller answers from this result: only once what it read or wrote is on disk.
    try {
      await this.durability.whenDurable();
    } catch (error) {
      // Rolled back for want of space: whatever it returned is not to be believed.
      return error instanceof DiskFullError
        ? diskFullFailure()
        : internalFailure(this.log, kind, udfPath, error);
    }
    return result;
  }

  /** Resolves once every commit so far is on disk (for answers sent outside this class). */
  whenDurable() {
    return this.durability.whenDurable();
  }

  private async action(conn: Connection, message: Extract<ClientMessage, { type: "Action" }>) {
    const result = await this.callPublic(
      "action",
      normalizeUdfPath(message.udfPath),
      message.args,
      conn.identity,
      undefined,
      conn.request,
    );
    const fields: Record<string, unknown> = {
      type: "ActionResponse",
      requestId: message.requestId,
      success: result.ok,
      result: result.ok ? result.value : result.message,
      logLines: [],
    };
    if (!result.ok && result.data !== undefined) fields.errorData = result.data;
    conn.send(JSON.stringify(fields));
  }
}

/** A client broke the protocol: it hears why, and its connection ends. */
class ProtocolError extends Error {}
