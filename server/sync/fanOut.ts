import type { UserIdentity } from "convex/server";
import type { CallResult, Commit, Engine } from "../engine/types";
import type { Logger } from "../log";
import type { Connection } from "./connection";
import { internalFailure, logFailure } from "./failures";
import { MiB, type QueueBudget } from "./outbound";
import { newFanOutStats } from "./stats";
import { bodyFor, identityKey, notFound, rotate, SHARED, Subscription } from "./subscription";

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

/** What the fan-out needs of the server that owns the connections. */
export interface FanOutHost {
  /** The open connections: the fan-out reads what they watch, and `split` re-points it. */
  readonly connections: ReadonlySet<Connection>;
  /**
   * Sends a connection whatever changed since it last heard, at the timestamp `ts` its
   * queries are known to be current at: nothing if nothing changed, unless `always`.
   */
  pushChanges(conn: Connection, always: boolean, ts: bigint): void;
  /** Refuses a connection: it hears why, is dropped, and its subscriptions released. */
  fatal(conn: Connection, error: string): void;
}

/**
 * The subscription fan-out: keeps every distinct subscription's result current and tells
 * the server which connections to update.
 * - The registry: one `Subscription` per query, arguments and identity, shared by every
 *   connection that watches it, and by every identity while its query does not read the
 *   identity (`subscribe`, `release`; sharing and splitting are internal).
 * - Invalidation: a commit marks the subscriptions that read a table it wrote (`onCommit`).
 * - Re-runs: broadcast rounds re-run the invalidated subscriptions in a fair order and push
 *   each connection its changes once all it watches is current; after a connection's own
 *   mutation, `flushFor` brings that connection up to date at once.
 * - The results budget: the bytes of all results held, enforced by refusing the
 *   connections that watch the most.
 * The server keeps the connections, the protocol and the transitions (`FanOutHost`).
 */
export class FanOut {
  private subscriptions = new Map<string, Subscription>();
  private subscriptionsByTable = new Map<string, Set<Subscription>>();
  private dirty = new Set<Subscription>();
  /** Shared subscriptions whose last run read the identity: to be split per identity. */
  private splits = new Set<Subscription>();
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
  /** Bytes of the results held by live subscriptions (each distinct result once). */
  private resultBytes = 0;
  /** Re-runs started by a round or an update (`launch`) and not finished yet. */
  private readonly inFlight = new Set<Promise<void>>();
  private resultsCheckQueued = false;
  /** When the oldest commit no round or update has covered yet was reported (or null). */
  private uncoveredSince: number | null = null;
  /** What the fan-out has done so far, counted (stats.ts). */
  readonly stats = newFanOutStats();

  constructor(
    private readonly engine: Engine,
    private readonly log: Logger,
    /** Its `results` is the budget for the bytes of all results held. */
    private readonly budget: QueueBudget,
    private readonly host: FanOutHost,
  ) {
    this.publishedTs = engine.lastCommitTs();
  }

  /** Distinct subscriptions being kept up to date (for tests and the log). */
  get subscriptionCount() {
    return this.subscriptions.size;
  }

  /** The commit every subscription's value is at least as new as (see `publishedTs`). */
  get currentTs() {
    return this.publishedTs;
  }

  // ---- the registry ---------------------------------------------------------------------

  /**
   * The subscription for a query, arguments and identity: an existing one when there is
   * one (identical subscriptions, on one connection or many, share one result, computed
   * once), brought up to date first if a commit invalidated it, so that a new watcher never
   * receives a result older than what its connection was told is current.
   */
  async subscribe(
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
    if (this.sharedTwin(sub)) {
      // Identities that subscribed while each other's first runs were still going (on query
      // threads they overlap): the first identity-free result serves them all.
      this.release(sub);
      return this.subscribe(udfPath, args, identity);
    }
    this.maybeShare(sub);
    return sub;
  }

  /**
   * Is there, beside this identity's own subscription whose run did not read the identity,
   * a shared one of the same query and arguments that serves every identity?
   */
  private sharedTwin(sub: Subscription): boolean {
    if (sub.shared || sub.readIdentity) return false;
    const shared = this.subscriptions.get(SHARED + sub.argsKey);
    return shared !== undefined && shared !== sub && !this.splits.has(shared);
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
    for (const conn of [...this.host.connections]) {
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

  /**
   * One watcher fewer (every `subscribe` is matched by one `release`): with none left, its
   * result is freed and it is no longer kept current.
   */
  release(sub: Subscription) {
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

  // ---- runs and the results budget ------------------------------------------------------

  /**
   * Runs a subscription's query; bumps its version when the result changed. Never throws:
   * a module that fails to load or a query that fails is a failed result like any other.
   */
  private async run(sub: Subscription) {
    let result: CallResult;
    let readTables = new Set<string>();
    let readIdentity = true;
    let stale = false;
    try {
      const exists = await this.engine.resolvePublic(sub.udfPath, "query");
      if (!exists) {
        result = notFound(sub.udfPath);
      } else {
        const outcome = await this.engine.runQuery(sub.udfPath, sub.args, sub.identity);
        result = outcome.result;
        readTables = outcome.readTables;
        readIdentity = outcome.readIdentity ?? true;
        stale = outcome.stale === true;
        if (!result.ok) logFailure(this.log, "query", sub.udfPath, result);
      }
    } catch (error) {
      result = internalFailure(this.log, "query", sub.udfPath, error);
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
    if (stale) {
      // A consistent result, which a commit made while it ran has already changed (a query
      // thread's): sent as it is, and re-run with the next round.
      this.dirty.add(sub);
      this.scheduleFlush();
    }
    const body = bodyFor(result);
    if (sub.shared && readIdentity) {
      sub.heldBody = body;
      this.splits.add(sub);
      return;
    }
    if (body !== sub.body) this.setBody(sub, body);
    else this.stats.rerunsUnchanged++;
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
    for (const conn of this.host.connections) {
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
      this.host.fatal(
        conn,
        `Too much query data held for clients: this connection watches ${(bytes / MiB).toFixed(1)} MiB of results, ` +
          `the most while the server holds more than ${this.budget.results / MiB} MiB`,
      );
    }
  }

  // ---- commits and broadcast ------------------------------------------------------------

  /** Invalidates the subscriptions that read a table the commit wrote; schedules a broadcast. */
  onCommit(commit: Commit) {
    this.stats.commits++;
    if (commit.scheduled === true) this.stats.scheduledCommits++;
    this.uncoveredSince ??= performance.now();
    for (const table of commit.tables) {
      for (const sub of this.subscriptionsByTable.get(table) ?? []) {
        if (this.dirty.has(sub)) continue;
        this.dirty.add(sub);
        this.stats.invalidated++;
      }
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
      this.stats.rounds++;
      this.coverCommits(this.lastFlushAt);
      try {
        unfinished = await this.round();
      } catch (error) {
        this.log.error("sync: broadcast failed", error);
      } finally {
        this.lastFlushMs = performance.now() - this.lastFlushAt;
        this.stats.roundMs += this.lastFlushMs;
      }
    });
    if (unfinished || this.splits.size > 0) this.scheduleFlush();
  }

  /** A round or update starting at `now` covers every commit reported so far. */
  private coverCommits(now: number) {
    if (this.uncoveredSince === null) return;
    this.stats.waitMs += now - this.uncoveredSince;
    this.uncoveredSince = null;
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
   * turn per address, not by all of their re-runs. The budget is for re-running: when it
   * ends, every connection still waiting whose queries are current by then (their re-runs
   * were done for other watchers) is sent its update in this round, not the next.
   * Returns true if work was left.
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
    for (const conn of this.host.connections) {
      const mine = new Set<Subscription>();
      for (const { sub } of conn.queries.values()) if (this.isOwed(sub)) mine.add(sub);
      if (mine.size === 0) {
        // Its queries are current as of `ts` already.
        this.host.pushChanges(conn, false, ts);
        continue;
      }
      owed.set(conn, [...mine]);
      const group = byAddress.get(conn.address);
      if (group) group.push(conn);
      else byAddress.set(conn.address, [conn]);
    }
    // Addresses in turn, starting where the last round stopped. With queries on threads a
    // turn starts a re-run and goes on (see `launch`): several run at once.
    const groups = rotate([...byAddress.values()], this.nextAddress).map((conns) =>
      rotate(conns, this.roundNumber),
    );
    const runs = new Map<Connection, number>();
    /** A connection was left with re-runs owed (out of its share, or of time). */
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
          outOfTime = true;
          this.stats.roundsOutOfTime++;
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
          this.host.pushChanges(conn, false, ts);
        } else if ((runs.get(conn) ?? 0) >= RUNS_PER_CONNECTION_PER_ROUND) {
          conns.shift();
          leftBehind = true;
        }
      }
      for (let g = groups.length - 1; g >= 0; g--) if (groups[g].length === 0) groups.splice(g, 1);
    }
    // The round ends with its re-runs. Out of time, the connections still waiting whose
    // queries are all current now are sent their update (a shared result computed for the
    // first watchers serves the rest at the cost of a send, not of another round 50 ms or
    // more later); those still owed a re-run wait for the next round.
    await Promise.all(this.inFlight);
    for (const conns of groups) {
      for (const conn of conns) {
        if (conn.closed) continue;
        if (owed.get(conn)!.some((sub) => this.isOwed(sub))) {
          leftBehind = true;
          continue;
        }
        this.stats.sentAfterBudget++;
        this.host.pushChanges(conn, false, ts);
      }
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
   * One turn of `conn`'s: starts re-running the last of its owed subscriptions not running
   * yet (`launch`), or, when all it is owed are running, waits for one of them. True when
   * none is owed any more.
   */
  private async takeTurn(conn: Connection, list: Subscription[], runs: Map<Connection, number>) {
    const owedLeft = () => {
      while (list.length > 0 && !this.isOwed(list[list.length - 1])) list.pop();
      return list.length > 0;
    };
    if (!owedLeft()) return true;
    const sub = list.findLast((owed) => this.pending.has(owed) && !owed.running);
    if (sub) {
      runs.set(conn, (runs.get(conn) ?? 0) + 1);
      await this.launch(sub);
    } else {
      // Every one it is owed is running (the last is owed, so there is one).
      await Promise.race(list.filter((owed) => owed.running).map((owed) => owed.ready));
    }
    return !owedLeft();
  }

  /**
   * Starts re-running `sub` and returns once fewer re-runs than the engine's query
   * parallelism are going. With queries on the main thread (a parallelism of one) that is
   * once this one has finished: one re-run after another. With query threads, several run
   * at once while the main thread goes on with its turns (docs/embedded-backend.md "Threads").
   */
  private async launch(sub: Subscription) {
    const run: Promise<void> = this.refresh(sub)
      .catch((error: unknown) => this.log.error("sync: a re-run failed", error))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
    const parallel = Math.max(1, this.engine.queryParallelism?.() ?? 1);
    if (this.inFlight.size >= parallel) await Promise.race(this.inFlight);
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
    this.stats.reruns++;
    this.stats.rerunsByPath[sub.udfPath] = (this.stats.rerunsByPath[sub.udfPath] ?? 0) + 1;
    const started = performance.now();
    const run = (async () => {
      try {
        await this.run(sub);
        this.stats.rerunMs += performance.now() - started;
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
  async flushFor(conn: Connection) {
    await this.exclusive(async () => {
      const started = performance.now();
      this.stats.ownUpdates++;
      try {
        const ts = this.engine.lastCommitTs();
        const owed = new Set<Subscription>();
        for (const { sub } of conn.queries.values()) {
          if (this.dirty.has(sub) || sub.running) owed.add(sub);
        }
        let runs = 0;
        let allRun = true;
        for (const sub of owed) {
          if (conn.closed) break;
          if (sub.running) await sub.ready;
          if (!this.dirty.has(sub)) continue;
          if (runs++ >= RUNS_PER_CONNECTION_PER_ROUND) {
            allRun = false;
            break;
          }
          await this.launch(sub);
        }
        await Promise.all(this.inFlight);
        if (conn.closed || !allRun) return;
        this.host.pushChanges(conn, true, ts);
      } catch (error) {
        this.log.error("sync: update after a mutation failed", error);
      } finally {
        this.stats.roundMs += performance.now() - started;
      }
    });
    if (this.dirty.size > 0 || this.splits.size > 0) this.scheduleFlush(true);
  }
}
