import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { WebSocketServer } from "ws";
import { ensureAuthKeys } from "./auth/keys";
import { TokenVerifier, type AuthProvider } from "./auth/verify";
import { createSqliteEngine, type SqliteEngine } from "./engine/sqlite/engine";
import { defaultActionWorkers } from "./engine/sqlite/actionPool";
import {
  defaultActionQueryThread,
  defaultMutationThreads,
  defaultQueryThreads,
} from "./engine/sqlite/queryPool";
import { realNow } from "./engine/sqlite/determinism";
import { DISK_PROBE_INTERVAL_MS } from "./engine/sqlite/store";
import { handleFunctionApi, handleSiteRequest, requestMetadata } from "./http/api";
import { parseTrustProxy } from "./http/clientAddress";
import {
  connectionCaps,
  HttpConnectionLimiter,
  MAX_HTTP_CONNECTIONS,
  MAX_HTTP_CONNECTIONS_PER_ADDRESS,
  openFilesLimit,
  perAddressCap,
} from "./http/connectionLimits";
import { BODY_SWEEP_MS, BodyRateGuard } from "./http/bodyRate";
import { MAX_MESSAGE_BYTES } from "./sync/frames";
import { isLoopbackHost, serveAppConfig } from "./network";
import { createLogger, type Logger } from "./log";
import { serveStatic } from "./http/static";
import { createMailRelay } from "./mail";
import { lockDataDir } from "./store/dataDirLock";
import { PortInUseError } from "./portInUse";
import { importLegacyData } from "./store/legacyImport";
import { SyncServer } from "./sync/syncServer";

/** The SQLite database, in the data directory. */
export const ENGINE_FILE = "engine.sqlite";
/**
 * Tally shards (K, docs/scale.md) when TALLY_SHARDS is not set: on one machine binds barely
 * overlap (the engine runs each between two turns of the event loop), while every shard
 * is a document each community query reads and parses; K = 256, Convex's, made the
 * overview read 3 MiB per re-run here (docs/embedded-backend.md, "Measured").
 */
export const EMBEDDED_TALLY_SHARDS = 8;
/**
 * The tally fold interval (TALLY_FOLD_INTERVAL_MS, docs/scale.md) when not set: 100 ms on
 * Convex, where a national update costs every viewer's function calls; here it costs CPU
 * only, which the broadcast's load rule bounds, and a vote waits at most this long for
 * the fold its national viewers see.
 */
export const EMBEDDED_FOLD_INTERVAL_MS = 25;

export interface BackendOptions {
  /** Port for the Convex API (and the app, when it is served too). 0 picks a free port. */
  port: number;
  /** Port for HTTP actions (the "site" origin); default port + 1. */
  sitePort?: number;
  host?: string;
  dataDir: string;
  convexDir?: string;
  /** Built app to serve on the same origin (SPA fallback to index.html). */
  staticDir?: string;
  /** Public URL of the app, for auth redirects (SITE_URL); default the API URL. */
  appUrl?: string;
  /** Load the catalogue into an empty database (convex/seed.ts ensureCatalogue). */
  seed?: boolean;
  /** Run the cron jobs of convex/crons.ts (default true; tests of a crash before a job). */
  crons?: boolean;
  quiet?: boolean;
  /**
   * Apply the per-address limits to loopback too (tests of those limits; by default
   * loopback is the operator's own machine: benchmarks, a reverse proxy).
   */
  limitLoopback?: boolean;
  /**
   * `TRUST_PROXY`: proxies (addresses, CIDR ranges, `loopback`) whose `X-Forwarded-For`
   * names the client (server/http/clientAddress.ts); unset: the socket's peer is the client.
   */
  trustProxy?: string;
  /** Plain HTTP connection caps (default MAX_HTTP_CONNECTIONS[_PER_ADDRESS]). */
  maxHttpConnections?: number;
  maxHttpConnectionsPerAddress?: number;
  /** The origin join links and QR codes use (server/network.ts); null: the page's own. */
  publicUrl?: string | null;
  /**
   * Threads the actions run on (`ACTION_WORKERS`; docs/embedded-backend.md "Threads");
   * default one per core but the main thread's, at most 4 (`defaultActionWorkers`). 0 runs
   * them on the main thread, as before.
   */
  actionWorkers?: number;
  /**
   * Threads queries run on, the main thread counted (`QUERY_THREADS`; docs/embedded-backend.md
   * "Threads"): 1 (the default, `defaultQueryThreads`) runs them on the main thread; n > 1
   * runs every query on n - 1 worker threads, each with its own read connection.
   */
  queryThreads?: number;
  /**
   * Actions' queries on a query thread of their own (`ACTION_QUERY_THREAD`, 1 or 0;
   * docs/embedded-backend.md "Threads"), when `queryThreads` is 1; default off
   * (`defaultActionQueryThread`).
   */
  actionQueryThread?: boolean;
  /**
   * Threads mutations run on, the main thread counted (`MUTATION_THREADS`;
   * docs/embedded-backend.md "Threads"): 1 (the default, `defaultMutationThreads`) runs them
   * on the main thread; n > 1 runs each mutation's function on one of n - 1 worker threads at
   * a snapshot, its reads checked and its writes committed on the main thread.
   */
  mutationThreads?: number;
  /** Extra handler tried before the static files (used by dev mode). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface Backend {
  url: string;
  siteUrl: string;
  engine: SqliteEngine;
  sync: SyncServer;
  close(): Promise<void>;
}

/**
 * Connection limits (docs/embedded-backend.md, "Limits"). Loopback is exempt from the
 * per-address limit: it is the operator's own machine (benchmarks, a reverse proxy).
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;
export const MAX_CONNECTIONS = 10_000;
/** Half-open HTTP: headers must arrive within 10 s, a whole request within 30 s. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** An idle HTTP connection (no request in progress) is closed after this long. */
const IDLE_TIMEOUT_MS = 60_000;

function limitHttp(server: Server) {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.timeout = IDLE_TIMEOUT_MS;
  server.maxHeadersCount = 100;
  // A malformed request line or header: answer 400 and close, never throw.
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
}

function listen(server: Server, port: number, host: string, role: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(port, role) : error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      resolvePort(typeof address === "object" && address ? address.port : port);
    });
  });
}

async function seedCatalogue(engine: SqliteEngine, log: Logger) {
  if (!(await engine.hasFunction("seed:ensureCatalogue"))) return;
  const result = (await engine.runInternal("seed:ensureCatalogue", {})) as {
    loaded: boolean;
    narratives: number;
    policies: number;
  };
  if (result.loaded) {
    log.info(`catalogue loaded: ${result.narratives} narratives, ${result.policies} policies`);
  }
}

/**
 * The embedded Convex-compatible backend: the app's convex/ functions served to the stock
 * Convex clients, with a durable data directory, on one or two local ports.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  const log = createLogger(options.quiet);
  // Last resort: every client-facing path has its own guard, so a rejection that escapes
  // them is a bug to log, not a reason to drop every other client.
  if (process.listenerCount("unhandledRejection") === 0) {
    process.on("unhandledRejection", (error) => log.error("unhandled rejection", error));
  }
  const host = options.host ?? "127.0.0.1";
  const convexDir = resolve(options.convexDir ?? "convex");
  // Before anything in the directory is read or written: one process per data directory.
  const dataDir = resolve(options.dataDir);
  const lock = lockDataDir(dataDir);
  const mailRelay = createMailRelay(dataDir, log);

  // Listen first (port 0 means "any"), so the URLs are known before the functions load.
  // Timeouts are checked every 2 s (Node's default, 30 s, lets half-open requests linger).
  const apiServer = createServer({ connectionsCheckingInterval: 2000 });
  const siteServer = createServer({ connectionsCheckingInterval: 2000 });
  // Requests that arrive while the functions load wait for them rather than hang.
  let markReady!: () => void;
  const ready = new Promise<void>((done) => (markReady = done));
  // Assigned once below, after the handlers that use them are registered.
  // eslint-disable-next-line prefer-const
  let engine!: SqliteEngine, sync!: SyncServer, verifier!: TokenVerifier;
  limitHttp(apiServer);
  limitHttp(siteServer);
  const trustedProxies = parseTrustProxy(options.trustProxy);
  /** Per-address limits skip loopback (unless limitLoopback) and trusted proxies. */
  const isLimited = (address: string) =>
    (options.limitLoopback || !isLoopbackHost(address)) && !trustedProxies?.(address);
  // Every socket cap fits under the open-files limit (connectionLimits.ts).
  const openFiles = openFilesLimit();
  const caps = connectionCaps(openFiles, {
    http: options.maxHttpConnections ?? MAX_HTTP_CONNECTIONS,
    webSockets: MAX_CONNECTIONS,
  });
  const httpConnections = new HttpConnectionLimiter({
    maxTotal: caps.http,
    maxPerAddress: perAddressCap(
      caps.http,
      options.maxHttpConnectionsPerAddress ?? MAX_HTTP_CONNECTIONS_PER_ADDRESS,
    ),
    isLimited,
  });
  httpConnections.watch(apiServer);
  httpConnections.watch(siteServer);
  // Request bodies must keep moving (bodyRate.ts): a trickled body frees its connection.
  const bodies = new BodyRateGuard();
  apiServer.prependListener("request", (req: IncomingMessage) => bodies.track(req));
  siteServer.prependListener("request", (req: IncomingMessage) => bodies.track(req));
  const bodySweep = setInterval(() => bodies.sweep(), BODY_SWEEP_MS);
  bodySweep.unref();
  /** Every request runs inside this guard: a failure ends that request, never the process. */
  const guard = (
    req: IncomingMessage,
    res: ServerResponse,
    handle: () => Promise<unknown> | unknown,
  ) => {
    req.on("error", () => res.destroy());
    res.on("error", () => res.destroy());
    void (async () => {
      await ready;
      await handle();
    })().catch((error: unknown) => {
      log.error(`${req.method} ${String(req.url).slice(0, 200)} failed`, error);
      if (res.headersSent || res.destroyed) res.destroy();
      else {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end("Server Error");
      }
    });
  };
  apiServer.on("request", (req, res) =>
    guard(req, res, async () => {
      if (await mailRelay.handle(req, res)) return;
      if (await handleFunctionApi(req, res, sync, engine, verifier, trustedProxies)) return;
      if (serveAppConfig(req, res, { publicUrl: options.publicUrl ?? null })) return;
      if (options.fallback) return options.fallback(req, res);
      if (options.staticDir) return serveStatic(req, res, options.staticDir);
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    }),
  );
  siteServer.on("request", (req, res) =>
    guard(req, res, () => handleSiteRequest(req, res, engine, siteUrl, sync)),
  );

  const sockets = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  const connectionsByAddress = new Map<string, number>();
  let connections = 0;
  const refuseUpgrade = (socket: Duplex, status: string) => {
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  };
  apiServer.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // From here on the WebSocket caps count this socket, not the plain HTTP ones.
    httpConnections.release(req.socket);
    socket.on("error", () => socket.destroy());
    if (!/^\/api\/[^/]+\/sync$/.test((req.url ?? "").split("?")[0])) {
      socket.destroy();
      return;
    }
    const metadata = requestMetadata(req, trustedProxies);
    const address = metadata.ip ?? "?";
    const fromAddress = connectionsByAddress.get(address) ?? 0;
    if (
      connections >= caps.webSockets ||
      (isLimited(address) && fromAddress >= MAX_CONNECTIONS_PER_ADDRESS)
    ) {
      refuseUpgrade(socket, "429 Too Many Requests");
      return;
    }
    connections++;
    connectionsByAddress.set(address, fromAddress + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      connections--;
      const left = (connectionsByAddress.get(address) ?? 1) - 1;
      if (left <= 0) connectionsByAddress.delete(address);
      else connectionsByAddress.set(address, left);
    };
    socket.once("close", release);
    void ready
      .then(() =>
        sockets.handleUpgrade(req, socket, head, (ws) => {
          ws.on("error", () => ws.terminate());
          sync.accept(ws, metadata);
        }),
      )
      .catch((error: unknown) => {
        log.error("WebSocket upgrade failed", error);
        release();
        socket.destroy();
      });
  });

  const port = await listen(apiServer, options.port, host, "the app and its API");
  const sitePort = await listen(
    siteServer,
    options.sitePort ?? (options.port === 0 ? 0 : port + 1),
    host,
    "HTTP actions, PORT + 1",
  );
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const siteUrl = `http://${host === "0.0.0.0" ? "localhost" : host}:${sitePort}`;

  const keys = await ensureAuthKeys(dataDir);
  process.env.JWT_PRIVATE_KEY = keys.JWT_PRIVATE_KEY;
  process.env.JWKS = keys.JWKS;
  process.env.CONVEX_SITE_URL = siteUrl;
  process.env.CONVEX_CLOUD_URL = url;
  process.env.SITE_URL = options.appUrl ?? url;
  process.env.TALLY_SHARDS ||= String(EMBEDDED_TALLY_SHARDS);
  process.env.TALLY_FOLD_INTERVAL_MS ||= String(EMBEDDED_FOLD_INTERVAL_MS);
  // The mail relay, reached over loopback when the app listens on every interface.
  Object.assign(
    process.env,
    mailRelay.environment(host === "0.0.0.0" ? `http://127.0.0.1:${port}` : url),
  );

  // The SQLite engine (docs/embedded-backend.md): the store is the data, durable before any
  // acknowledgement; a restart opens it and replays nothing.
  const opened = realNow();
  engine = await createSqliteEngine(convexDir, join(dataDir, ENGINE_FILE), {
    actionWorkers: options.actionWorkers ?? defaultActionWorkers(),
    queryThreads: options.queryThreads ?? defaultQueryThreads(),
    mutationThreads: options.mutationThreads ?? defaultMutationThreads(),
    actionQueryThread: options.actionQueryThread ?? defaultActionQueryThread(),
  });
  // A write that cannot be made durable must not be acknowledged: stop here, unless the
  // disk is only full (store.ts): then that group is rolled back, its callers get an error,
  // writes are refused and queries keep serving until a probe finds space again.
  engine.store.onSyncFailure = (error) => {
    log.error("commit to disk failed; stopping so that no unsaved write is acknowledged", error);
    process.exit(70);
  };
  engine.store.onDiskFull = (error) =>
    log.error(
      `the disk is full: the last commits were rolled back (none was acknowledged); ` +
        `writes are refused and queries still served, space checked every ` +
        `${DISK_PROBE_INTERVAL_MS / 1000} s`,
      error,
    );
  engine.store.onDiskSpace = () => log.info("disk space is back: writes resume");
  const imported = importLegacyData(dataDir, engine);
  if (imported) {
    log.info(
      `imported the previous data format: ${imported.documents} snapshot documents and ` +
        `${imported.commits} journal commits (old files kept in ${imported.movedTo})`,
    );
  }

  const authConfig = (await import(pathToFileURL(join(convexDir, "auth.config.ts")).href))
    .default as {
    providers: AuthProvider[];
  };
  verifier = new TokenVerifier(authConfig.providers, { siteUrl, jwks: keys.JWKS });
  sync = new SyncServer(engine, engine.store, verifier, log, {
    limitLoopback: options.limitLoopback ?? false,
  });
  const resumed = await engine.resumeScheduledFunctions();
  if (options.crons !== false) {
    await engine.startCrons((job, message) => log.functionError("cron job", job, message));
  }
  if (options.seed) await seedCatalogue(engine, log);

  markReady();

  log.info(
    `backend ready: API ${url}, HTTP actions ${siteUrl}, data ${dataDir}` +
      ` (opened in ${Math.round(realNow() - opened)} ms` +
      `${resumed ? `, ${resumed} scheduled functions resumed` : ""}; at most ` +
      `${caps.http} HTTP and ${caps.webSockets} WebSocket connections, open-files limit ` +
      `${openFiles}${trustedProxies ? `; X-Forwarded-For believed from ${options.trustProxy}` : ""})`,
  );

  let closed = false;
  return {
    url,
    siteUrl,
    engine,
    sync,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(bodySweep);
      sync.close();
      sockets.close();
      await Promise.all(
        [apiServer, siteServer].map(
          (server) =>
            new Promise<void>((done) => {
              server.closeAllConnections?.();
              server.close(() => done());
            }),
        ),
      );
      engine.close();
      lock.release();
    },
  };
}
