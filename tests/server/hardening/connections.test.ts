/**
 * Issue 28, finding 5: a flood of idle HTTP connections must not use up the process's file
 * descriptors. Before the caps, ~20,000 idle sockets reached the open-files limit and no
 * request was answered for 30 s; here the backend's limit is lowered to 400 descriptors
 * (prlimit) and the caps to 200 connections in all and 50 per address, so that the flood
 * stays cheap: the old code runs out of descriptors, the new one keeps answering.
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionCaps, parseOpenFilesLimit } from "../../../server/http/connectionLimits";
import { startBackendProcess, type RunningBackend } from "../harness";
import { openSocket } from "./wire";

let backend: RunningBackend;
const flood: Socket[] = [];
const OPEN_FILES = 400;

/** Opens `count` idle TCP connections from `localAddress` (a 127/8 address). */
async function openIdle(localAddress: string, count: number) {
  const { port, hostname } = new URL(backend.url);
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((done) => {
          const socket = connect({ port: Number(port), host: hostname, localAddress });
          socket.on("error", () => done());
          socket.on("close", () => done());
          socket.once("connect", () => done());
          flood.push(socket);
        }),
    ),
  );
}

/**
 * Time for a fresh connection's request to be answered by the application (Infinity:
 * refused or closed). No time limit: one that never comes fails by the test's timeout.
 */
function legitimateRequestMs(url: string): Promise<number> {
  const start = performance.now();
  return new Promise((done) => {
    const req = request(
      `${url}/api/query_ts`,
      { method: "POST", agent: false, headers: { "content-type": "application/json" } },
      (res) => {
        res.resume();
        // Any answer from the application (the site origin has no such route: 404) counts.
        const refused = res.statusCode === 429 || res.statusCode === 503;
        res.on("end", () => done(refused ? Infinity : performance.now() - start));
      },
    );
    req.on("error", () => done(Infinity));
    req.end("{}");
  });
}

/** Time for a WebSocket handshake (Infinity: refused). */
async function webSocketHandshakeMs(): Promise<number> {
  const start = performance.now();
  const opened = await openSocket(backend).then(
    (socket) => {
      socket.close();
      return true;
    },
    () => false,
  );
  return opened ? performance.now() - start : Infinity;
}

beforeAll(async () => {
  backend = await startBackendProcess({
    env: {
      LIMIT_LOOPBACK: "1",
      MAX_HTTP_CONNECTIONS: "200",
      MAX_HTTP_CONNECTIONS_PER_ADDRESS: "50",
    },
  });
  // As if the backend ran under `ulimit -n 400` (the caps above fit under it).
  execFileSync("prlimit", [`--pid=${backend.process.pid}`, `--nofile=${OPEN_FILES}:${OPEN_FILES}`]);
});

afterAll(async () => {
  for (const socket of flood) socket.destroy();
  await backend.stop();
});

describe("5. a descriptor flood leaves room for real requests", () => {
  it("keeps answering while one address holds more idle connections than the open-files limit", async () => {
    const before = await legitimateRequestMs(backend.url);
    // The flood's connections are in the listen queue ahead of the requests below.
    await openIdle("127.0.0.2", OPEN_FILES + 50);
    const api = await legitimateRequestMs(backend.url);
    const site = await legitimateRequestMs(backend.siteUrl);
    const ws = await webSocketHandshakeMs();
    console.log(
      `one address, ${OPEN_FILES + 50} idle sockets: request ${before.toFixed(1)} → ` +
        `${api.toFixed(1)} ms (site ${site.toFixed(1)} ms), WebSocket handshake ${ws.toFixed(1)} ms`,
    );
    // Answered, not refused (timings are bench/hostile.ts's).
    expect([api, site, ws].every(Number.isFinite)).toBe(true);
  });

  it("keeps answering when many addresses together pass the total cap", async () => {
    for (let i = 10; i < 30; i++) await openIdle(`127.0.0.${i}`, 40);
    const api = await legitimateRequestMs(backend.url);
    const site = await legitimateRequestMs(backend.siteUrl);
    const ws = await webSocketHandshakeMs();
    console.log(
      `20 addresses × 40 idle sockets: request ${api.toFixed(1)} ms ` +
        `(site ${site.toFixed(1)} ms), WebSocket handshake ${ws.toFixed(1)} ms`,
    );
    // Answered, not refused (timings are bench/hostile.ts's).
    expect([api, site, ws].every(Number.isFinite)).toBe(true);
    expect(backend.process.exitCode).toBeNull();
  });
});

describe("the caps fit under the open-files limit", () => {
  it("reads the soft limit from /proc/self/limits", () => {
    const limits =
      "Limit                     Soft Limit           Hard Limit           Units\n" +
      "Max open files            1024                 524288               files\n";
    expect(parseOpenFilesLimit(limits)).toBe(1024);
    expect(parseOpenFilesLimit("Max open files  unlimited  unlimited  files")).toBe(Infinity);
    expect(parseOpenFilesLimit("nothing here")).toBeNull();
  });

  it("keeps 256 descriptors free and gives plain HTTP at most half the rest", () => {
    const configured = { http: 4096, webSockets: 10_000 };
    expect(connectionCaps(1024, configured)).toEqual({ http: 384, webSockets: 384 });
    expect(connectionCaps(20_000, configured)).toEqual({ http: 4096, webSockets: 10_000 });
    expect(connectionCaps(1_048_576, configured)).toEqual({ http: 4096, webSockets: 10_000 });
  });
});
