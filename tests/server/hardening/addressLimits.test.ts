/**
 * Per-address connection limits, exactly (issue 38, item 4): 64 WebSockets from one address
 * are served and the 65th is refused, while another address is served and the first
 * address's sockets stay open; an address at its plain HTTP cap makes room by closing its
 * own oldest idle connection, never another address's.
 */
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONNECTIONS_PER_ADDRESS } from "../../../server/backend";
import { HttpConnectionLimiter } from "../../../server/http/connectionLimits";
import { startBackendProcess, waitFor, type RunningBackend } from "../harness";
import { openSocket, type RawSocket } from "./wire";

describe("WebSockets per address", () => {
  let backend: RunningBackend;
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    // Loopback counts against the per-address limits here, as a remote address would.
    backend = await startBackendProcess({ env: { LIMIT_LOOPBACK: "1" } });
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await backend.stop();
  });

  it("serves exactly 64 from one address, refuses the 65th, and serves another address", async () => {
    expect(MAX_CONNECTIONS_PER_ADDRESS).toBe(64);
    const from = { localAddress: "127.0.0.41" };
    for (let n = 0; n < MAX_CONNECTIONS_PER_ADDRESS; n++) {
      sockets.push(await openSocket(backend, from));
    }
    await expect(openSocket(backend, from)).rejects.toThrow(/429/);
    sockets.push(await openSocket(backend, { localAddress: "127.0.0.42" }));
    // The refusal closed nothing of the address's own.
    expect(sockets.filter((s) => s.closed)).toEqual([]);

    // One closed: its place is free again, once the server has seen it go.
    sockets.shift()!.close();
    const again = await waitFor(() => openSocket(backend, from).catch(() => null), 30_000);
    sockets.push(again);
    expect(sockets.filter((s) => s.closed)).toEqual([]);
  }, 120_000);
});

describe("plain HTTP connections per address", () => {
  let server: Server;
  let limiter: HttpConnectionLimiter;
  const clients: Socket[] = [];

  beforeAll(async () => {
    server = createServer((_req, res) => res.end("ok"));
    limiter = new HttpConnectionLimiter({
      maxTotal: 100,
      maxPerAddress: 3,
      isLimited: () => true,
    });
    limiter.watch(server);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  });

  afterAll(async () => {
    for (const socket of clients) socket.destroy();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  /** An idle connection from `localAddress`, open once connected. */
  async function idle(localAddress: string): Promise<Socket> {
    const { port } = server.address() as AddressInfo;
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => undefined);
    clients.push(socket);
    await new Promise((done) => socket.once("connect", done));
    return socket;
  }
  const closed = (socket: Socket) => socket.destroyed || socket.readyState === "closed";

  it("an address at its cap closes its own oldest idle connection, never another's", async () => {
    const others = [await idle("127.0.0.52"), await idle("127.0.0.52")];
    const own = [await idle("127.0.0.51"), await idle("127.0.0.51"), await idle("127.0.0.51")];
    await waitFor(() => limiter.count === 5);
    expect(limiter.stats).toEqual({ refused: 0, evicted: 0 });

    // The fourth from .51: its oldest idle one goes to make room.
    const fourth = await idle("127.0.0.51");
    await waitFor(() => limiter.stats.evicted === 1);
    await waitFor(() => closed(own[0]));
    expect(limiter.count).toBe(5);
    expect(own.slice(1).some(closed)).toBe(false);
    expect(closed(fourth)).toBe(false);
    // The other address's idle connections are untouched.
    expect(others.some(closed)).toBe(false);
    expect(limiter.stats.refused).toBe(0);
  });
});
