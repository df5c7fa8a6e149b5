/**
 * The floor of the live benchmark (bench/live.ts): what delivering the same updates costs
 * on this machine with nothing but WebSockets. A bare `ws` server, in a process of its
 * own as the backend is, broadcasts to bare `ws` clients hosted in the subscriber
 * processes (liveSubscribers.ts), open loop at a given rate. Each client names its kind
 * when it connects (`?kind=…`), and gets that kind's payload (a real Transition frame
 * that kind of subscriber received), on every broadcast or every n-th as the real
 * subscribers of that kind got updates. Each message carries the absolute time of its
 * broadcast call; the clients record when they have parsed it. No queries, no store, no
 * per-client work on the server: each kind's frame is encoded once per broadcast.
 */
import { fork, type ChildProcess } from "node:child_process";
import { WebSocketServer, type WebSocket } from "ws";

/** Per kind: the payload (JSON), sent on broadcasts number 0, every, 2 × every, … */
export type FloorPayloads = Record<string, { payload: string; every: number }>;

type Request = {
  type: "broadcast";
  payloads: FloorPayloads;
  rate: number;
  count: number;
  clients: number;
};
type Reply = { type: "listening"; port: number } | { type: "broadcasted"; cpu: number };

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---- child side -------------------------------------------------------------------------

function serve() {
  // As the backend's sockets (server/backend.ts): no compression.
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false });
  const sockets: { kind: string; socket: WebSocket }[] = [];
  server.on("connection", (socket, request) => {
    const kind = new URL(request.url ?? "/", "ws://floor").searchParams.get("kind") ?? "";
    sockets.push({ kind, socket });
  });
  const reply = (message: Reply) => process.send!(message);

  const broadcast = async ({ payloads, rate, count, clients }: Request) => {
    while (sockets.length < clients) await sleep(10);
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    for (let seq = 0; seq < count; seq++) {
      // Open loop, as the latency phase's binds: each broadcast leaves at its slot.
      await sleep(Math.max(0, startedAt + (seq * 1000) / rate - performance.now()));
      const sentAt = now();
      const frames = new Map<string, Buffer>();
      for (const [kind, { payload, every }] of Object.entries(payloads)) {
        if (seq % every !== 0) continue;
        frames.set(kind, Buffer.from(`{"seq":${seq},"sentAt":${sentAt},"frame":${payload}}`));
      }
      for (const { kind, socket } of sockets) {
        const frame = frames.get(kind);
        if (frame) socket.send(frame, { binary: false });
      }
    }
    const used = process.cpuUsage(cpuBefore);
    const cpu = (used.user + used.system) / 1000 / (performance.now() - startedAt);
    reply({ type: "broadcasted", cpu });
  };

  server.on("listening", () => {
    const address = server.address();
    reply({ type: "listening", port: typeof address === "object" ? (address?.port ?? 0) : 0 });
  });
  process.on("message", (message: Request) => void broadcast(message));
}

if (process.argv[2] === "floor" && process.send) serve();

// ---- parent side ------------------------------------------------------------------------

/** The floor's WebSocket server, in a process of its own. */
export class FloorServer {
  private child: ChildProcess;
  /** The server's WebSocket URL, once it listens. */
  readonly url: Promise<string>;

  constructor() {
    this.child = fork(import.meta.filename, ["floor"], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.url = this.next("listening").then(({ port }) => `ws://127.0.0.1:${port}`);
  }

  private next<T extends Reply["type"]>(answer: T): Promise<Extract<Reply, { type: T }>> {
    return new Promise((done, fail) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== answer) return;
        this.child.off("message", onMessage);
        this.child.off("exit", onExit);
        done(reply as Extract<Reply, { type: T }>);
      };
      const onExit = (code: number | null) => fail(new Error(`the floor exited with ${code}`));
      this.child.on("message", onMessage);
      this.child.once("exit", onExit);
    });
  }

  /**
   * Once `clients` are connected, broadcasts `count` times at `rate` per second, each
   * client its kind's payload; resolves with the server's CPU share meanwhile.
   */
  async broadcast(payloads: FloorPayloads, rate: number, count: number, clients: number) {
    const done = this.next("broadcasted");
    this.child.send({ type: "broadcast", payloads, rate, count, clients } satisfies Request);
    return (await done).cpu;
  }

  stop() {
    this.child.kill();
  }
}
