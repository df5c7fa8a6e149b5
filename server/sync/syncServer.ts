import { createHash } from "node:crypto";
import type { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type {
  CallResult,
  Commit,
  Durability,
  Engine,
  FunctionKind,
  RequestMetadata,
  StoredMutationResponse,
} from "../engine/types";
import type { TokenVerifier } from "../auth/verify";
import { encodeTs, encodeVersion, normalizeUdfPath, type StateVersion } from "./wire";
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
/**
 * Bytes queued for a socket that the peer has not read. A client that stops reading is
 * dropped once this much is waiting, and its memory freed.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
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
 * One query with one set of arguments under one identity. Identical subscriptions across
 * connections share it, so it runs once per change however many clients watch it. A query
 * that did not read the identity is shared by every identity (`shared`): 500 signed-in
 * viewers of the community overview cost one run per change, not 500.
 */
class Subscription {
  readTables = new Set<string>();
  /** Did the last run ask for the caller's identity? (Until it has run: assume so.) */
  readIdentity = true;
  /** Registered under the identity-free key, serving every identity. */
  shared = false;
  /**
   * A shared query's new result that read its runner's identity: held back until every
   * other identity has been moved to a subscription of its own (`split`), so that no one
   * ever receives a result computed for someone else.
   */
  heldBody: string | null = null;
  /** Bumped whenever the result changes. */
  version = 0;
  /** The modification body after `"queryId":N,` — the same for every subscriber. */
  body = "";
  refs = 0;
  ready: Promise<void> | null = null;

  constructor(
    public key: string,
    /** `udfPath \0 args`: the key without the identity. */
    readonly argsKey: string,
    readonly udfPath: string,
    readonly args: unknown,
    readonly identity: UserIdentity | null,
  ) {}
}

/** Prefix of the key of a subscription shared by every identity. */
const SHARED = "\u0001shared\u0000";

interface WatchedQuery {
  sub: Subscription;
  sentVersion: number;
}

class Connection {
  sessionId = "";
  /** A short hash of the identity, part of every mutation's de-duplication key. */
  identityHash = "";
  /** Mutations and actions received and not yet answered. */
  pending = 0;
  lastPong = Date.now();
  version: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  identity: UserIdentity | null = null;
  queries = new Map<number, WatchedQuery>();
  /** Mutations whose response has not been sent: no transition may overtake them. */
  inFlightMutations = 0;
  /** Messages that change the connection's state are handled one at a time, in order. */
  chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    readonly socket: WebSocket,
    /** Who is at the other end, passed to functions as request metadata. */
    readonly request: RequestMetadata,
    /** Every message leaves through the server's durability gate. */
    private readonly gate: (conn: Connection, text: string) => void,
    /** Called when the peer stopped reading and too much is queued for it. */
    private readonly overflow: (conn: Connection) => void,
  ) {}

  send(text: string) {
    this.gate(this, text);
  }

  /** Sends at once; only the gate calls this. */
  sendNow(text: string) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.overflow(this);
      return;
    }
    this.socket.send(text);
  }
}

function describeFailure(result: Extract<CallResult, { ok: false }>): string {
  const errorData = result.data === undefined ? "null" : JSON.stringify(result.data);
  return `"errorMessage":${JSON.stringify(result.message)},"logLines":[],"errorData":${errorData},"journal":null`;
}

function bodyFor(result: CallResult): string {
  return result.ok
    ? `"type":"QueryUpdated","value":${JSON.stringify(result.value)},"logLines":[],"journal":null`
    : `"type":"QueryFailed",${describeFailure(result)}`;
}

const notFound = (udfPath: string): CallResult => ({
  ok: false,
  message: `Could not find public function for '${udfPath}'`,
});

/** A transition's modifications, one JSON text per query id. */
type Modifications = Map<number, string>;

const updated = (queryId: number, sub: Subscription) => `{"queryId":${queryId},${sub.body}}`;

const identityKey = (identity: UserIdentity | null) => identity?.tokenIdentifier ?? "";

const hashIdentity = (identity: UserIdentity | null) =>
  identity === null
    ? ""
    : createHash("sha256").update(identity.tokenIdentifier).digest("base64url").slice(0, 16);

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
  private inProgressMutations = new Map<string, Promise<StoredMutationResponse>>();
  private flushScheduled = false;
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing = false;
  /** Resolves when the flush in progress (`flush` or `flushFor`) ends. */
  private flushEnded: Promise<void> = Promise.resolve();
  private flushAgain = false;
  private lastFlushAt = -Infinity;
  /** How long the last broadcast took (re-runs and sends), ms: it spaces the next one. */
  private lastFlushMs = 0;
  /** When the scheduled broadcast is due (performance.now() time). */
  private flushDueAt = 0;
  /** Every subscription's value is at least as new as this commit. */
  private publishedTs = 0n;
  private pingTimer: NodeJS.Timeout;
  private queriesByAddress = new Map<string, number>();
  /** Messages waiting for the journal to reach disk, in sending order. */
  private outbox: { conn: Connection; text: string; mark: number }[] = [];
  private draining = false;

  constructor(
    private engine: Engine,
    private durability: Durability,
    private verifier: TokenVerifier,
    private log: Logger,
    private readonly options: { limitLoopback: boolean } = { limitLoopback: false },
  ) {
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
    const conn = new Connection(
      socket,
      request,
      (target, text) => this.deliver(target, text),
      (target) => {
        this.log.info(
          `sync: dropping ${target.request.ip ?? "?"}: stopped reading (over ${MAX_BUFFERED_BYTES} bytes queued)`,
        );
        target.socket.terminate();
        this.drop(target);
      },
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

  /**
   * The durability gate. Commits become visible at once (the next transaction reads them)
   * but reach the disk in groups (the store's group commit). Nothing derived from them may
   * reach a client before they are on disk: every message carries the store's mark of when
   * it was built and leaves, in order, once the store is durable up to that mark.
   */
  private deliver(conn: Connection, text: string) {
    const mark = this.durability.appended;
    if (this.outbox.length === 0 && this.durability.isDurable(mark)) {
      conn.sendNow(text);
      return;
    }
    this.outbox.push({ conn, text, mark });
    if (!this.draining) void this.drain();
  }

  private async drain() {
    this.draining = true;
    try {
      while (this.outbox.length > 0) {
        // A rejection means the group was rolled back (disk full): see isLost below.
        await this.durability.whenDurable().catch(() => {});
        let ready = 0;
        while (ready < this.outbox.length && this.durability.isDurable(this.outbox[ready].mark)) {
          ready++;
        }
        for (const { conn, text, mark } of this.outbox.splice(0, ready)) {
          // Built on a commit that was rolled back: never sent. The client reconnects, gets
          // its queries afresh and re-sends its unanswered mutations (refused while full).
          if (this.durability.isLost?.(mark)) {
            conn.socket.terminate();
            this.drop(conn);
          } else conn.sendNow(text);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private fatal(conn: Connection, error: string) {
    if (conn.closed) return;
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
      modifications.set(queryId, updated(queryId, sub));
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
    for (const change of message.modifications as QueryChange[]) {
      if (conn.closed) return;
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
        modifications.set(change.queryId, updated(change.queryId, sub));
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

  private async subscribe(udfPath: string, args: unknown, identity: UserIdentity | null) {
    const argsKey = `${udfPath}\u0000${JSON.stringify(args)}`;
    const key = `${identityKey(identity)}\u0000${argsKey}`;
    let sub = this.subscriptions.get(SHARED + argsKey) ?? this.subscriptions.get(key);
    if (!sub) {
      sub = new Subscription(key, argsKey, udfPath, args, identity);
      this.subscriptions.set(key, sub);
      const created = sub;
      sub.ready = this.run(created);
    }
    sub.refs++;
    try {
      await sub.ready;
    } catch (error) {
      // run() reports failures as results; should it ever throw, the reference is not kept.
      this.release(sub);
      throw error;
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
    if (sub.heldBody !== null && sub.heldBody !== sub.body) {
      sub.body = sub.heldBody;
      sub.version++;
    }
    sub.heldBody = null;
  }

  private release(sub: Subscription) {
    sub.refs--;
    if (sub.refs > 0) return;
    if (this.subscriptions.get(sub.key) === sub) this.subscriptions.delete(sub.key);
    this.dirty.delete(sub);
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
    if (body !== sub.body) {
      sub.body = body;
      sub.version++;
    }
  }

  // ---- commits and broadcast ------------------------------------------------------------

  private onCommit(commit: Commit) {
    for (const table of commit.tables) {
      for (const sub of this.subscriptionsByTable.get(table) ?? []) this.dirty.add(sub);
    }
    this.scheduleFlush();
  }

  /**
   * Schedules a broadcast. `soon`: after a WebSocket client's own mutation, whose watchers
   * expect to see it at once, so only the load rule below spaces it from the last one;
   * otherwise (HTTP mutations, actions, scheduled functions) at most every 50 ms as well.
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

  /** Re-runs the subscriptions that read a written table and pushes what changed. */
  private async flush() {
    this.flushScheduled = false;
    this.flushTimer = null;
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = true;
    let release!: () => void;
    this.flushEnded = new Promise((done) => (release = done));
    this.lastFlushAt = performance.now();
    try {
      const ts = this.engine.lastCommitTs();
      const dirty = [...this.dirty];
      this.dirty.clear();
      for (const sub of dirty) {
        if (sub.refs > 0) await this.run(sub);
      }
      for (const sub of [...this.splits]) {
        this.splits.delete(sub);
        if (sub.refs > 0) await this.split(sub);
      }
      if (ts > this.publishedTs) this.publishedTs = ts;
      for (const conn of this.connections) this.pushChanges(conn);
    } catch (error) {
      this.log.error("sync: broadcast failed", error);
    } finally {
      this.lastFlushMs = performance.now() - this.lastFlushAt;
      this.flushing = false;
      release();
      if (this.flushAgain || this.dirty.size > 0) {
        this.flushAgain = false;
        this.scheduleFlush();
      }
    }
  }

  /**
   * After a connection's own mutation: re-runs the dirty subscriptions that connection
   * watches (once, for every watcher, as the broadcast would) and sends it a transition at
   * the newest commit's timestamp; pushing to the other watchers waits for the broadcast
   * interval. At 500 watchers a broadcast per mutation would cost 500 socket writes per
   * bind. Runs under the same lock as `flush`, so no transition is built while a
   * subscription it covers is still being re-run.
   */
  private async flushFor(conn: Connection) {
    while (this.flushing) await this.flushEnded;
    this.flushing = true;
    let release!: () => void;
    this.flushEnded = new Promise((done) => (release = done));
    try {
      const ts = this.engine.lastCommitTs();
      for (const watched of [...conn.queries.values()]) {
        const sub = watched.sub;
        if (!this.dirty.delete(sub) || sub.refs === 0) continue;
        await this.run(sub);
        if (this.splits.delete(sub)) await this.split(sub);
      }
      this.pushChanges(conn, true, ts);
    } catch (error) {
      this.log.error("sync: update after a mutation failed", error);
    } finally {
      this.flushing = false;
      release();
      if (this.flushAgain || this.dirty.size > 0 || this.splits.size > 0) {
        this.flushAgain = false;
        this.scheduleFlush(true);
      }
    }
  }

  /**
   * Sends a connection whatever changed since it last heard, and the newest timestamp
   * (`ts`: one this connection's queries are known to be current at, else the last
   * broadcast's).
   */
  private pushChanges(conn: Connection, always = false, ts = this.publishedTs) {
    if (conn.inFlightMutations > 0 || conn.closed) return;
    const changed = [...conn.queries.values()].some((w) => w.sentVersion !== w.sub.version);
    if (!always && !changed && conn.version.ts >= ts) return;
    this.sendTransition(conn, new Map(), {}, ts);
  }

  private sendTransition(
    conn: Connection,
    modifications: Modifications,
    change: { querySet?: number; identity?: number },
    ts = this.publishedTs,
  ) {
    // Every query whose result this connection has not seen rides along.
    for (const [queryId, watched] of conn.queries) {
      if (watched.sentVersion !== watched.sub.version && !modifications.has(queryId)) {
        modifications.set(queryId, updated(queryId, watched.sub));
      }
      watched.sentVersion = watched.sub.version;
    }
    const start = conn.version;
    const end: StateVersion = {
      querySet: change.querySet ?? start.querySet,
      identity: change.identity ?? start.identity,
      ts: start.ts > ts ? start.ts : ts,
    };
    conn.version = end;
    conn.send(
      `{"type":"Transition","startVersion":${encodeVersion(start)},"endVersion":${encodeVersion(end)},"modifications":[${[...modifications.values()].join(",")}]}`,
    );
  }

  // ---- mutations and actions ------------------------------------------------------------

  private async mutation(conn: Connection, message: Extract<ClientMessage, { type: "Mutation" }>) {
    // Re-sent after a reconnect, a mutation is answered, not run again. The key binds the
    // identity, so nobody can read another's result or suppress their write by reusing
    // their session and request ids.
    const key = `${conn.identityHash}|${conn.sessionId}:${message.requestId}`;
    try {
      const response =
        this.durability.mutationResponse(key) ??
        (await (this.inProgressMutations.get(key) ??
          this.runMutation(
            key,
            normalizeUdfPath(message.udfPath),
            message.args,
            conn.identity,
            conn.request,
          )));
      const fields: Record<string, unknown> = {
        type: "MutationResponse",
        requestId: message.requestId,
        success: response.success,
        result: response.result,
        logLines: [],
      };
      if (response.success) fields.ts = response.ts;
      else if (response.errorData !== undefined) fields.errorData = response.errorData;
      conn.send(JSON.stringify(fields));
    } finally {
      conn.inFlightMutations--;
      conn.pending--;
      // The client settles a mutation only on a transition that arrives after its response
      // and covers its commit: bring this connection's queries up to date and send it one
      // now; everyone else gets the commit with the next broadcast (at most every 50 ms).
      void this.flushFor(conn);
    }
  }

  private runMutation(
    key: string,
    udfPath: string,
    args: unknown,
    identity: UserIdentity | null,
    request: RequestMetadata,
  ) {
    const running = (async (): Promise<StoredMutationResponse> => {
      const result = await this.callPublic("mutation", udfPath, args, identity, key, request);
      const response: StoredMutationResponse = result.ok
        ? { success: true, result: result.value, ts: encodeTs(this.engine.lastCommitTs()) }
        : { success: false, result: result.message, errorData: result.data, ts: "" };
      // A success is stored with its commit (the store does it); a failure wrote nothing, and
      // is remembered here so that a re-send gets the same answer.
      if (!result.ok) this.durability.recordMutationResponse(key, response);
      return response;
    })();
    this.inProgressMutations.set(key, running);
    void running.finally(() => this.inProgressMutations.delete(key));
    return running;
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
