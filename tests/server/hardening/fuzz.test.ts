/**
 * Protocol fuzzer: random and mutated WebSocket frames and HTTP requests, to both origins,
 * anonymous and signed in. After each batch the server must still answer a control query,
 * and the counter equals the number of increments it acknowledged (no lost or partial
 * writes).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { request as httpRequest } from "node:http";
import { startBackendProcess, type RunningBackend } from "../harness";
import { handshake, httpCall, openSocket, stillServing, tokenFor, type RawSocket } from "./wire";

const FRAMES = 8_000;
const REQUESTS = 2_400;
const BATCH = 400;

let backend: RunningBackend;
let token = "";

beforeAll(async () => {
  backend = await startBackendProcess({});
  token = await tokenFor(backend, "fuzzer");
});

afterAll(async () => {
  await backend.stop();
});

const paths = fc.constantFrom(
  "messages:list",
  "messages:send",
  "messages:count",
  "messages:increment",
  "messages:sendInternal",
  "hazards:typeError",
  "hazards:overflow",
  "broken:x",
  "test.setup:default",
  "auth.config:default",
  "../../package:default",
  "_generated/api:default",
  "",
  ":",
  "messages:constructor",
  "messages:__proto__",
);
const anyJson = fc.jsonValue({ maxDepth: 6 });
const argsLike = fc.oneof(
  fc.constant([{}]),
  fc.array(anyJson, { maxLength: 3 }),
  anyJson,
  fc.record({ body: fc.oneof(fc.string(), anyJson) }).map((a) => [a]),
  fc.record({ name: fc.oneof(fc.string({ maxLength: 4 }), anyJson) }).map((a) => [a]),
);

/** A valid-looking frame with fields replaced by random values, or random JSON. */
const frame: fc.Arbitrary<string> = fc.oneof(
  anyJson.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 64 }),
  fc
    .record(
      {
        type: fc.constantFrom(
          "Connect",
          "Authenticate",
          "ModifyQuerySet",
          "Mutation",
          "Action",
          "Event",
          "Ping",
          null,
          3,
        ),
        sessionId: fc.oneof(fc.uuid(), anyJson),
        requestId: fc.oneof(fc.nat(50), anyJson),
        udfPath: fc.oneof(paths, anyJson),
        args: argsLike,
        tokenType: fc.constantFrom("User", "None", "Admin", "Bogus", undefined),
        value: fc.oneof(fc.string({ maxLength: 40 }), anyJson),
        baseVersion: fc.oneof(fc.nat(3), anyJson),
        newVersion: fc.oneof(fc.nat(3), anyJson),
        modifications: fc.oneof(
          fc.array(
            fc.record(
              {
                type: fc.constantFrom("Add", "Remove", "Other"),
                queryId: fc.oneof(fc.nat(5), anyJson),
                udfPath: fc.oneof(paths, anyJson),
                args: argsLike,
              },
              { requiredKeys: [] },
            ),
            { maxLength: 4 },
          ),
          anyJson,
        ),
      },
      { requiredKeys: ["type"] },
    )
    .map((value) => JSON.stringify(value)),
);

const methods = fc.constantFrom(
  "GET",
  "POST",
  "PUT",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PATCH",
  "TRACE",
  "CONNECT",
  "FOO",
);
const urls = fc.oneof(
  fc.constantFrom(
    "/api/query",
    "/api/mutation",
    "/api/action",
    "/api/function",
    "/api/query_ts",
    "/api/1.48.0/sync",
    "/.well-known/openid-configuration",
    "/.well-known/jwks.json",
    "/api/auth/signin/google",
    "/%E0%A4%A",
    "/../../etc/passwd",
    "//",
  ),
  fc.webPath(),
);
const bodies = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.record({ path: paths, args: argsLike }).map((v) => JSON.stringify(v)),
  anyJson.map((v) => JSON.stringify(v)),
);
const httpCase = fc.record({
  origin: fc.constantFrom("api", "site"),
  method: methods,
  url: urls,
  body: bodies,
  signedIn: fc.boolean(),
  contentLength: fc.oneof(fc.constant(undefined), fc.nat(5000)),
});

type HttpCase = typeof httpCase extends fc.Arbitrary<infer T> ? T : never;

function send(c: HttpCase) {
  const base = new URL(c.origin === "api" ? backend.url : backend.siteUrl);
  return new Promise<void>((done) => {
    const headers: Record<string, string> = { connection: "close" };
    if (c.signedIn) headers.authorization = `Bearer ${token}`;
    if (c.contentLength !== undefined) headers["content-length"] = String(c.contentLength);
    let req;
    try {
      req = httpRequest({
        host: base.hostname,
        port: base.port,
        method: c.method,
        path: c.url,
        headers,
        timeout: 2000,
      });
    } catch {
      done();
      return;
    }
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => done());
      res.on("error", () => done());
    });
    req.on("error", () => done());
    req.on("timeout", () => {
      req.destroy();
      done();
    });
    try {
      if (c.body !== undefined) req.write(c.body);
    } catch {
      // Writing a body for a method without one: the request ends as it is.
    }
    req.end();
  });
}

describe("protocol fuzzer", () => {
  it(`survives ${FRAMES} random frames and ${REQUESTS} random requests, keeping every acknowledged write`, async () => {
    let acknowledged = 0;
    const current: { socket: RawSocket | null } = { socket: null };
    let signedIn = false;
    const fresh = async () => {
      current.socket?.close();
      const socket = await openSocket(backend);
      current.socket = socket;
      signedIn = !signedIn;
      handshake(socket, `fuzz-${Math.random()}`, signedIn ? token : undefined);
      return socket;
    };
    const frameSamples = fc.sample(frame, FRAMES);
    const requestSamples = fc.sample(httpCase, REQUESTS);
    const framesPerBatch = BATCH;
    const requestsPerBatch = Math.ceil((REQUESTS * BATCH) / FRAMES);
    for (let start = 0; start < FRAMES; start += framesPerBatch) {
      for (const text of frameSamples.slice(start, start + framesPerBatch)) {
        const open = current.socket;
        const s = open && !open.closed ? open : await fresh();
        s.sendText(text);
      }
      const batchStart = (start / framesPerBatch) * requestsPerBatch;
      await Promise.all(
        requestSamples.slice(batchStart, batchStart + requestsPerBatch).map((c) => send(c)),
      );
      // Control: the server answers, and a real write is acknowledged and counted.
      expect(backend.process.exitCode).toBeNull();
      expect(await stillServing(backend)).toBe(true);
      const { status } = await httpCall(backend, "mutation", "messages:increment", {
        name: "control",
      });
      if (status === 200) acknowledged++;
    }
    current.socket?.close();
    const { body } = await httpCall(backend, "query", "messages:count", { name: "control" });
    expect(acknowledged).toBe(FRAMES / framesPerBatch);
    expect(body.value).toBe(acknowledged);
  }, 240_000);
});
