/**
 * The live benchmark's subscribers, in processes of their own: hundreds of stock
 * ConvexClients decoding every update cost a core by themselves, so sharing a process with
 * the writers (or one process for all of them) would measure the benchmark's own queueing
 * rather than the backend. Each process hosts a share of the clients and records when each
 * subscription saw each new total; the parent sends the bind times afterwards and gets the
 * latencies back. Times are absolute (timeOrigin + now), comparable across processes.
 */
import { fork, type ChildProcess } from "node:child_process";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";

const api = anyApi as any;

export type Scope = "national" | "room";
/** What one client shows: the community overview or the presenter view, of a scope. */
export interface ClientSpec {
  scope: Scope;
  query: "overview" | "presenter";
}
/** Per scope: [expected total, absolute time the bind was called]. */
export type BindTimes = Record<Scope, [number, number][]>;

type Request =
  | { type: "start"; url: string; roomCode: string; clients: ClientSpec[] }
  | { type: "collect"; started: BindTimes; graceMs: number }
  | { type: "stop" };

type Reply =
  | { type: "ready"; base: Partial<Record<Scope, number>> }
  | { type: "samples"; samples: number[]; cpu: number }
  | { type: "stopped"; cpu: number };

const now = () => performance.timeOrigin + performance.now();

/** One subscription's history: the totals it saw, with their arrival times. */
interface Watch {
  scope: Scope;
  totals: number[];
  times: number[];
}

// ---- child side -------------------------------------------------------------------------

async function serve() {
  let clients: ConvexClient[] = [];
  const watches: Watch[] = [];
  let recording = true;
  let cpuMark = process.cpuUsage();
  let timeMark = now();
  const cpuShare = () => {
    const used = process.cpuUsage(cpuMark);
    const share = (used.user + used.system) / 1000 / (now() - timeMark);
    cpuMark = process.cpuUsage();
    timeMark = now();
    return share;
  };
  const reply = (message: Reply) => process.send!(message);

  const start = async (url: string, roomCode: string, specs: ClientSpec[]) => {
    const base: Partial<Record<Scope, number>> = {};
    const ready: Promise<void>[] = [];
    clients = specs.map(({ scope, query }) => {
      const client = new ConvexClient(url, {
        skipConvexDeploymentUrlCheck: true,
        webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
        logger: false,
      });
      const args = scope === "room" ? { roomCode } : {};
      const watch: Watch = { scope, totals: [], times: [] };
      watches.push(watch);
      ready.push(
        new Promise((done) => {
          client.onUpdate(api.community[query], args, (value: { totalVotes: number }) => {
            const last = watch.totals.at(-1);
            if (last === undefined) {
              base[scope] = value.totalVotes;
              done();
            }
            if (recording && (last === undefined || value.totalVotes > last)) {
              watch.totals.push(value.totalVotes);
              watch.times.push(now());
            }
          });
        }),
      );
      return client;
    });
    await Promise.all(ready);
    cpuShare();
    reply({ type: "ready", base });
  };

  /** Latency of each bind at each subscription that should see it (first total ≥ its own). */
  const collect = async (started: BindTimes, graceMs: number) => {
    const highest = (scope: Scope) => Math.max(-1, ...started[scope].map(([total]) => total));
    const deadline = now() + graceMs;
    const complete = () => watches.every((w) => (w.totals.at(-1) ?? 0) >= highest(w.scope));
    while (!complete() && now() < deadline) await new Promise((done) => setTimeout(done, 20));
    recording = false;
    const samples: number[] = [];
    for (const watch of watches) {
      let seen = 0;
      for (const [total, at] of started[watch.scope]) {
        while (seen < watch.totals.length && watch.totals[seen] < total) seen++;
        if (seen < watch.totals.length) samples.push(watch.times[seen] - at);
      }
    }
    reply({ type: "samples", samples, cpu: cpuShare() });
  };

  process.on("message", (message: Request) => {
    if (message.type === "start") void start(message.url, message.roomCode, message.clients);
    else if (message.type === "collect") void collect(message.started, message.graceMs);
    else if (message.type === "stop") {
      const cpu = cpuShare();
      void Promise.all(clients.map((client) => client.close())).then(() => {
        process.send!({ type: "stopped", cpu } satisfies Reply, () => process.exit(0));
      });
    }
  });
}

if (process.argv[2] === "subscribers" && process.send) void serve();

// ---- parent side ------------------------------------------------------------------------

/** A process hosting some of the benchmark's subscribers. */
export class SubscriberProcess {
  private child: ChildProcess;

  constructor() {
    this.child = fork(import.meta.filename, ["subscribers"], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
  }

  private request<T extends Reply["type"]>(
    message: Request,
    answer: T,
  ): Promise<Extract<Reply, { type: T }>> {
    return new Promise((done, fail) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== answer) return;
        this.child.off("message", onMessage);
        this.child.off("exit", onExit);
        done(reply as Extract<Reply, { type: T }>);
      };
      const onExit = (code: number | null) => fail(new Error(`subscribers exited with ${code}`));
      this.child.on("message", onMessage);
      this.child.once("exit", onExit);
      this.child.send(message);
    });
  }

  /** Connects the clients; resolves with the totals they first saw. */
  async start(url: string, roomCode: string, clients: ClientSpec[]) {
    return (await this.request({ type: "start", url, roomCode, clients }, "ready")).base;
  }

  /** The latencies of the given binds; also this process's CPU share since `start`. */
  collect(started: BindTimes, graceMs: number) {
    return this.request({ type: "collect", started, graceMs }, "samples");
  }

  /** Closes the clients; resolves with the CPU share since `collect`. */
  async stop() {
    return (await this.request({ type: "stop" }, "stopped")).cpu;
  }
}

export const absoluteNow = now;
