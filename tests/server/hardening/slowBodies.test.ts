/**
 * Issue 35, finding 7: slow request bodies from 20 addresses filled the total HTTP
 * connection cap (a connection with a request in progress is busy and never closed to make
 * room), and 23 of 53 fresh page loads got 503. The per-address cap is now at most 1/64 of
 * the total (server/http/connectionLimits.ts `perAddressCap`), so 20 addresses cannot take
 * it; bodies must also keep moving (server/http/bodyRate.ts, tested with a fake clock in
 * tests/server/bodyRate.test.ts). Nothing here measures time: it waits on answers.
 */
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perAddressCap } from "../../../server/http/connectionLimits";
import { startBackendProcess, type RunningBackend } from "../harness";

let backend: RunningBackend;
const slow: Socket[] = [];
const TOTAL = 200;
const ADDRESSES = 20;
const PER_ADDRESS = 20;

/**
 * Opens a POST whose body never comes, from `localAddress`. Resolves once the server has
 * parsed its headers (it answers `Expect: 100-continue`, so the request is in progress) or
 * refused or closed it: "busy" or "refused".
 */
function openSlowBody(localAddress: string): Promise<"busy" | "refused"> {
  const { port, hostname } = new URL(backend.url);
  return new Promise((done) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    slow.push(socket);
    socket.on("error", () => done("refused"));
    socket.on("close", () => done("refused"));
    socket.on("data", (chunk: Buffer) =>
      done(chunk.toString("latin1").startsWith("HTTP/1.1 100") ? "busy" : "refused"),
    );
    socket.once("connect", () =>
      socket.write(
        "POST /api/mutation HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          "Content-Length: 100000\r\nExpect: 100-continue\r\n\r\n",
      ),
    );
  });
}

/** A fresh page load's request from `localAddress`: its status (0: no answer). */
function pageLoad(localAddress: string): Promise<number> {
  return new Promise((done) => {
    const req = request(`${backend.url}/api/app-config`, { agent: false, localAddress }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.on("error", () => done(0));
    req.end();
  });
}

beforeAll(async () => {
  backend = await startBackendProcess({
    env: { LIMIT_LOOPBACK: "1", MAX_HTTP_CONNECTIONS: String(TOTAL) },
  });
});

afterAll(async () => {
  for (const socket of slow) socket.destroy();
  await backend.stop();
});

describe("7. slow bodies from 20 addresses leave room for fresh page loads", () => {
  it("caps each address at 1/64 of the total", () => {
    expect(perAddressCap(TOTAL, 64)).toBe(3);
    expect(perAddressCap(4_096, 64)).toBe(64);
    expect(perAddressCap(384, 64)).toBe(6);
    expect(perAddressCap(10, 64)).toBe(1);
  });

  it("answers 53 of 53 fresh page loads while 20 addresses hold every slow body they may", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: ADDRESSES * PER_ADDRESS }, (_, n) =>
        openSlowBody(`127.0.0.${10 + Math.floor(n / PER_ADDRESS)}`),
      ),
    );
    const busy = outcomes.filter((outcome) => outcome === "busy").length;
    // Each address holds at most its cap of requests in progress, far under the total.
    expect(busy).toBeLessThanOrEqual(ADDRESSES * perAddressCap(TOTAL, 64));
    const statuses = await Promise.all(
      Array.from({ length: 53 }, (_, n) => pageLoad(`127.0.1.${n + 1}`)),
    );
    const answered = statuses.filter((status) => status === 200).length;
    console.log(`slow bodies held: ${busy}; fresh page loads answered: ${answered} of 53`);
    expect(answered).toBe(53);
  });
});
