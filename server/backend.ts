import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { WebSocketServer } from "ws";
import { ensureAuthKeys } from "./auth/keys";
import { TokenVerifier, type AuthProvider } from "./auth/verify";
import { createConvexTestEngine } from "./engine/convexTestEngine";
import { createSqliteEngine } from "./engine/sqlite/engine";
import type { Engine } from "./engine/types";
import { handleFunctionApi, handleSiteRequest } from "./http/api";
import { createLogger, type Logger } from "./log";
import { serveStatic } from "./http/static";
import { DataDir } from "./store/dataDir";
import { SyncServer } from "./sync/syncServer";

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
  quiet?: boolean;
  /** Extra handler tried before the static files (used by dev mode). */
  fallback?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface Backend {
  url: string;
  siteUrl: string;
  engine: Engine;
  sync: SyncServer;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePort(typeof address === "object" && address ? address.port : port);
    });
  });
}

async function seedCatalogue(engine: Engine, log: Logger) {
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
  const host = options.host ?? "127.0.0.1";
  const convexDir = resolve(options.convexDir ?? "convex");
  const dataDir = new DataDir(resolve(options.dataDir));

  // Listen first (port 0 means "any"), so the URLs are known before the functions load.
  const apiServer = createServer();
  const siteServer = createServer();
  // Requests that arrive while the functions load wait for them rather than hang.
  let markReady!: () => void;
  const ready = new Promise<void>((done) => (markReady = done));
  // Assigned once below, after the handlers that use them are registered.
  // eslint-disable-next-line prefer-const
  let engine!: Engine, sync!: SyncServer, verifier!: TokenVerifier;
  apiServer.on("request", (req, res) => {
    void (async () => {
      await ready;
      if (await handleFunctionApi(req, res, sync, engine, verifier)) return;
      if (options.fallback) return options.fallback(req, res);
      if (options.staticDir) return serveStatic(req, res, options.staticDir);
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    })().catch((error) => {
      log.error(`request ${req.url} failed`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  siteServer.on(
    "request",
    (req, res) => void ready.then(() => handleSiteRequest(req, res, engine, siteUrl, sync)),
  );

  const sockets = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  apiServer.on("upgrade", (req, socket, head) => {
    if (!/^\/api\/[^/]+\/sync$/.test((req.url ?? "").split("?")[0])) {
      socket.destroy();
      return;
    }
    void ready.then(() => sockets.handleUpgrade(req, socket, head, (ws) => sync.accept(ws)));
  });

  const port = await listen(apiServer, options.port, host);
  const sitePort = await listen(
    siteServer,
    options.sitePort ?? (options.port === 0 ? 0 : port + 1),
    host,
  );
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const siteUrl = `http://${host === "0.0.0.0" ? "localhost" : host}:${sitePort}`;

  const keys = await ensureAuthKeys(dataDir.dir);
  process.env.JWT_PRIVATE_KEY = keys.JWT_PRIVATE_KEY;
  process.env.JWKS = keys.JWKS;
  process.env.CONVEX_SITE_URL = siteUrl;
  process.env.CONVEX_CLOUD_URL = url;
  process.env.SITE_URL = options.appUrl ?? url;

  // ENGINE=sqlite: the SQLite engine (docs/embedded-backend.md), its store in the data
  // directory; the journal in front of it stays the point of acknowledgement.
  engine =
    process.env.ENGINE === "sqlite"
      ? await createSqliteEngine(convexDir, join(dataDir.dir, "engine.sqlite"), "NORMAL")
      : await createConvexTestEngine(convexDir);
  const strings = new Map<string, string>();
  const recovered = dataDir.recover((documents) =>
    engine.importState({ documents, lastCommitTs: 0n }, strings),
  );
  strings.clear();
  engine.importState({ documents: [], lastCommitTs: recovered.lastCommitTs });
  // A crash during a background snapshot left a previous journal: fold it in before serving.
  if (dataDir.needsConsolidation) dataDir.snapshot(engine.exportState());
  // A write that cannot be made durable must not be acknowledged: stop here.
  const stop = (error: unknown) => {
    log.error("journal write failed; stopping so that no unsaved write is acknowledged", error);
    process.exit(70);
  };
  dataDir.onSyncFailure = stop;
  engine.onCommit((commit) => {
    try {
      dataDir.appendCommit(commit);
    } catch (error) {
      stop(error);
    }
    // Outside the commit, so that the export and the journal rotation fall between commits.
    if (dataDir.needsSnapshot())
      setImmediate(() => {
        if (!dataDir.needsSnapshot()) return;
        dataDir
          .startSnapshot(engine.exportState())
          .catch((error: unknown) => log.error("background snapshot failed", error));
      });
  });

  const authConfig = (await import(pathToFileURL(join(convexDir, "auth.config.ts")).href))
    .default as {
    providers: AuthProvider[];
  };
  verifier = new TokenVerifier(authConfig.providers, { siteUrl, jwks: keys.JWKS });
  sync = new SyncServer(engine, dataDir, verifier, log);
  const resumed = await engine.resumeScheduledFunctions();
  if (options.seed) await seedCatalogue(engine, log);

  markReady();

  log.info(
    `backend ready: API ${url}, HTTP actions ${siteUrl}, data ${dataDir.dir}` +
      ` (${recovered.documents} documents, ${recovered.commitsReplayed} journal commits replayed` +
      `${resumed ? `, ${resumed} scheduled functions resumed` : ""})`,
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
      dataDir.snapshot(engine.exportState());
      dataDir.close();
    },
  };
}
