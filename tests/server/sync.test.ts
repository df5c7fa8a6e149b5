import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { ConvexError } from "convex/values";
import { generateKeyPair, importPKCS8, SignJWT } from "jose";
import WebSocket from "ws";
import { startBackendProcess, waitFor, type RunningBackend } from "./harness";
import { TcpProxy } from "./tcpProxy";

const api = anyApi as any;
let backend: RunningBackend;
const clients: ConvexClient[] = [];

function client(url = backend.url) {
  const c = new ConvexClient(url, {
    skipConvexDeploymentUrlCheck: true,
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  clients.push(c);
  return c;
}

async function token(
  subject: string,
  options: { expiresIn?: string | number; forged?: boolean } = {},
) {
  const keys = JSON.parse(readFileSync(join(backend.dataDir, "auth-keys.json"), "utf8"));
  const key = options.forged
    ? (await generateKeyPair("RS256")).privateKey
    : await importPKCS8(keys.JWT_PRIVATE_KEY, "RS256");
  return new SignJWT({ sub: subject })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(key);
}

beforeAll(async () => {
  backend = await startBackendProcess({});
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend.stop();
});

describe("the embedded backend with the stock Convex clients", () => {
  it("pushes a mutation from one client to another client's subscription, live", async () => {
    const writer = client();
    const reader = client();
    const updates: string[][] = [];
    reader.onUpdate(api.messages.list, {}, (value: string[]) => updates.push(value));
    await waitFor(() => updates.length > 0);
    await writer.mutation(api.messages.send, { body: "hello" });
    const latest = await waitFor(() => updates.find((u) => u.includes("hello")));
    expect(latest).toContain("hello");
  });

  it("returns mutation and action results, and action writes reach subscribers", async () => {
    const c = client();
    const id = await c.mutation(api.messages.send, { body: "result" });
    expect(typeof id).toBe("string");
    expect(await c.action(api.messages.shout, { body: "quiet" })).toBe("QUIET");
    const seen: string[][] = [];
    c.onUpdate(api.messages.list, {}, (value: string[]) => seen.push(value));
    await waitFor(() => seen.some((v) => v.includes("QUIET")));
  });

  it("delivers ConvexError data to the caller", async () => {
    const c = client();
    const error = await c.mutation(api.messages.send, { body: "" }).catch((e) => e);
    expect(error).toBeInstanceOf(ConvexError);
    expect(error.data).toEqual({ code: "EMPTY", message: "Message is empty" });
  });

  it("refuses internal functions and unknown paths from clients", async () => {
    const c = client();
    await expect(c.mutation(api.messages.sendInternal, { body: "x" })).rejects.toThrow(
      /Could not find public function/,
    );
    await expect(c.query(api.nothing.here, {})).rejects.toThrow(/Could not find public function/);
  });

  it("authenticates a valid token and re-runs subscriptions under the new identity", async () => {
    const c = client();
    const seen: (string | null)[] = [];
    c.onUpdate(api.messages.whoami, {}, (value: string | null) => seen.push(value));
    await waitFor(() => seen.length > 0);
    expect(seen[0]).toBeNull();
    const valid = await token("user-1|session-1");
    const authenticated = new Promise<boolean>((done) => c.setAuth(async () => valid, done));
    expect(await authenticated).toBe(true);
    await waitFor(() => seen.includes("user-1|session-1"));
  });

  it("rejects an expired token and a forged token", async () => {
    for (const bad of [
      await token("user-2|s", { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await token("user-3|s", { forged: true }),
    ]) {
      const c = client();
      const changes: boolean[] = [];
      c.setAuth(
        async () => bad,
        (isAuthenticated) => changes.push(isAuthenticated),
      );
      await waitFor(() => changes.length > 0);
      expect(changes).toEqual([false]);
      expect(await c.query(api.messages.whoami, {})).toBeNull();
    }
  });

  it("serves ConvexHttpClient queries, mutations and errors, with auth", async () => {
    const http = new ConvexHttpClient(backend.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    await http.mutation(api.messages.send, { body: "over http" });
    expect(await http.query(api.messages.list, {})).toContain("over http");
    const error = await http.mutation(api.messages.send, { body: "" }).catch((e) => e);
    expect(error.data).toEqual({ code: "EMPTY", message: "Message is empty" });
    http.setAuth(await token("user-4|s"));
    expect(await http.query(api.messages.whoami, {})).toBe("user-4|s");
    http.setAuth(await token("user-5|s", { forged: true }));
    await expect(http.query(api.messages.whoami, {})).rejects.toThrow(/Could not verify token/);
  });

  it("routes the site origin to convex/http.ts", async () => {
    const response = await fetch(`${backend.siteUrl}/hello`);
    expect(await response.text()).toBe("hello from an HTTP action");
    expect((await fetch(`${backend.siteUrl}/missing`)).status).toBe(404);
  });

  it("runs scheduled functions and pushes their writes", async () => {
    const c = client();
    const seen: string[][] = [];
    c.onUpdate(api.messages.list, {}, (value: string[]) => seen.push(value));
    await c.mutation(api.messages.sendLater, { body: "later", delayMs: 50 });
    await waitFor(() => seen.some((v) => v.includes("later")));
  });

  it("applies a mutation once when the client re-sends it after a reconnect", async () => {
    const proxy = new TcpProxy(Number(new URL(backend.url).port));
    await proxy.listen();
    const c = client(`http://127.0.0.1:${proxy.port}`);
    const http = new ConvexHttpClient(backend.url, { skipConvexDeploymentUrlCheck: true });
    expect(await c.query(api.messages.count, { name: "resend" })).toBe(0);
    proxy.blackhole(); // the server's response will be lost
    const pending = c.mutation(api.messages.increment, { name: "resend" });
    await waitFor(async () => (await http.query(api.messages.count, { name: "resend" })) > 0);
    expect(await http.query(api.messages.count, { name: "resend" })).toBe(1);
    proxy.cut(); // the client reconnects and re-sends the in-flight mutation
    expect(await pending).toBe(1);
    expect(await http.query(api.messages.count, { name: "resend" })).toBe(1);
    proxy.close();
  });
});

describe("start-up", () => {
  it("answers a request that arrives while the functions are still loading", async () => {
    // A port nobody holds: one the system hands out, freed just before the backend takes it.
    // (A random port could be another program's, whose answers would be taken for ours.)
    const port = await freePort();
    const starting = startBackendProcess({ port });
    // If the backend fails to start (the port was taken in between), fail with its reason
    // instead of polling a port nobody will answer on.
    const failed = starting.then(
      () => new Promise<never>(() => {}),
      (error: unknown) => Promise.reject(error),
    );
    // Poll until the port accepts connections; that first request must be answered, not hang.
    const answered = await Promise.race([
      failed,
      waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/api/query`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              path: "messages:list",
              args: [{}],
              format: "convex_encoded_json",
            }),
          }).catch(() => null),
        // Bounded by the test's own timeout, not by a guess at how long a start takes: it took
        // more than 60 s at a load of 20 on two cores.
        Number.POSITIVE_INFINITY,
      ),
    ]);
    expect(answered?.status).toBe(200);
    await (await starting).stop();
  }, 300_000);
});

/** A TCP port free at the moment of asking. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
