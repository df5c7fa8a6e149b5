/**
 * Regression tests for the hostile-client findings (issue 12): each would fail (the process
 * dies, memory grows, a write is lost or leaked) on the backend before the hardening.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTs } from "../../../server/sync/wire";
import { startBackendProcess, waitFor, type RunningBackend } from "../harness";
import {
  handshake,
  httpCall,
  openSocket,
  rawHttp,
  rssMiB,
  stillServing,
  tokenFor,
  truncatedPost,
  type RawSocket,
} from "./wire";

let backend: RunningBackend;
const sockets: RawSocket[] = [];

async function socket() {
  const s = await openSocket(backend);
  sockets.push(s);
  return s;
}

async function expectAlive() {
  expect(backend.process.exitCode).toBeNull();
  expect(await stillServing(backend)).toBe(true);
}

beforeAll(async () => {
  backend = await startBackendProcess({});
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await backend.stop();
});

describe("1. no single message ends the process", () => {
  const frames: [string, string][] = [
    ["a text frame `null`", "null"],
    ["a text frame that is a number", "42"],
    ["an Action with no udfPath", JSON.stringify({ type: "Action", requestId: 0, args: [{}] })],
    [
      "an Action with a non-string udfPath",
      JSON.stringify({ type: "Action", requestId: 0, udfPath: 5, args: [{}] }),
    ],
    [
      "an Action on a test-only module",
      JSON.stringify({ type: "Action", requestId: 0, udfPath: "test.setup:default", args: [{}] }),
    ],
    [
      "a Mutation with args that are not an object",
      JSON.stringify({ type: "Mutation", requestId: 0, udfPath: "messages:send", args: [7] }),
    ],
    [
      "a ModifyQuerySet with modifications that are not an array",
      JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: 3 }),
    ],
    ["an unknown type", JSON.stringify({ type: "Nope" })],
  ];
  for (const [name, text] of frames) {
    it(`survives ${name} over WebSocket`, async () => {
      const s = await socket();
      s.sendText(text);
      await waitFor(
        () =>
          s.closed ||
          s.messages.some((m) => m.type === "FatalError" || m.type === "ActionResponse"),
      );
      await expectAlive();
    });
  }

  it("answers an Action on a test-only module as an unknown function, without loading it", async () => {
    const { status, body } = await httpCall(backend, "action", "test.setup:default");
    expect(status).toBe(560);
    expect(body.errorMessage).toMatch(/Could not find public function/);
    await expectAlive();
  });

  it("survives a TRACE request on the HTTP-actions origin", async () => {
    const response = await fetch(backend.siteUrl + "/anything", { method: "PATCH" });
    expect(response.status).toBeLessThan(600);
    const reply = await rawHttp(
      backend.siteUrl,
      "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 405/);
    await expectAlive();
  });

  it("survives a request line with an invalid absolute URL on both origins", async () => {
    for (const url of [backend.siteUrl, backend.url]) {
      const reply = await rawHttp(
        url,
        "GET http://[bad/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      );
      // 400 on the HTTP-actions origin; the API origin (no app files here) answers 404.
      expect(reply).toMatch(/^HTTP\/1\.1 (400|404)/);
    }
    await expectAlive();
  });

  it("survives a POST whose body is cut off, on both origins", async () => {
    await truncatedPost(backend.siteUrl + "/api/auth/signin", 1000, 10);
    await truncatedPost(backend.url + "/api/mutation", 1000, 10);
    // The cut-off bodies reached the server before the request that checks it still serves.
    await expectAlive();
  });
});

describe("2. exactly once across a crash", () => {
  it("answers a mutation re-sent after a kill -9 with its real result, stored with its commit, without running it again", async () => {
    const dataDirBackend = await startBackendProcess({});
    try {
      const s = await openSocket(dataDirBackend);
      handshake(s, "crash-session");
      s.send({
        type: "Mutation",
        requestId: 7,
        udfPath: "messages:send",
        args: [{ body: "once" }],
      });
      const first = await s.next((m) => m.type === "MutationResponse");
      expect(first.success).toBe(true);
      s.close();
      // The response went out only once its commit (and the response stored in the same
      // SQLite transaction) was on disk: nothing else is needed to answer a re-send.
      await dataDirBackend.crash();

      const restarted = await startBackendProcess({ dataDir: dataDirBackend.dataDir });
      try {
        const again = await openSocket(restarted);
        handshake(again, "crash-session");
        again.send({
          type: "Mutation",
          requestId: 7,
          udfPath: "messages:send",
          args: [{ body: "once" }],
        });
        const answer = await again.next((m) => m.type === "MutationResponse");
        expect(answer.success).toBe(true);
        expect(answer.result).toBe(first.result);
        expect(typeof answer.ts).toBe("string");
        expect(decodeTs(answer.ts)).toBeGreaterThan(0n);
        // A transition follows, so the stock client settles the mutation.
        await again.next((m) => m.type === "Transition");
        const { body } = await httpCall(restarted, "query", "messages:list");
        expect(body.value.filter((b: string) => b === "once")).toHaveLength(1);
        again.close();
      } finally {
        await restarted.stop();
      }
    } finally {
      if (dataDirBackend.process.exitCode === null) await dataDirBackend.stop();
    }
  });
});

describe("3. one socket cannot slow everyone", () => {
  it("refuses a connection's subscriptions past the limit, and other clients stay fast", async () => {
    const greedy = await socket();
    handshake(greedy, "greedy");
    const modifications = Array.from({ length: 1000 }, (_, i) => ({
      type: "Add",
      queryId: i,
      udfPath: "messages:count",
      args: [{ name: `n${i}` }],
    }));
    greedy.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications });
    const fatal = await greedy.next((m) => m.type === "FatalError");
    expect(fatal.error).toMatch(/Too many subscriptions/);
    await expectAlive();
  });
});

describe("4. size and nesting limits", () => {
  it("refuses an oversized body with 413 before reading it", async () => {
    const before = rssMiB(backend.process.pid!);
    const reply = await rawHttp(
      backend.url,
      `POST /api/mutation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n{"path":`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    // A chunked body with no declared length is cut off as it passes the limit.
    const big = JSON.stringify({
      path: "messages:send",
      args: { body: "x".repeat(3 * 1024 * 1024) },
    });
    const response = await fetch(backend.url + "/api/mutation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit).catch(() => null);
    if (response) expect(response.status).toBe(413);
    expect(rssMiB(backend.process.pid!) - before).toBeLessThan(50);
    await expectAlive();
  });

  it("closes a WebSocket that sends a frame over the limit", async () => {
    const s = await socket();
    s.sendText(
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "messages:send",
        args: [{ body: "y".repeat(2 * 1024 * 1024) }],
      }),
    );
    await waitFor(() => s.closed);
    await expectAlive();
  });

  it("refuses arguments nested deeper than the limit", async () => {
    const depth = 100_000;
    const response = await fetch(backend.url + "/api/mutation", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"path":"messages:send","args":${'{"d":'.repeat(depth)}1${"}".repeat(depth)}}`,
    });
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(body.message).toMatch(/nest deeper/);
    await expectAlive();
  });
});

describe("5. no leaks, no internal texts", () => {
  it("a subscription to a module that fails to load answers an error and is released", async () => {
    const s = await socket();
    handshake(s, "broken");
    s.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "broken:anything", args: [{}] }],
    });
    const transition = await s.next((m) => m.type === "Transition" && m.modifications.length > 0);
    expect(transition.modifications[0].type).toBe("QueryFailed");
    expect(transition.modifications[0].errorMessage).toMatch(/Server Error|Could not find/);
    expect(transition.modifications[0].errorMessage).not.toMatch(/broken module/);
    await expectAlive();
  });

  it("returns 'Server Error' with a request id for an internal error, never its text", async () => {
    const query = await httpCall(backend, "query", "hazards:typeError");
    expect(query.body.errorMessage).toMatch(/^\[Request ID: [0-9a-f]+\] Server Error$/);
    const mutation = await httpCall(backend, "mutation", "hazards:overflow", { n: 0 });
    expect(mutation.body.errorMessage).toMatch(/Server Error/);
    expect(JSON.stringify(mutation.body)).not.toMatch(/call stack/);
    await expectAlive();
  });

  it("passes the caller's address to functions as request metadata", async () => {
    const { body } = await httpCall(backend, "mutation", "hazards:requestIp");
    expect(body.value).toMatch(/127\.0\.0\.1/);
  });
});

describe("8. the de-duplication key binds the identity", () => {
  it("another user reusing a session id and request id neither reads the result nor loses the write", async () => {
    const a = await socket();
    handshake(a, "shared-session", await tokenFor(backend, "user-a"));
    a.send({
      type: "Mutation",
      requestId: 1,
      udfPath: "messages:send",
      args: [{ body: "private-a" }],
    });
    const fromA = await a.next((m) => m.type === "MutationResponse");
    const b = await socket();
    handshake(b, "shared-session", await tokenFor(backend, "user-b"));
    b.send({
      type: "Mutation",
      requestId: 1,
      udfPath: "messages:send",
      args: [{ body: "from-b" }],
    });
    const fromB = await b.next((m) => m.type === "MutationResponse");
    expect(fromB.success).toBe(true);
    expect(fromB.result).not.toBe(fromA.result);
    const { body } = await httpCall(backend, "query", "messages:list");
    expect(body.value).toContain("from-b");
  });
});
