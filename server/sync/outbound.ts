import type { Durability } from "../engine/types";
import type { Connection } from "./connection";

export const MiB = 1024 * 1024;

/** A size in MiB from the environment (a positive number), else the default; in bytes. */
function mibFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return (Number.isFinite(value) && value > 0 ? value : fallback) * MiB;
}

/**
 * Bytes queued for clients (docs/embedded-backend.md, "Hostile clients"): messages waiting
 * for the disk plus what a socket has not yet passed to the kernel, each checked before a
 * message is built or queued.
 */
export interface QueueBudget {
  /**
   * One connection (`SYNC_QUEUE_CONNECTION_MIB`, default 8 MiB). A transition larger than
   * this is refused before it is built; a connection whose queue would pass it has stopped
   * reading, and is dropped, its queue freed and its subscriptions released. The app's
   * largest message is a few kilobytes; 8 MiB is as much as one query may read (Convex's
   * limit, enforced by the engine) and twice the earlier "stopped reading" bound.
   */
  perConnection: number;
  /**
   * All connections together (`SYNC_QUEUE_TOTAL_MIB`, default 512 MiB). When a message would
   * pass it, the connections with the largest queues are dropped until it fits: those are
   * the ones not reading. With a message briefly held twice (as text, then as bytes), the
   * process stays near 1.3 GiB at worst (a ~200 MiB baseline plus twice the budget), 1.5 GiB
   * with the results budget below full, which a 2-core, 4 GB machine holds.
   */
  total: number;
  /**
   * The results held for subscriptions, each distinct result once (`SYNC_RESULTS_TOTAL_MIB`,
   * default 256 MiB). Distinct subscriptions hold distinct results: 512 per address of a
   * 252 KB query is 126 MiB per address. Past this, the connections watching the most
   * result bytes are refused until the rest fit. The app's results are a few kilobytes: at
   * 10,000 clients with a dozen unshared queries each, a few tens of MiB.
   */
  results: number;
}

export function queueBudgetFromEnv(): QueueBudget {
  return {
    perConnection: mibFromEnv("SYNC_QUEUE_CONNECTION_MIB", 8),
    total: mibFromEnv("SYNC_QUEUE_TOTAL_MIB", 512),
    results: mibFromEnv("SYNC_RESULTS_TOTAL_MIB", 256),
  };
}

/**
 * What leaves for clients: every message passes the durability gate (`deliver`), and the
 * bytes queued per connection and for all of them are held within the queue budget. A
 * connection past its budget, or the largest one past the total, is cut off (`cutOff`).
 */
export class Outbound {
  /** Bytes queued for all connections: the sum of their `queuedBytes`. */
  private queuedBytes = 0;
  /** Connections with bytes queued (where the process-wide budget looks for the largest). */
  private backlogged = new Set<Connection>();
  /** Connections with messages waiting for the disk. */
  private waiting = new Set<Connection>();
  private draining = false;

  constructor(
    private readonly durability: Durability,
    readonly budget: QueueBudget,
    /** Logs why, ends the socket and drops the connection (SyncServer). */
    private readonly cutOff: (conn: Connection, why: string) => void,
    /** Drops a connection whose socket has been ended (SyncServer). */
    private readonly drop: (conn: Connection) => void,
  ) {}

  /** Bytes queued for all clients (for tests and the log). */
  get queuedByteCount() {
    return this.queuedBytes;
  }

  /** A dropped connection's queue is no longer counted, and what waited for the disk goes. */
  forget(conn: Connection) {
    conn.outbox = [];
    this.waiting.delete(conn);
    this.setQueued(conn, 0, 0);
  }

  /**
   * The durability gate. Commits become visible at once (the next transaction reads them)
   * but reach the disk in groups (the store's group commit). Nothing derived from them may
   * reach a client before they are on disk: every message carries the store's mark of when
   * it was built and leaves, in order, once the store is durable up to that mark.
   */
  deliver(conn: Connection, text: string) {
    if (conn.closed) return;
    // Within both budgets before the bytes exist: a frame is held once, as bytes.
    if (!this.makeRoom(conn, Buffer.byteLength(text))) return;
    const data = Buffer.from(text);
    const mark = this.durability.appended;
    if (conn.outbox.length === 0 && this.durability.isDurable(mark)) {
      this.write(conn, data);
      return;
    }
    conn.outbox.push({ data, mark });
    this.setQueued(conn, conn.outboxBytes + data.length, conn.socketBytes);
    this.waiting.add(conn);
    if (!this.draining) void this.drain();
  }

  private async drain() {
    this.draining = true;
    try {
      while (this.waiting.size > 0) {
        // A rejection means the group was rolled back (disk full): see isLost below.
        await this.durability.whenDurable().catch(() => {});
        for (const conn of [...this.waiting]) {
          while (conn.outbox.length > 0 && this.durability.isDurable(conn.outbox[0].mark)) {
            const { data, mark } = conn.outbox.shift()!;
            this.setQueued(conn, conn.outboxBytes - data.length, conn.socketBytes);
            // Built on a commit that was rolled back: never sent. The client reconnects, gets
            // its queries afresh and re-sends its unanswered mutations (refused while full).
            if (this.durability.isLost?.(mark)) {
              conn.socket.terminate();
              this.drop(conn);
              break;
            }
            this.write(conn, data);
          }
          if (conn.outbox.length === 0) this.waiting.delete(conn);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** Hands a frame to the socket; what the kernel has not taken is counted until it does. */
  private write(conn: Connection, data: Buffer) {
    if (conn.closed || conn.socket.readyState !== conn.socket.OPEN) return;
    conn.socket.send(data, { binary: false }, () => this.observe(conn));
    this.observe(conn);
  }

  /** Re-reads what a socket holds (after each write, and as each write completes). */
  observe(conn: Connection) {
    if (conn.closed) return;
    this.setQueued(conn, conn.outboxBytes, conn.socket.bufferedAmount);
  }

  private setQueued(conn: Connection, outboxBytes: number, socketBytes: number) {
    this.queuedBytes += outboxBytes - conn.outboxBytes + socketBytes - conn.socketBytes;
    conn.outboxBytes = outboxBytes;
    conn.socketBytes = socketBytes;
    if (conn.queuedBytes > 0) this.backlogged.add(conn);
    else this.backlogged.delete(conn);
  }

  /**
   * Makes room for `bytes` more for `conn` within both budgets, before they are built or
   * queued. A connection that would pass its own budget has stopped reading: it is cut off.
   * Past the process-wide budget, the connections with the largest queues are cut off until
   * the bytes fit (the one asking, if its queue is the largest). False: `conn` is gone.
   */
  makeRoom(conn: Connection, bytes: number): boolean {
    this.observe(conn);
    if (conn.queuedBytes + bytes > this.budget.perConnection) {
      this.cutOff(
        conn,
        `stopped reading (${conn.queuedBytes} bytes queued, ${bytes} more over the ${this.budget.perConnection / MiB} MiB per connection)`,
      );
      return false;
    }
    if (this.queuedBytes + bytes <= this.budget.total) return true;
    for (const other of [...this.backlogged]) this.observe(other);
    while (this.queuedBytes + bytes > this.budget.total) {
      let largest: Connection | null = null;
      for (const other of this.backlogged) {
        if (largest === null || other.queuedBytes > largest.queuedBytes) largest = other;
      }
      if (largest === null) break;
      this.cutOff(
        largest,
        `largest queue (${largest.queuedBytes} bytes) while ${this.budget.total / MiB} MiB are queued for all clients`,
      );
      if (largest === conn) return false;
    }
    return true;
  }
}
