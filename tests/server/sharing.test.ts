/**
 * Subscriptions shared across identities: a query that never reads the identity runs once
 * per change for every viewer, signed in or not; when a re-run starts reading it, each
 * identity gets its own result.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";
import { startBackendProcess, waitFor, type RunningBackend } from "./harness";
import { handshake, httpCall, openSocket, tokenFor } from "./hardening/wire";

const api = anyApi as any;
let backend: RunningBackend;
const clients: ConvexClient[] = [];

function client(token?: string) {
  const c = new ConvexClient(backend.url, {
    skipConvexDeploymentUrlCheck: true,
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  if (token) c.setAuth(async () => token);
  clients.push(c);
  return c;
}

const runs = async () =>
  (await httpCall(backend, "query", "sharing:runCount")).body.value as number;

/**
 * Sends a message after the write under test, as a barrier: once every viewer has it, each
 * viewer's re-runs for that write have happened too (a connection is sent its update only
 * when every query it watches is current), so no further re-run of the write can come.
 * Messages are another table: the barrier re-runs no `board`.
 */
let barriers = 0;
async function sendBarrier(): Promise<string> {
  const body = `barrier-${++barriers}`;
  await httpCall(backend, "mutation", "messages:send", { body });
  return body;
}

beforeAll(async () => {
  backend = await startBackendProcess({});
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await backend.stop();
});

describe("subscriptions shared across identities", () => {
  it("runs an identity-free query once per change for every viewer, and splits it when it reads the identity", async () => {
    const viewers = [
      client(await tokenFor(backend, "alice")),
      client(await tokenFor(backend, "bob")),
      client(),
    ];
    const seen: string[][] = viewers.map(() => []);
    const messages: string[][] = viewers.map(() => []);
    for (const [i, viewer] of viewers.entries()) {
      viewer.onUpdate(api.sharing.board, { room: "r1" }, (value: string) => seen[i].push(value));
      viewer.onUpdate(api.messages.list, {}, (value: string[]) => (messages[i] = value));
      await waitFor(() => seen[i].length > 0);
    }
    expect(seen.map((s) => s.at(-1))).toEqual(["public", "public", "public"]);
    const afterSubscribing = await runs();
    // A write to what it read that keeps it public: one re-run serves all three viewers.
    await httpCall(backend, "mutation", "sharing:setMode", { room: "r1", value: 0 });
    const barrier = await sendBarrier();
    await waitFor(() => messages.every((bodies) => bodies.includes(barrier)), 10_000);
    expect((await runs()) - afterSubscribing).toBe(1);

    // The query now reads the identity: each viewer sees its own result.
    await httpCall(backend, "mutation", "sharing:setMode", { room: "r1", value: 1 });
    await waitFor(() => seen.every((s) => s.at(-1)?.startsWith("private:")), 10_000);
    expect(seen.map((s) => s.at(-1))).toEqual([
      "private:alice",
      "private:bob",
      "private:anonymous",
    ]);
  });

  it("shares a query that many identities subscribe to at the same moment (a room opening the page)", async () => {
    // Raw sockets, signed in first, then every subscription sent in one go: each arrives
    // before the first run of the query has finished.
    const sockets = await Promise.all(Array.from({ length: 12 }, () => openSocket(backend)));
    for (const [i, socket] of sockets.entries()) {
      handshake(socket, `crowd-${i}`, await tokenFor(backend, `viewer-${i}`));
      await socket.next((m) => m.type === "Transition");
    }
    for (const socket of sockets) {
      socket.send({
        type: "ModifyQuerySet",
        baseVersion: 0,
        newVersion: 1,
        modifications: [
          { type: "Add", queryId: 0, udfPath: "sharing:board", args: [{ room: "r2" }] },
          { type: "Add", queryId: 1, udfPath: "messages:list", args: [{}] },
        ],
      });
    }
    for (const socket of sockets) {
      await socket.next((m) => m.type === "Transition" && m.modifications.length > 0);
    }
    const afterSubscribing = await runs();
    // A write that keeps it public: one re-run serves all twelve.
    await httpCall(backend, "mutation", "sharing:setMode", { room: "r2", value: 0 });
    const barrier = await sendBarrier();
    for (const socket of sockets) {
      await socket.next(
        (m) =>
          m.type === "Transition" &&
          m.modifications.some(
            (q: { queryId: number; value?: unknown }) =>
              q.queryId === 1 && Array.isArray(q.value) && q.value.includes(barrier),
          ),
      );
    }
    expect((await runs()) - afterSubscribing).toBe(1);
    for (const socket of sockets) socket.close();
  });
});
