/**
 * Making committed groups durable off the main thread (docs/embedded-backend.md "Group
 * commit"). The store's connection runs with `synchronous = NORMAL`: its `COMMIT` writes the
 * group's frames to the write-ahead log and returns without an fsync, and this class then
 * `fdatasync`s the log on libuv's pool. A mark is durable once a sync that began after its
 * group's `COMMIT` has returned; nothing waits for it on the main thread.
 *
 * One sync at a time: groups committed while one runs are covered by the next, which starts
 * when it returns (one fsync for every group of that wait, as the group commit shares one
 * `COMMIT`).
 */
import { closeSync, fdatasync, fdatasyncSync, fstatSync, fsyncSync, openSync } from "node:fs";
import { dirname } from "node:path";

/** How a file descriptor's data reaches the disk: `fdatasync` by default, tests inject. */
export type SyncFile = (fd: number, done: (error: Error | null) => void) => void;

export class WalSync {
  /** Marks on disk: every commit up to `synced` was in a group a finished sync covered. */
  synced = 0;
  /** The highest mark whose group's COMMIT ran (in the log, maybe not yet on disk). */
  private committed = 0;
  private fd: number | null = null;
  private running = false;
  /** Callers waiting for a mark, one entry per mark asked while it waits (see whenSynced). */
  private readonly waiters: { mark: number; synced: Promise<void>; done: () => void }[] = [];
  /** Called once the running sync returns (`whenIdle`). */
  private readonly idle: (() => void)[] = [];
  private closed = false;

  constructor(
    /** The log's path (the database's with `-wal`). */
    private readonly walPath: string,
    private readonly syncFile: SyncFile = fdatasync,
    /** A sync failed (an I/O error): the backend stops, nothing more is acknowledged. */
    private readonly onFailure: (error: unknown) => void,
    /** After each sync that made something durable (the checkpointer's cue). */
    private readonly afterSync: () => void = () => {},
  ) {}

  /** The group holding every mark up to `mark` has committed: make it durable. */
  committedThrough(mark: number) {
    if (mark > this.committed) this.committed = mark;
    this.start();
  }

  /** A sync is running. */
  get busy(): boolean {
    return this.running;
  }

  /**
   * Calls `next` once the running sync has returned, before the next one starts: the store
   * commits its open group then, so that the groups of the sync's wait become one `COMMIT`
   * (as one blocking fsync made them before) and the next sync covers it.
   */
  whenIdle(next: () => void) {
    if (!this.running) next();
    else this.idle.push(next);
  }

  /**
   * Resolves once `mark` is durable. Callers asking for the mark the last one asked for (every
   * connection's outbox after one commit) share its promise.
   */
  whenSynced(mark: number): Promise<void> {
    if (this.synced >= mark) return Promise.resolve();
    const last = this.waiters.at(-1);
    if (last?.mark === mark) return last.synced;
    let done!: () => void;
    const synced = new Promise<void>((resolve) => (done = resolve));
    this.waiters.push({ mark, synced, done });
    return synced;
  }

  /**
   * Marks up to `mark` need no sync (a group rolled back for want of space: its commits
   * never reach the file; waiting on them must not hang). The groups committed before it
   * are synced first, here, so that none of them counts as durable before it is.
   */
  settle(mark: number) {
    this.syncNow();
    if (mark > this.committed) this.committed = mark;
    this.release(mark);
  }

  /**
   * Syncs everything committed now, on this thread (closing, or before a rollback moves the
   * marks on). A failure goes to `onFailure`.
   */
  syncNow() {
    if (this.committed <= this.synced) return;
    const mark = this.committed;
    try {
      fdatasyncSync(this.file());
    } catch (error) {
      this.onFailure(error);
      return;
    }
    this.release(mark);
  }

  /** No more syncs (the store syncs what was committed first, `syncNow`). */
  close() {
    this.closed = true;
    if (!this.running) this.closeFile();
  }

  private start() {
    if (this.running || this.closed || this.committed <= this.synced) return;
    const mark = this.committed;
    let fd: number;
    try {
      fd = this.file();
    } catch (error) {
      this.onFailure(error);
      return;
    }
    this.running = true;
    this.syncFile(fd, (error) => {
      this.running = false;
      if (this.closed) {
        this.closeFile();
        return;
      }
      if (error) {
        this.onFailure(error);
        return;
      }
      this.release(mark);
      this.afterSync();
      for (const next of this.idle.splice(0)) next();
      this.start();
    });
  }

  /** `mark` is durable: the waiters it covers are answered, in one pass. */
  private release(mark: number) {
    if (mark > this.synced) this.synced = mark;
    const ready: (() => void)[] = [];
    let kept = 0;
    for (const waiter of this.waiters) {
      if (waiter.mark <= this.synced) ready.push(waiter.done);
      else this.waiters[kept++] = waiter;
    }
    this.waiters.length = kept;
    for (const done of ready) done();
  }

  /**
   * The log's descriptor, opened on the first sync (SQLite creates the file with the first
   * write). Its directory is synced then, once: a new file's name must survive a power cut
   * too. Opened again if the file was removed and made anew (nothing here does that while
   * the store is open, but a descriptor of a removed file would sync nothing anyone reads).
   */
  private file(): number {
    if (this.fd !== null && fstatSync(this.fd).nlink === 0) this.closeFile();
    if (this.fd === null) {
      this.fd = openSync(this.walPath, "r+");
      const directory = openSync(dirname(this.walPath), "r");
      try {
        fsyncSync(directory);
      } finally {
        closeSync(directory);
      }
    }
    return this.fd;
  }

  private closeFile() {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}
