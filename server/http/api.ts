import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { SyncServer } from "../sync/syncServer";
import type { TokenVerifier } from "../auth/verify";
import type { Engine, FunctionKind } from "../engine/types";
import { encodeTs, normalizeUdfPath } from "../sync/wire";

/** Convex's status for "the function ran and failed". */
const STATUS_UDF_FAILED = 560;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
  res.end(JSON.stringify(body));
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
): Promise<boolean> {
  const path = (req.url ?? "").split("?")[0];
  const kind = /^\/api\/(query|mutation|action|function|query_ts)$/.exec(path)?.[1];
  if (!kind) return false;
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
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
  let request: { path: string; args: unknown };
  try {
    request = JSON.parse((await readBody(req)).toString("utf8"));
  } catch {
    sendJson(res, 400, { code: "BadJsonBody", message: "The request body is not JSON" });
    return true;
  }
  const udfPath = normalizeUdfPath(String(request.path));
  const args = Array.isArray(request.args) ? (request.args[0] ?? {}) : (request.args ?? {});
  const result = await sync.callPublic(
    kind === "function" ? "any" : (kind as FunctionKind),
    udfPath,
    args,
    identity,
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

/** The "site" origin: every request goes to the app's convex/http.ts router. */
export async function handleSiteRequest(
  req: IncomingMessage,
  res: ServerResponse,
  engine: Engine,
  siteUrl: string,
  sync: Pick<SyncServer, "whenDurable">,
) {
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const request = new Request(new URL(req.url ?? "/", siteUrl), {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  try {
    const response = await engine.runHttpAction(request);
    // An HTTP action may have committed writes (a sign-in): answer once they are on disk.
    await sync.whenDurable();
    const outHeaders: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") outHeaders[name] = value;
    });
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length > 0) outHeaders["set-cookie"] = cookies;
    res.writeHead(response.status, outHeaders);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain" });
    res.end(`HTTP action failed: ${error instanceof Error ? error.message : error}`);
  }
}
