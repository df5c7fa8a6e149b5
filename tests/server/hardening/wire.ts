/** Raw protocol helpers: a WebSocket speaking the Convex sync protocol frame by frame. */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { anyApi, type FunctionReference } from "convex/server";
import { importPKCS8, SignJWT } from "jose";
import WebSocket from "ws";
import { waitFor, type RunningBackend } from "../harness";

export interface RawSocket {
  ws: WebSocket;
  messages: any[];
  closed: boolean;
  send(frame: unknown): void;
  sendText(text: string): void;
  next(predicate: (message: any) => boolean, timeoutMs?: number): Promise<any>;
  close(): void;
}

export function syncUrl(backend: { url: string }) {
  return backend.url.replace(/^http/, "ws") + "/api/1.48.0/sync";
}

/**
 * Opens a sync socket. `from`: a loopback address to connect from (127.0.0.2, 127.0.0.3…):
 * Linux routes all of 127.0.0.0/8 to loopback, so a test can be many addresses at once.
 */
export async function openSocket(
  backend: { url: string },
  from?: { localAddress: string },
): Promise<RawSocket> {
  const ws = new WebSocket(syncUrl(backend), from ?? {});
  const socket: RawSocket = {
    ws,
    messages: [],
    closed: false,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendText: (text) => ws.send(text),
    async next(predicate, timeoutMs = 30_000) {
      return waitFor(() => socket.messages.find(predicate), timeoutMs);
    },
    close: () => ws.terminate(),
  };
  ws.on("message", (data) => socket.messages.push(JSON.parse(data.toString())));
  ws.on("close", () => (socket.closed = true));
  ws.on("error", () => (socket.closed = true));
  await new Promise<void>((done, fail) => {
    ws.once("open", () => done());
    ws.once("error", fail);
  });
  return socket;
}

/** Connect + Authenticate (anonymous or with a token), as the stock client starts. */
export function handshake(socket: RawSocket, sessionId: string, token?: string) {
  socket.send({ type: "Connect", sessionId, connectionCount: 0, lastCloseReason: null });
  socket.send(
    token
      ? { type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 }
      : { type: "Authenticate", tokenType: "None", baseVersion: 0 },
  );
}

/** A JWT the backend accepts, signed with its own key. */
export async function tokenFor(
  backend: Pick<RunningBackend, "dataDir" | "siteUrl">,
  subject: string,
) {
  const keys = JSON.parse(readFileSync(join(backend.dataDir, "auth-keys.json"), "utf8"));
  return new SignJWT({ sub: subject })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime("1h")
    .sign(await importPKCS8(keys.JWT_PRIVATE_KEY, "RS256"));
}

/** POST /api/query (or mutation) over HTTP, as ConvexHttpClient does. */
export async function httpCall(
  backend: { url: string },
  kind: "query" | "mutation" | "action",
  path: string,
  args: unknown = {},
) {
  const response = await fetch(`${backend.url}/api/${kind}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path, args, format: "json" }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The control query: the server still answers. */
export async function stillServing(backend: { url: string }) {
  const { status } = await httpCall(backend, "query", "messages:list");
  return status === 200;
}

/** Writes raw bytes to a port and returns what came back (until close or timeout). */
export function rawHttp(url: string, bytes: string, timeoutMs = 3000): Promise<string> {
  const { port, hostname } = new URL(url);
  return new Promise((done) => {
    import("node:net").then(({ connect }) => {
      const socket = connect(Number(port), hostname);
      let reply = "";
      const finish = () => {
        socket.destroy();
        done(reply);
      };
      const timer = setTimeout(finish, timeoutMs);
      socket.on("data", (data) => (reply += data.toString()));
      socket.on("close", () => {
        clearTimeout(timer);
        done(reply);
      });
      socket.on("error", () => undefined);
      socket.write(bytes);
    });
  });
}

/** A request whose body the client cuts off after `sent` of `declared` bytes. */
export function truncatedPost(url: string, declared: number, sent: number): Promise<void> {
  return new Promise((done) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(declared) },
    });
    req.on("error", () => done());
    req.write("x".repeat(sent));
    setTimeout(() => {
      req.destroy();
      done();
    }, 100);
  });
}

/** Stops reading a socket: the kernel's buffers fill, then the server's queue for it grows. */
export function stopReading(socket: RawSocket) {
  (socket.ws as unknown as { _socket: { pause(): void } })._socket.pause();
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A stock Convex client on the backend: the well-behaved "other client" of the load tests. */
export function observerClient(backend: { url: string }): ConvexClient {
  return new ConvexClient(backend.url, {
    skipConvexDeploymentUrlCheck: true,
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
}

/**
 * Times from an HTTP increment of the `tick` counter to `observer`'s update, ascending, ms,
 * over `samples` writes; `latest` is the last value the observer saw.
 */
export async function updateLatencies(
  backend: { url: string },
  observer: ConvexClient,
  samples: number,
  timeoutMs = 20_000,
): Promise<{ times: number[]; latest: number }> {
  let latest = -1;
  const unsubscribe = observer.onUpdate(
    anyApi.messages.count as FunctionReference<"query">,
    { name: "tick" },
    (value: number) => {
      latest = value;
    },
  );
  await waitFor(() => latest >= 0, timeoutMs);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const target = latest + 1;
    const start = performance.now();
    await httpCall(backend, "mutation", "messages:increment", { name: "tick" });
    await waitFor(() => latest >= target, timeoutMs);
    times.push(performance.now() - start);
  }
  unsubscribe();
  return { times: times.sort((a, b) => a - b), latest };
}

/** The median of an ascending list. */
export const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];
