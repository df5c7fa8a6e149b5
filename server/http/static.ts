import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_HEADERS } from "./headers";
import {
  ROUTE_PRELOADS_FILE,
  phoneRouteOf,
  withModulePreloads,
  type RoutePreloads,
} from "./routePreloads";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  mtimeMs: number;
}
const cache = new Map<string, CachedFile>();

/** `transform` makes the body from the file's bytes (index.html with a route's hints). */
function load(path: string, key = path, transform?: (body: Buffer) => Buffer): CachedFile {
  const mtimeMs = statSync(path).mtimeMs;
  const cached = cache.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const body = transform ? transform(readFileSync(path)) : readFileSync(path);
  const file = {
    body,
    gzipped: COMPRESSIBLE.has(extname(path)) && body.length > 512 ? gzipSync(body) : null,
    mtimeMs,
  };
  cache.set(key, file);
  return file;
}

/** The build's table of each phone route's chunks, or none (a build without it). */
function routePreloads(root: string): RoutePreloads {
  const path = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(load(path).body.toString("utf8")) as RoutePreloads;
  } catch {
    return {};
  }
}

/**
 * index.html for a navigation to `pathname`: a phone route's carries modulepreload links for
 * the chunks it needs (server/http/routePreloads.ts), any other address gets the plain file.
 */
function loadShell(root: string, pathname: string): CachedFile {
  const shell = join(root, "index.html");
  const table = routePreloads(root);
  const route = phoneRouteOf(pathname, Object.keys(table));
  if (route === undefined) return load(shell);
  return load(shell, `${shell}#${route}`, (body) =>
    Buffer.from(withModulePreloads(body.toString("utf8"), table[route])),
  );
}

/** Serves the built app: hashed assets cached for a year, every other path gets index.html. */
export function serveStatic(req: IncomingMessage, res: ServerResponse, dir: string) {
  const root = resolve(dir);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...PAGE_HEADERS, allow: "GET, HEAD", "content-type": "text/plain" });
    res.end("Method not allowed");
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent((req.url ?? "/").split("?")[0]);
  } catch {
    res.writeHead(400, { ...PAGE_HEADERS, "content-type": "text/plain" });
    res.end("Bad request");
    return;
  }
  let path = normalize(join(root, pathname));
  if (!path.startsWith(root)) {
    res.writeHead(400);
    res.end();
    return;
  }
  const isFile = existsSync(path) && statSync(path).isFile();
  if (!isFile) {
    if (extname(pathname) !== "" && !pathname.endsWith(".html")) {
      res.writeHead(404, { ...PAGE_HEADERS, "content-type": "text/plain" });
      res.end("Not found");
      return;
    }
    path = join(root, "index.html");
  }
  const file = isFile ? load(path) : loadShell(root, pathname);
  const extension = extname(path);
  const headers: Record<string, string> = {
    ...PAGE_HEADERS,
    "content-type": TYPES[extension] ?? "application/octet-stream",
    "cache-control": pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "no-cache",
    vary: "accept-encoding",
  };
  const gzip = file.gzipped && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (gzip) headers["content-encoding"] = "gzip";
  const body = gzip ? file.gzipped! : file.body;
  headers["content-length"] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
