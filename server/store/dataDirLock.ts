import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Exit code of a backend that refused a data directory another process holds. */
export const EXIT_DATA_DIR_LOCKED = 73;

/** Who holds a data directory: the process id, and what tells a reused id apart. */
interface LockOwner {
  pid: number;
  /** Linux: the kernel's boot id and the process's start time (clock ticks since boot). */
  bootId?: string;
  startTime?: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data directory ${dir} is in use by another backend process (pid ${owner.pid}, ` +
        `since ${owner.since}). Stop that process first, or set DATA_DIR to another directory.`,
    );
    this.name = "DataDirLockedError";
  }
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

/**
 * The fields of /proc/<pid>/stat after the parenthesised command name (which may hold
 * spaces): [0] is the state (field 3), [19] the start time (field 22).
 */
function statFields(pid: number): string[] | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

const startTimeOf = (pid: number): string | undefined => statFields(pid)?.[19];

/**
 * A zombie (Z: dead, waiting for its parent to collect it) or a process being torn down
 * (X) holds nothing. After `kill -9` of a whole `npm start` group the backend stays a
 * zombie for seconds until init reaps it, and `kill(pid, 0)` still finds it.
 */
function isDead(pid: number): boolean {
  const state = statFields(pid)?.[0];
  return state === "Z" || state === "X";
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    bootId: readText("/proc/sys/kernel/random/boot_id")?.trim(),
    startTime: startTimeOf(process.pid),
    since: new Date().toISOString(),
  };
}

/**
 * Is the process that wrote `owner` still running? A pid that is gone, or that now
 * belongs to another process (a different boot, or a different start time: the id was
 * reused), is not.
 */
function isAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (isDead(owner.pid)) return false;
  const bootId = readText("/proc/sys/kernel/random/boot_id")?.trim();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  const startTime = startTimeOf(owner.pid);
  if (owner.startTime && startTime && owner.startTime !== startTime) return false;
  return true;
}

function parseOwner(text: string | undefined): LockOwner | null {
  if (text === undefined) return null;
  try {
    const owner = JSON.parse(text) as LockOwner;
    return typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}

/** Attempts at taking the lock, and the pause before looking at an unreadable one again. */
const MAX_ATTEMPTS = 4;
const RETRY_MS = 50;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file (idempotent); also done when the process exits. */
  release(): void;
}

/** Lock files held by this process, released on exit even when `release` is never called. */
const held = new Set<string>();
process.once("exit", () => {
  for (const path of held) removeIfOurs(path);
});

function removeIfOurs(path: string) {
  if (parseOwner(readText(path))?.pid !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/**
 * Takes the data directory for this process, or throws `DataDirLockedError` if a live
 * process holds it. The lock is `backend.lock`, created with O_EXCL and holding the
 * owner's pid; one left by a process that died (kill -9, a power cut) is taken over. Call
 * it before reading or writing anything else in the directory.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "backend.lock");
  if (held.has(path))
    throw new DataDirLockedError(dir, parseOwner(readText(path)) ?? currentOwner());
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, "wx", 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const text = readText(path);
      const owner = parseOwner(text);
      if (owner && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      if (attempt >= MAX_ATTEMPTS)
        throw new DataDirLockedError(dir, owner ?? { pid: 0, since: "?" });
      // A lock being written this instant reads as empty: give its writer a moment.
      if (!owner && attempt < MAX_ATTEMPTS - 1) {
        pause(RETRY_MS);
        continue;
      }
      // Stale (its process is gone): remove it, unless another process just replaced it.
      if (readText(path) === text) {
        try {
          unlinkSync(path);
        } catch {
          // Another process removed it first; the next attempt decides.
        }
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(currentOwner()) + "\n");
    } finally {
      closeSync(fd);
    }
    held.add(path);
    return {
      path,
      release() {
        if (!held.delete(path)) return;
        removeIfOurs(path);
      },
    };
  }
}

/** The live process holding `dir`, if any (read-only: for a check before starting). */
export function dataDirOwner(dir: string): LockOwner | null {
  const owner = parseOwner(readText(join(dir, "backend.lock")));
  return owner && isAlive(owner) ? owner : null;
}
