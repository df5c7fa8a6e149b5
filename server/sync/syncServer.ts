import type { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type {
  CallResult,
  Commit,
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
import { bodyFor, identityKey, notFound, rotate, SHARED, Subscription } from "./subscription";
import { parseClientMessage, type ClientMessage, type QueryChange } from "./frames";
import type { Logger } from "../log";
import { isLoopbackHost } from "../network";
import { diskFullFailure, DiskFullError, serverError } from "../engine/errors";

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
 * Broadcasts start at most this often. The first change after a quiet spell goes out at
 * once; under a stream of writes, one broadcast (queries re-run once, one message per
 * client) covers every commit of the interval instead of one broadcast per commit, which
 * at hundreds of clients is what limits the write rate. A WebSocket client's own mutation
 * updates that client at once (see flushFor); everyone else gets it with the next
 * broadcast.
 */
const BROADCAST_INTERVAL_MS = 50;
/** The interval is at least this many times the last broadcast's duration (see flush). */
const BROADCAST_LOAD_FACTOR = 2;
/**
 * A broadcast round re-runs invalidated subscriptions for this long at most, then sends
 * what is ready; the rest waits for the next round. With the interval and load factor
 * above, rounds start every 50 ms under load, so a client whose query changed waits about
 * 50 ms at most, plus its turn.
 */
const ROUND_MS = 25;
/**
 * Re-runs one connection may have per round (and after its own mutation): its share. The
 * app's busiest page watches about a dozen queries, so an ordinary client is served in one
 * round; a connection watching hundreds waits several rounds, not everyone else.
 */
const RUNS_PER_CONNECTION_PER_ROUND = 16;

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
 * After each commit it re-runs the subscriptions that read a written table and pushes only
 * changed results.
 */
export class SyncServer {
  private connections = new Set<Connection>();
  private subscriptions = new Map<string, Subscription>();
  private subscriptionsByTable = new Map<string, Set<Subscription>>();
  private dirty = new Set<Subscription>();
  /** Shared subscriptions whose last run read the identity: to be split per identity. */
  private splits = new Set<Subscription>();
  private readonly mutationResponses: MutationResponses;
  private flushScheduled = false;
  private flushTimer: NodeJS.Timeout | null = null;
  /** A broadcast round is waiting for its turn (see `exclusive`). */
  private roundQueued = false;
  /**
   * Broadcast rounds and updates after a connection's own mutation take turns, first come
   * first served: the tail of that queue.
   */
  private turns: Promise<void> = Promise.resolve();
  /** The current round's work: subscriptions invalidated before it began, not yet re-run. */
  private pending = new Set<Subscription>();
  /** Rotates which of an address's connections a round serves first. */
  private roundNumber = 0;
  /** Where the next round starts among the addresses with work (where the last stopped). */
  private nextAddress = 0;
  private lastFlushAt = -Infinity;
  /** How long the last broadcast took (re-runs and sends), ms: it spaces the next one. */
  private lastFlushMs = 0;
  /** When the scheduled broadcast is due (performance.now() time). */
  private flushDueAt = 0;
  /** Every subscription's value is at least as new as this commit. */
  private publishedTs = 0n;
  private pingTimer: NodeJS.Timeout;
  private queriesByAddress = new Map<string, number>();
  /** Bytes of the results held by live subscriptions (each distinct result once). */
  private resultBytes = 0;
  private resultsCheckQueued = false;
  /** The durability gate and the queue budgets every message passes. */
  private readonly outbound: Outbound;
  private readonly budget: QueueBudget;

  constructor(
    private engine: Engine,
    private durability: Durability,
    private verifier: TokenVerifier,
    private log: Logger,
    private readonly options: { limitLoopback: boolean; queueBudget?: QueueBudget } = {
      limitLoopback: false,
    },
  ) {
    this.budget = options.queueBudget ?? queueBudgetFromEnv();
    this.outbound = new Outbound(
      durability,
      this.budget,
      (conn, why) => this.cutOff(conn, why),
      (conn) => this.drop(conn),
    );
    this.mutationResponses = new MutationResponses(durability, () => engine.lastCommitTs());
    this.publishedTs = engine.lastCommitTs();
    engine.onCommit((commit) => this.onCommit(commit));
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
    return this.subscriptions.size;
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
    for (const watched of conn.queries.values()) this.release(watched.sub);
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
      const sub = await this.subscribe(watched.sub.udfPath, watched.sub.args, identity);
      // The connection may have closed, or the query been replaced, meanwhile.
      const current = conn.queries.get(queryId);
      if (conn.closed || current === undefined) {
        this.release(sub);
        if (conn.closed) return;
        continue;
      }
      this.release(current.sub);
      conn.queries.set(queryId, { sub, sentVersion: sub.version });
      modifications.set(queryId, sub);
    }
    this.sendTransition(conn, modifications, { identity: message.baseVersion + 1 });
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
        const sub = await this.subscribe(
          normalizeUdfPath(change.udfPath),
          change.args,
          conn.identity,
        );
        if (conn.closed) {
          this.release(sub);
          return;
        }
        const previous = conn.queries.get(change.queryId);
        if (previous) this.release(previous.sub);
        else this.countQueries(conn, 1);
        conn.queries.set(change.queryId, { sub, sentVersion: sub.version });
        modifications.set(change.queryId, sub);
        bytes += sub.bodyBytes + MODIFICATION_OVERHEAD;
      } else if (change.type === "Remove") {
        const watched = conn.queries.get(change.queryId);
        if (watched) {
          conn.queries.delete(change.queryId);
          this.countQueries(conn, -1);
          this.release(watched.sub);
        }
        modifications.set(change.queryId, `{"type":"QueryRemoved","queryId":${change.queryId}}`);
      }
    }
    this.sendTransition(conn, modifications, { querySet: message.newVersion });
  }

  /**
   * The subscription for a query, arguments and identity: an existing one when there is
   * one (identical subscriptions, on one connection or many, share one result, computed
   * once), brought up to date first if a commit invalidated it, so that a new watcher never
   * receives a result older than what its connection was told is current.
   */
  private async subscribe(
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
  ): Promise<Subscription> {
    const argsKey = `${udfPath}\u0000${JSON.stringify(args)}`;
    const key = `${identityKey(identity)}\u0000${argsKey}`;
    let sub = this.subscriptions.get(SHARED + argsKey);
    // A shared result about to be split per identity serves no newcomer.
    if (sub && this.splits.has(sub)) sub = undefined;
    sub ??= this.subscriptions.get(key);
    if (!sub) {
      sub = new Subscription(key, argsKey, udfPath, args, identity);
      this.subscriptions.set(key, sub);
      const created = sub;
      sub.ready = this.run(created);
    }
    sub.refs++;
    try {
      if (sub.running) await sub.ready;
      if (this.dirty.has(sub)) await this.refresh(sub);
      else await sub.ready;
    } catch (error) {
      // run() reports failures as results; should it ever throw, the reference is not kept.
      this.release(sub);
      throw error;
    }
    if (!sub.shared && sub.key !== key) {
      // Split meanwhile: it now serves another identity only.
      this.release(sub);
      return this.subscribe(udfPath, args, identity);
    }
    this.maybeShare(sub);
    return sub;
  }

  /**
   * A query that ran without reading the identity took the same path it would take for any
   * identity (functions are deterministic), so its result serves them all.
   */
  private maybeShare(sub: Subscription) {
    if (sub.shared || sub.readIdentity || sub.refs <= 0) return;
    if (this.subscriptions.get(sub.key) !== sub) return;
    if (this.subscriptions.has(SHARED + sub.argsKey)) return;
    this.subscriptions.delete(sub.key);
    sub.key = SHARED + sub.argsKey;
    sub.shared = true;
    this.subscriptions.set(sub.key, sub);
  }

  /**
   * A shared query read the identity on a re-run (its data changed which path it takes):
   * it keeps serving the identity it runs under, and every other identity watching it gets a
   * subscription of its own, run under that identity.
   */
  private async split(sub: Subscription) {
    if (!sub.shared) return;
    if (this.subscriptions.get(sub.key) === sub) this.subscriptions.delete(sub.key);
    sub.shared = false;
    sub.key = `${identityKey(sub.identity)}\u0000${sub.argsKey}`;
    if (!this.subscriptions.has(sub.key)) this.subscriptions.set(sub.key, sub);
    const own = identityKey(sub.identity);
    for (const conn of [...this.connections]) {
      if (identityKey(conn.identity) === own) continue;
      for (const [queryId, watched] of [...conn.queries]) {
        if (watched.sub !== sub) continue;
        const mine = await this.subscribe(sub.udfPath, sub.args, conn.identity);
        if (conn.closed || conn.queries.get(queryId)?.sub !== sub) {
          this.release(mine);
          continue;
        }
        conn.queries.set(queryId, { sub: mine, sentVersion: -1 });
        this.release(sub);
      }
    }
    // Only its own identity watches it now: release the result held back.
    if (sub.heldBody !== null && sub.heldBody !== sub.body) this.setBody(sub, sub.heldBody);
    sub.heldBody = null;
  }

  private release(sub: Subscription) {
    sub.refs--;
    if (sub.refs > 0) return;
    this.resultBytes -= sub.bodyBytes;
    sub.bodyBytes = 0;
    sub.body = "";
    if (this.subscriptions.get(sub.key) === sub) this.subscriptions.delete(sub.key);
    this.dirty.delete(sub);
    this.pending.delete(sub);
    this.splits.delete(sub);
    for (const table of sub.readTables) this.subscriptionsByTable.get(table)?.delete(sub);
  }

  /**
   * Runs a subscription's query; bumps its version when the result changed. Never throws:
   * a module that fails to load or a query that fails is a failed result like any other.
   */
  private async run(sub: Subscription) {
    let result: CallResult;
    let readTables = new Set<string>();
    let readIdentity = true;
    try {
      const exists = await this.engine.resolvePublic(sub.udfPath, "query");
      if (!exists) {
        result = notFound(sub.udfPath);
      } else {
        const outcome = await this.engine.runQuery(sub.udfPath, sub.args, sub.identity);
        result = outcome.result;
        readTables = outcome.readTables;
        readIdentity = outcome.readIdentity ?? true;
        if (!result.ok) this.logFailure("query", sub.udfPath, result);
      }
    } catch (error) {
      result = this.internalFailure("query", sub.udfPath, error);
    }
    // Released while it ran: nothing is kept for it.
    if (sub.refs <= 0) return;
    for (const table of sub.readTables) {
      if (!readTables.has(table)) this.subscriptionsByTable.get(table)?.delete(sub);
    }
    for (const table of readTables) {
      let subs = this.subscriptionsByTable.get(table);
      if (!subs) this.subscriptionsByTable.set(table, (subs = new Set()));
      subs.add(sub);
    }
    sub.readTables = readTables;
    sub.readIdentity = readIdentity;
    const body = bodyFor(result);
    if (sub.shared && readIdentity) {
      sub.heldBody = body;
      this.splits.add(sub);
      return;
    }
    if (body !== sub.body) this.setBody(sub, body);
  }

  /** A new result: counted against the results budget, and sent to every watcher. */
  private setBody(sub: Subscription, body: string) {
    // Released while it ran: nobody will see it.
    if (sub.refs <= 0) return;
    const bytes = Buffer.byteLength(body);
    this.resultBytes += bytes - sub.bodyBytes;
    sub.body = body;
    sub.bodyBytes = bytes;
    sub.version++;
    if (this.resultBytes > this.budget.results && !this.resultsCheckQueued) {
      this.resultsCheckQueued = true;
      setImmediate(() => this.enforceResultsBudget());
    }
  }

  /**
   * Results held past their budget: the connections watching the most result bytes (each
   * distinct result counted once per connection) are refused, largest first, until the
   * results still watched fit. Those are the connections asking for many large results;
   * one watching what the app's pages show holds a few kilobytes.
   */
  private enforceResultsBudget() {
    this.resultsCheckQueued = false;
    if (this.resultBytes <= this.budget.results) return;
    const holders: { conn: Connection; bytes: number }[] = [];
    for (const conn of this.connections) {
      const seen = new Set<Subscription>();
      let bytes = 0;
      for (const { sub } of conn.queries.values()) {
        if (seen.has(sub)) continue;
        seen.add(sub);
        bytes += sub.bodyBytes;
      }
      if (bytes > 0) holders.push({ conn, bytes });
    }
    holders.sort((a, b) => b.bytes - a.bytes);
    for (const { conn, bytes } of holders) {
      if (this.resultBytes <= this.budget.results) break;
      this.fatal(
        conn,
        `Too much query data held for clients: this connection watches ${(bytes / MiB).toFixed(1)} MiB of results, ` +
          `the most while the server holds more than ${this.budget.results / MiB} MiB`,
      );
    }
  }

  // ---- commits and broadcast ------------------------------------------------------------

  private onCommit(commit: Commit) {
    for (const table of commit.tables) {
      for (const sub of this.subscriptionsByTable.get(table) ?? []) this.dirty.add(sub);
    }
    this.scheduleFlush(commit.scheduled === true);
  }

  /**
   * Schedules a broadcast. `soon`: after a WebSocket client's own mutation, whose watchers
   * expect to see it at once, and after a scheduled function's commit (the app chose when
   * it runs: the tally fold, which national viewers wait for, runs at most once per fold
   * interval), so only the load rule below spaces it from the last one; otherwise (HTTP
   * mutations, actions) at most every 50 ms as well.
   * Under load the spacing stretches to twice the last broadcast's own duration, so that
   * re-running the community's queries never takes more than a third of the process:
   * writes keep their share and readers get fewer, fuller updates.
   */
  private scheduleFlush(soon = false) {
    const spacing = BROADCAST_LOAD_FACTOR * this.lastFlushMs;
    const interval = soon ? spacing : Math.max(BROADCAST_INTERVAL_MS, spacing);
    const wait = this.lastFlushAt + interval - performance.now();
    if (this.flushScheduled) {
      // Already planned: bring it forward if this one is due sooner.
      if (!this.flushTimer || wait >= this.flushDueAt - performance.now()) return;
      clearTimeout(this.flushTimer);
    }
    this.flushTimer = null;
    this.flushScheduled = true;
    this.flushDueAt = performance.now() + Math.max(0, wait);
    if (wait <= 0) setImmediate(() => void this.flush());
    else this.flushTimer = setTimeout(() => void this.flush(), wait);
  }

  /**
   * Runs `work` when every round or update queued before it has finished: one at a time, so
   * that no transition is built while a subscription it covers is being re-run, and in
   * order, so that a stream of mutations cannot keep the broadcast waiting.
   */
  private exclusive(work: () => Promise<void>): Promise<void> {
    const turn = this.turns.then(work);
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  /** Runs one broadcast round (see `round`) in its turn. */
  private async flush() {
    this.flushScheduled = false;
    this.flushTimer = null;
    if (this.roundQueued) return;
    this.roundQueued = true;
    let unfinished = false;
    await this.exclusive(async () => {
      this.roundQueued = false;
      this.lastFlushAt = performance.now();
      try {
        unfinished = await this.round();
      } catch (error) {
        this.log.error("sync: broadcast failed", error);
      } finally {
        this.lastFlushMs = performance.now() - this.lastFlushAt;
      }
    });
    if (unfinished || this.splits.size > 0) this.scheduleFlush();
  }

  /**
   * One broadcast round: re-runs the subscriptions invalidated before it began, in a fair
   * order, and sends each connection its transition as soon as every query it watches is
   * current. Addresses are served round-robin, one re-run per turn, and an address's turns go
   * to its connections one after another (one re-run serves every watcher of a shared
   * subscription). A connection has at most
   * `RUNS_PER_CONNECTION_PER_ROUND` re-runs per round and the round stops re-running after
   * `ROUND_MS`; what is left waits for the next round, which starts with the next address.
   * So thousands of subscriptions from a few addresses delay an ordinary client by about one
   * turn per address, not by all of their re-runs. Returns true if work was left.
   */
  private async round(): Promise<boolean> {
    const ts = this.engine.lastCommitTs();
    this.roundNumber++;
    for (const sub of [...this.splits]) {
      this.splits.delete(sub);
      if (sub.refs > 0) await this.split(sub);
    }
    this.pending = new Set(this.dirty);
    // Each connection's invalidated subscriptions, the connections grouped by address.
    const owed = new Map<Connection, Subscription[]>();
    const byAddress = new Map<string, Connection[]>();
    for (const conn of this.connections) {
      const mine = new Set<Subscription>();
      for (const { sub } of conn.queries.values()) if (this.isOwed(sub)) mine.add(sub);
      if (mine.size === 0) {
        // Its queries are current as of `ts` already.
        this.pushChanges(conn, false, ts);
        continue;
      }
      owed.set(conn, [...mine]);
      const group = byAddress.get(conn.address);
      if (group) group.push(conn);
      else byAddress.set(conn.address, [conn]);
    }
    // Addresses in turn, starting where the last round stopped.
    const groups = rotate([...byAddress.values()], this.nextAddress).map((conns) =>
      rotate(conns, this.roundNumber),
    );
    const runs = new Map<Connection, number>();
    let leftBehind = false;
    let outOfTime = false;
    let turns = 0;
    // The time budget is for re-running (the sends above are paced by the load rule), and a
    // round always takes at least one turn.
    const started = performance.now();
    while (groups.length > 0 && !outOfTime) {
      // One turn for each address.
      for (let g = 0; g < groups.length; g++) {
        if (turns > 0 && performance.now() - started > ROUND_MS) {
          outOfTime = leftBehind = true;
          this.nextAddress = (this.nextAddress + g) % byAddress.size;
          break;
        }
        turns++;
        const conns = groups[g];
        // An address's connections take its turns one after another, each until it is
        // current or has had its share: the first ones are sent their update sooner.
        const conn = conns[0];
        const done = await this.takeTurn(conn, owed.get(conn)!, runs);
        if (conn.closed) {
          conns.shift();
        } else if (done) {
          conns.shift();
          this.pushChanges(conn, false, ts);
        } else if ((runs.get(conn) ?? 0) >= RUNS_PER_CONNECTION_PER_ROUND) {
          conns.shift();
          leftBehind = true;
        }
      }
      for (let g = groups.length - 1; g >= 0; g--) if (groups[g].length === 0) groups.splice(g, 1);
    }
    this.pending.clear();
    if (!leftBehind && ts > this.publishedTs) this.publishedTs = ts;
    return leftBehind;
  }

  /** Invalidated before the round began and not re-run since, or being re-run now. */
  private isOwed(sub: Subscription) {
    return this.pending.has(sub) || sub.running;
  }

  /**
   * One turn of `conn`'s: re-runs (or waits for) the next of its subscriptions still owed.
   * True when none is owed any more.
   */
  private async takeTurn(conn: Connection, list: Subscription[], runs: Map<Connection, number>) {
    const next = () => {
      while (list.length > 0 && !this.isOwed(list[list.length - 1])) list.pop();
      return list.at(-1);
    };
    const sub = next();
    if (sub === undefined) return true;
    if (sub.running) await sub.ready;
    if (this.pending.has(sub)) {
      runs.set(conn, (runs.get(conn) ?? 0) + 1);
      await this.refresh(sub);
    }
    return next() === undefined;
  }

  /**
   * Re-runs an invalidated subscription; a shared one that now reads the identity is split.
   * Marked as running meanwhile, so that its watchers' transitions wait for it.
   */
  private async refresh(sub: Subscription) {
    this.dirty.delete(sub);
    this.pending.delete(sub);
    if (sub.refs <= 0) return;
    sub.running = true;
    const run = (async () => {
      try {
        await this.run(sub);
        if (this.splits.delete(sub) && sub.refs > 0) await this.split(sub);
      } finally {
        sub.running = false;
      }
    })();
    sub.ready = run;
    await run;
  }

  /**
   * After a connection's own mutation: re-runs the invalidated subscriptions that connection
   * watches (once, for every watcher, as the broadcast would) and sends it a transition at
   * the newest commit's timestamp; pushing to the other watchers waits for the broadcast
   * interval. At 500 watchers a broadcast per mutation would cost 500 socket writes per
   * bind. A connection gets its round's share of re-runs here; if it watches more
   * invalidated subscriptions than that, the broadcast rounds bring the rest, and its
   * transition, in turn.
   */
  private async flushFor(conn: Connection) {
    await this.exclusive(async () => {
      try {
        const ts = this.engine.lastCommitTs();
        const owed = new Set<Subscription>();
        for (const { sub } of conn.queries.values()) {
          if (this.dirty.has(sub) || sub.running) owed.add(sub);
        }
        let runs = 0;
        for (const sub of owed) {
          if (conn.closed) return;
          if (sub.running) await sub.ready;
          if (!this.dirty.has(sub)) continue;
          if (runs++ >= RUNS_PER_CONNECTION_PER_ROUND) return;
          await this.refresh(sub);
        }
        this.pushChanges(conn, true, ts);
      } catch (error) {
        this.log.error("sync: update after a mutation failed", error);
      }
    });
    if (this.dirty.size > 0 || this.splits.size > 0) this.scheduleFlush(true);
  }

  /**
   * Sends a connection whatever changed since it last heard, and the newest timestamp
   * (`ts`: one this connection's queries are known to be current at, else the last
   * broadcast's).
   */
  private pushChanges(conn: Connection, always = false, ts = this.publishedTs) {
    if (conn.inFlightMutations > 0 || conn.closed) return;
    let changed = false;
    for (const watched of conn.queries.values()) {
      if (watched.sentVersion !== watched.sub.version) {
        changed = true;
        break;
      }
    }
    if (!always && !changed && conn.version.ts >= ts) return;
    this.sendTransition(conn, new Map(), {}, ts);
  }

  /**
   * Sends a transition: the modifications given and every query whose result this
   * connection has not seen. Its size is known before it is written out: one larger than
   * the connection's budget is refused (the client hears why), and one that would not fit
   * beside what is already queued drops the connection (see `makeRoom`), so a connection
   * holding many copies of a large result never turns them into one huge frame. False: the
   * connection is gone.
   */
  private sendTransition(
    conn: Connection,
    modifications: Modifications,
    change: { querySet?: number; identity?: number },
    ts = this.publishedTs,
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
    conn.send(
      `{"type":"Transition","startVersion":${encodeVersion(start)},"endVersion":${encodeVersion(end)},"modifications":[${parts.join(",")}]}`,
    );
    return true;
  }

  // ---- mutations and actions ------------------------------------------------------------

  private async mutation(conn: Connection, message: Extract<ClientMessage, { type: "Mutation" }>) {
    // Re-sent after a reconnect, a mutation is answered, not run again.
    const key = MutationResponses.keyOf(conn.identityHash, conn.sessionId, message.requestId);
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
      void this.flushFor(conn);
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
      if (!result.ok) this.logFailure(actual, udfPath, result);
    } catch (error) {
      result = this.internalFailure(kind, udfPath, error);
    }
    // The caller answers from this result: only once what it read or wrote is on disk.
    try {
      await this.durability.whenDurable();
    } catch (error) {
      // Rolled back for want of space: whatever it returned is not to be believed.
      return error instanceof DiskFullError
        ? diskFullFailure()
        : this.internalFailure(kind, udfPath, error);
    }
    return result;
  }

  /** Resolves once every commit so far is on disk (for answers sent outside this class). */
  whenDurable() {
    return this.durability.whenDurable();
  }

  /** Logs a failed call; a redacted internal error is logged with its details. */
  private logFailure(kind: string, udfPath: string, result: Extract<CallResult, { ok: false }>) {
    if (result.internal) this.log.error(`${kind} ${udfPath}: ${result.message}`, result.internal);
    else this.log.functionError(kind, udfPath, result.message);
  }

  /** An unexpected failure outside the function: redacted, logged with its request id. */
  private internalFailure(kind: string, udfPath: string, error: unknown): CallResult {
    const failure = serverError(error);
    this.logFailure(kind, udfPath, failure);
    return failure;
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
