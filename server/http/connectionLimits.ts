/**
 * Caps on plain HTTP connections (docs/embedded-backend.md, "Hostile clients"): every socket
 * of both HTTP servers is counted from its `connection` event, keep-alive included, per
 * address and in all, so that idle connections cannot use up the process's file descriptors
 * and starve the WebSockets and every legitimate request.
 *
 * At a cap, room is made by closing the oldest idle connection (one with no request in
 * progress: never sent one, or kept alive after its response) of the same address (the
 * per-address cap) or of anyone (the total cap); only when every counted connection is busy
 * is the newcomer refused, with a minimal 429 or 503, and closed. A flood of idle sockets
 * therefore ages out as fast as new ones arrive, and a real request, sent as soon as its
 * connection opens, is answered. A socket upgraded to a WebSocket leaves this count: the
 * WebSocket caps in backend.ts hold it from then on.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Plain HTTP connections open at once, in all (both servers). */
export const MAX_HTTP_CONNECTIONS = 4_096;
/**
 * Plain HTTP connections from one address, at most. A browser opens at most 6 per origin and
 * the app talks over its WebSocket; 64 leaves room for a classroom behind one router. The
 * cap in force is also at most the total's 1/ADDRESSES_TO_FILL (`perAddressCap`).
 */
export const MAX_HTTP_CONNECTIONS_PER_ADDRESS = 64;
/**
 * Addresses it takes to fill the total HTTP cap: each may hold at most 1/64 of it, so 20
 * addresses holding every connection they may (slow bodies included) take under a third
 * of the total and fresh page loads still find room (issue 35, finding 7).
 */
export const ADDRESSES_TO_FILL = 64;

/** The per-address cap in force: the configured one, at most the total / ADDRESSES_TO_FILL. */
export function perAddressCap(total: number, configured: number): number {
  return Math.max(1, Math.min(configured, Math.floor(total / ADDRESSES_TO_FILL)));
}
/**
 * File descriptors kept free of every socket cap: SQLite (database, WAL, shared memory),
 * the log, the modules loaded, a child process's pipes.
 */
export const RESERVED_DESCRIPTORS = 256;
/** Assumed when the limit cannot be read (the usual default soft limit). */
const DEFAULT_OPEN_FILES = 1_024;

const TOO_MANY_FROM_ADDRESS =
  "HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";
const TOO_MANY_IN_ALL =
  "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n";

/** Parses `/proc/self/limits`' "Max open files" soft limit (Infinity when unlimited). */
export function parseOpenFilesLimit(limits: string): number | null {
  const match = /^Max open files\s+(\S+)/m.exec(limits);
  if (!match) return null;
  if (match[1] === "unlimited") return Infinity;
  const value = Number(match[1]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The process's soft RLIMIT_NOFILE: `/proc/self/limits` on Linux, else `ulimit -n`. */
export function openFilesLimit(): number {
  try {
    const parsed = parseOpenFilesLimit(readFileSync("/proc/self/limits", "utf8"));
    if (parsed !== null) return parsed;
  } catch {
    // Not Linux: ask the shell.
  }
  try {
    const text = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    if (text === "unlimited") return Infinity;
    const value = Number(text);
    if (Number.isFinite(value) && value > 0) return value;
  } catch {
    // No shell either.
  }
  return DEFAULT_OPEN_FILES;
}

export interface ConnectionCaps {
  /** Plain HTTP connections in all. */
  http: number;
  /** WebSocket connections in all. */
  webSockets: number;
}

/**
 * The caps that fit under the open-files limit, keeping `RESERVED_DESCRIPTORS` free: plain
 * HTTP gets at most half of what is left (so an HTTP flood leaves the WebSockets their
 * room), the WebSockets the rest, each no more than configured.
 */
export function connectionCaps(
  openFiles: number,
  configured: { http: number; webSockets: number },
): ConnectionCaps {
  const budget = Math.max(2, openFiles - RESERVED_DESCRIPTORS);
  const http = Math.max(1, Math.min(configured.http, Math.floor(budget / 2)));
  return { http, webSockets: Math.max(1, Math.min(configured.webSockets, budget - http)) };
}

interface Tracked {
  socket: Socket;
  address: string;
  /** Requests in progress on it (0: idle, evictable). */
  busy: number;
}

/** Counts and caps the plain HTTP connections of one or more servers (see the file comment). */
export class HttpConnectionLimiter {
  private readonly tracked = new Map<Socket, Tracked>();
  private readonly byAddress = new Map<string, number>();
  /** Idle connections, oldest idle first (a Map keeps insertion order). */
  private readonly idle = new Map<Socket, Tracked>();
  /** Connections refused, and idle ones closed to make room (for the log and tests). */
  readonly stats = { refused: 0, evicted: 0 };

  constructor(
    private readonly options: {
      maxTotal: number;
      maxPerAddress: number;
      /** Does the per-address cap apply to this peer? (Loopback and trusted proxies: no.) */
      isLimited: (address: string) => boolean;
    },
  ) {}

  get count() {
    return this.tracked.size;
  }

  /** Counts every connection of `server` and keeps track of which ones are idle. */
  watch(server: Server) {
    // Before Node's own listener parses anything: registered first, runs first.
    server.prependListener("connection", (socket: Socket) => this.admit(socket));
    server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
      const entry = this.tracked.get(req.socket);
      if (!entry) return;
      entry.busy++;
      this.idle.delete(entry.socket);
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        entry.busy--;
        if (entry.busy === 0 && this.tracked.has(entry.socket)) this.idle.set(entry.socket, entry);
      };
      res.once("finish", finished);
      res.once("close", finished);
    });
  }

  /** A socket upgraded to a WebSocket: the WebSocket caps count it from now on. */
  release(socket: Socket) {
    const entry = this.tracked.get(socket);
    if (!entry) return;
    this.tracked.delete(socket);
    this.idle.delete(socket);
    const left = (this.byAddress.get(entry.address) ?? 1) - 1;
    if (left <= 0) this.byAddress.delete(entry.address);
    else this.byAddress.set(entry.address, left);
  }

  private admit(socket: Socket) {
    const address = socket.remoteAddress ?? "?";
    if (
      this.options.isLimited(address) &&
      (this.byAddress.get(address) ?? 0) >= this.options.maxPerAddress &&
      !this.evictIdle(address)
    ) {
      this.refuse(socket, TOO_MANY_FROM_ADDRESS);
      return;
    }
    if (this.tracked.size >= this.options.maxTotal && !this.evictIdle(null)) {
      this.refuse(socket, TOO_MANY_IN_ALL);
      return;
    }
    const entry: Tracked = { socket, address, busy: 0 };
    this.tracked.set(socket, entry);
    this.idle.set(socket, entry);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    socket.once("close", () => this.release(socket));
  }

  /** Closes the oldest idle connection (of `address`, or of anyone): was there one? */
  private evictIdle(address: string | null): boolean {
    for (const entry of this.idle.values()) {
      if (address !== null && entry.address !== address) continue;
      this.release(entry.socket);
      entry.socket.destroy();
      this.stats.evicted++;
      return true;
    }
    return false;
  }

  private refuse(socket: Socket, response: string) {
    this.stats.refused++;
    socket.on("error", () => socket.destroy());
    // The answer fits the socket's buffer; the descriptor goes as soon as it is written.
    if (socket.writable) socket.end(response, () => socket.destroy());
    else socket.destroy();
    // Never kept waiting for a peer that does not read.
    setTimeout(() => socket.destroy(), 1_000).unref();
  }
}
