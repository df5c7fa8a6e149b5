import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { SyncServer } from "../sync/syncServer";
import type { TokenVerifier } from "../auth/verify";
import type { Engine, FunctionKind, RequestMetadata } from "../engine/types";
import { encodeTs, isValidUdfPath, normalizeUdfPath } from "../sync/wire";
import { MAX_MESSAGE_BYTES, parseArgs } from "../sync/frames";
import { API_HEADERS } from "./headers";
import { DISK_FULL_MESSAGE, DiskFullError } from "../engine/errors";
import { clientAddress, type TrustedProxies } from "./clientAddress";

/** Convex's status for "the function ran and failed". */
const STATUS_UDF_FAILED = 560;

/** A request body over the limit (answered 413) or cut off by the client. */
export class BodyError extends Error {
  constructor(
    readonly status: 413 | 400,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body of at most `limit` bytes. A declared `content-length` over the
 * limit is refused before anything is read; a body that grows past it is refused as soon
 * as it does, without buffering the rest. A body the client cuts off rejects with 400.
 */
export function readBody(req: IncomingMessage, limit = MAX_MESSAGE_BYTES): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyError(413, `Request body over ${limit} bytes`));
  }
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: BodyError | null) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      if (error) reject(error);
      else resolveBody(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle(new BodyError(413, `Request body over ${limit} bytes`));
        req.resume(); // discard the rest without keeping it
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => settle(null));
    req.once("aborted", () => settle(new BodyError(400, "Request body cut off")));
    req.once("error", () => settle(new BodyError(400, "Request body cut off")));
    req.once("close", () => {
      if (!req.complete) settle(new BodyError(400, "Request body cut off"));
    });
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...API_HEADERS,
    "content-type": "application/json",
    "access-control-allow-origin": "*",
  });
  res.end(JSON.stringify(body));
}

/** Answers a body that could not be read (413 over the limit, 400 cut off). */
export function sendBodyError(res: ServerResponse, error: BodyError) {
  sendJson(res, error.status, {
    code: error.status === 413 ? "PayloadTooLarge" : "BadRequest",
    message: error.message,
  });
  // Don't wait for (or read) the rest of an oversized body.
  if (error.status === 413) res.once("finish", () => res.socket?.destroy());
}

/**
 * `POST /api/query|mutation|action|function` for ConvexHttpClient, plus `/api/query_ts`.
 * Returns false when the path is not one of these.
 */
export async function handleFunctionApi(
  req: IncomingMessage,
  res: ServerResponse,
  sync: SyncServer,
  engine: Engine,
  verifier: TokenVerifier,
  trustedProxies: TrustedProxies = null,
): Promise<boolean> {
  const path = (req.url ?? "").split("?")[0];
  const kind = /^\/api\/(query|mutation|action|function|query_ts)$/.exec(path)?.[1];
  if (!kind) return false;
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      ...API_HEADERS,
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "content-type, authorization, convex-client",
      "access-control-allow-methods": "POST",
    });
    res.end();
    return true;
  }
  if (req.method !== "POST") {
    sendJson(res, 405, { code: "MethodNotAllowed", message: "Use POST" });
    return true;
  }
  if (kind === "query_ts") {
    sendJson(res, 200, { ts: encodeTs(engine.lastCommitTs()) });
    return true;
  }
  let identity: UserIdentity | null = null;
  const authorization = req.headers.authorization;
  if (authorization !== undefined && authorization.length > 16 * 1024) {
    sendJson(res, 401, { code: "Unauthenticated", message: "Authorization header too long" });
    return true;
  }
  if (authorization?.startsWith("Bearer ")) {
    try {
      identity = await verifier.verify(authorization.slice("Bearer ".length));
    } catch (error) {
      sendJson(res, 401, {
        code: "Unauthenticated",
        message: `Could not verify token: ${error instanceof Error ? error.message : error}`,
      });
      return true;
    }
  }
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyError) sendBodyError(res, error);
    else throw error;
    return true;
  }
  let request: unknown;
  try {
    request = JSON.parse(body.toString("utf8"));
  } catch {
    sendJson(res, 400, { code: "BadJsonBody", message: "The request body is not JSON" });
    return true;
  }
  const fields = (typeof request === "object" && request !== null ? request : {}) as {
    path?: unknown;
    args?: unknown;
  };
  if (!isValidUdfPath(fields.path)) {
    sendJson(res, 400, { code: "BadRequest", message: "Invalid function path" });
    return true;
  }
  const args = parseArgs(fields.args);
  if (!args.ok) {
    sendJson(res, 400, { code: "BadRequest", message: args.error });
    return true;
  }
  const result = await sync.callPublic(
    kind === "function" ? "any" : (kind as FunctionKind),
    normalizeUdfPath(fields.path),
    args.value,
    identity,
    undefined,
    requestMetadata(req, trustedProxies),
  );
  if (result.ok) sendJson(res, 200, { status: "success", value: result.value, logLines: [] });
  else
    sendJson(res, STATUS_UDF_FAILED, {
      status: "error",
      errorMessage: result.message,
      ...(result.data !== undefined ? { errorData: result.data } : {}),
      logLines: [],
    });
  return true;
}

/**
 * Who sent a request, for `ctx.meta.getRequestMetadata()` and the per-address limits: the
 * socket's peer, or the forwarded client behind a trusted proxy (clientAddress.ts).
 */
export function requestMetadata(
  req: IncomingMessage,
  trustedProxies: TrustedProxies = null,
): RequestMetadata {
  const userAgent = req.headers["user-agent"];
  return {
    ip: clientAddress(req, trustedProxies),
    userAgent: typeof userAgent === "string" ? userAgent.slice(0, 512) : null,
  };
}

/** Methods an HTTP action may be called with (the Fetch API refuses CONNECT, TRACE, TRACK). */
const SITE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function plain(res: ServerResponse, status: number, text: string) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...API_HEADERS, "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

/** The "site" origin: every request goes to the app's convex/http.ts router. */
export async function handleSiteRequest(
  req: IncomingMessage,
  res: ServerResponse,
  engine: Engine,
  siteUrl: string,
  sync: Pick<SyncServer, "whenDurable">,
) {
  const method = req.method ?? "GET";
  if (!SITE_METHODS.has(method)) {
    plain(res, 405, "Method not allowed");
    return;
  }
  let url: URL;
  try {
    url = new URL(req.url ?? "/", siteUrl);
    if (url.origin !== new URL(siteUrl).origin) throw new Error("another origin");
  } catch {
    plain(res, 400, "Bad request URL");
    return;
  }
  let body: Buffer | undefined;
  if (method !== "GET" && method !== "HEAD") {
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyError) sendBodyError(res, error);
      else plain(res, 400, "Bad request");
      return;
    }
  }
  const headers = new Headers();
  try {
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
  } catch {
    plain(res, 400, "Bad request headers");
    return;
  }
  try {
    const request = new Request(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    const response = await engine.runHttpAction(request);
    // An HTTP action may have committed writes (a sign-in): answer once they are on disk.
    await sync.whenDurable();
    const outHeaders: Record<string, string | string[]> = { ...API_HEADERS };
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") outHeaders[name] = value;
    });
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
    res.writeHead(response.status, outHeaders);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // Its writes were rolled back for want of space: say so, and that it is temporary.
    if (error instanceof DiskFullError && !res.headersSent) {
      res.setHeader("retry-after", "5");
      plain(res, 503, DISK_FULL_MESSAGE);
      return;
    }
    // Details go to the log (by the caller's guard), never to the client.
    if (res.headersSent) res.destroy();
    else plain(res, 500, "Server Error");
    throw error;
  }
}
