/**
 * The live benchmark's subscribers, in processes of their own: hundreds of stock
 * ConvexClients decoding every update cost a core by themselves, so sharing a process with
 * the writers (or one process for all of them) would measure the benchmark's own queueing
 * rather than the backend. Each process hosts a share of the clients and records when each
 * subscription saw each new total; the parent sends the bind times afterwards and gets the
 * latencies back. Times are absolute (timeOrigin + now), comparable across processes.
 *
 * Each client is signed in as its own user and holds what its page subscribes to (see
 * pageQueries). Before it counts as ready the backend must have proved the identity: its
 * `profiles:me` names the client's own user, `progress:summary` is a signed-in one (and on
 * the join page `privacy:myConsent` finds the user's consent), and a join page's
 * `rooms:byCode` must show the benchmark's room, open.
 *
 * Every client notes the size of each Transition frame that carries a change, by the kind
 * of client (page and scope), and keeps a few as examples of the real payload. The same
 * processes host the floor's bare WebSocket clients (see floor.ts), one per client of the
 * same kind, so that the floor is measured with the same process layout, the same frames
 * and the same decoding (JSON.parse).
 */
import { fork, type ChildProcess } from "node:child_process";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";

const api = anyApi as any;

export type Scope = "national" | "room";
/**
 * What one client shows: the community page (`src/features/community/CommunityPage.tsx`)
 * or the presenter view (`src/features/presenter/PresenterPage.tsx`), of a scope; or a
 * room's join page (`src/features/rooms/JoinRoomPage.tsx`, scope "room" only).
 */
export type Page = "community" | "presenter" | "join";
export interface ClientSpec {
  scope: Scope;
  page: Page;
  /** A token for the client's own user, and that user's id (to check the backend agrees). */
  token: string;
  userId: string;
}
/** Per scope: [expected total, absolute time the bind was called]. */
export type BindTimes = Record<Scope, [number, number][]>;

/** A kind of client: its page and scope ("community:room", …). */
export type Kind = `${Page}:${Scope}`;
export const kindOf = (spec: Pick<ClientSpec, "page" | "scope">): Kind =>
  `${spec.page}:${spec.scope}`;

/** The Transition frames received while measuring, by kind: every size, a few texts. */
export type Frames = Partial<Record<Kind, { sizes: number[]; examples: string[] }>>;

type Request =
  | { type: "start"; url: string; roomCode: string; clients: ClientSpec[] }
  | { type: "collect"; started: BindTimes; graceMs: number }
  | { type: "record" }
  | { type: "floorConnect"; url: string; clients: FloorClient[] }
  | { type: "floorCollect"; graceMs: number }
  | { type: "stop" };

type Reply =
  | { type: "ready"; base: Partial<Record<Scope, number>>; failures: string[] }
  | {
      type: "samples";
      /** The latencies, by the scope of the subscription that saw them. */
      byScope: Record<Scope, number[]>;
      cpu: number;
      frames: Frames;
    }
  | { type: "recording" }
  | { type: "floorReady" }
  | { type: "floorSamples"; samples: number[]; cpu: number }
  | { type: "stopped"; cpu: number };

const now = () => performance.timeOrigin + performance.now();

/** How long the clients may take to connect, sign in and get their first results. */
const READY_TIMEOUT_MS = 120_000;
/** One Transition frame in FRAME_EXAMPLE_EVERY of a kind is kept as an example. */
const FRAME_EXAMPLE_EVERY = 10;
const FRAME_EXAMPLES_MAX = 100;

/** A bare client of the floor: the kind it stands for, and how many broadcasts it gets. */
export interface FloorClient {
  kind: Kind;
  expected: number;
}

/** A scope whose total a subscription's result carries, and where. */
interface Watched {
  scope: Scope;
  total: (value: any) => number;
}

/** A subscription: a query of the `api` object, its arguments, and what it is for. */
interface Subscription {
  path: [string, string];
  args: Record<string, unknown>;
  /** The scopes whose totals it carries (latency is measured on each). */
  watches?: Watched[];
  /** It proves the identity (profiles:me, progress:summary, votes:myActive, privacy:myConsent). */
  identity?: "profile" | "progress" | "active" | "consent";
  /** Why its result is not what the page shows a real visitor (null when it is). */
  check?: (value: any) => string | null;
}

/**
 * The subscriptions a signed-in client of `page` holds. The community page, rendered in
 * the app's layout (`src/app/Layout.tsx`), holds `community:page` (the nation's results,
 * and the room's beside them when it has a room), `rooms:isOwner` with a room,
 * `votes:myActive` and `progress:summary` (`CommunityPage.tsx`, `CommunityTab.tsx`; the
 * progress bar's `progress:summary` has the same arguments when no tax is set in the
 * session, so it is the same subscription), and `profiles:me` (the top bar's account menu). The presenter view holds `community:presenter` of its scope
 * (a room's presenter starts on the room view, without the nation); its clients also hold
 * the signed-in user's queries, as the benchmark's brief asks of every subscriber.
 *
 * A signed-in visitor on a room's join page (`/join/<code>`, an open room, no vote cast
 * there yet) holds `rooms:byCode` (`JoinRoomPage.tsx` and `RoomVoteStep.tsx`: one
 * subscription, the room's total carried in it), and the quick vote's `narratives:listAll`,
 * `votes:myActive` and `privacy:myConsent` (`QuickVote.tsx`, `useVoteConsent.ts`), besides
 * the layout's `progress:summary` and `profiles:me` (also `useViewer`'s). No
 * `rooms:isOwner`: the join page never asks who runs the room.
 */
export function pageQueries(page: Page, scope: Scope, roomCode: string): Subscription[] {
  const room = { roomCode };
  const user: Subscription[] = [
    { path: ["votes", "myActive"], args: {}, identity: "active" },
    { path: ["progress", "summary"], args: {}, identity: "progress" },
    { path: ["profiles", "me"], args: {}, identity: "profile" },
  ];
  if (page === "join") {
    const watches: Watched[] = [{ scope: "room", total: (info) => info?.totalVotes ?? 0 }];
    const theRoom = (info: any) =>
      info === null
        ? `rooms:byCode found no room ${roomCode}`
        : info.code !== roomCode || info.isOpen !== true
          ? `rooms:byCode shows ${info.code} (open: ${info.isOpen}), not the open room ${roomCode}`
          : null;
    return [
      { path: ["rooms", "byCode"], args: { code: roomCode }, watches, check: theRoom },
      { path: ["narratives", "listAll"], args: {}, check: listed },
      { path: ["privacy", "myConsent"], args: {}, identity: "consent" },
      ...user,
    ];
  }
  if (page === "presenter") {
    const watches: Watched[] = [{ scope, total: (view) => view.totalVotes }];
    return [
      { path: ["community", "presenter"], args: scope === "room" ? room : {}, watches },
      ...user,
    ];
  }
  const nation: Watched = { scope: "national", total: (view) => view.nation.totalVotes };
  if (scope === "national")
    return [{ path: ["community", "page"], args: {}, watches: [nation] }, ...user];
  const inRoom: Watched = { scope: "room", total: (view) => view.roomResults?.totalVotes ?? 0 };
  return [
    { path: ["community", "page"], args: room, watches: [nation, inRoom] },
    { path: ["rooms", "isOwner"], args: { code: roomCode } },
    ...user,
  ];
}

/** The catalogue's narratives, as the quick vote lists them. */
const listed = (narratives: unknown) =>
  Array.isArray(narratives) && narratives.length > 0 ? null : "narratives:listAll is empty";

/** The scopes whose totals a client of `spec` watches (one sample per bind of each). */
export const watchedScopes = (spec: Pick<ClientSpec, "page" | "scope">): Scope[] =>
  pageQueries(spec.page, spec.scope, "").flatMap((s) => (s.watches ?? []).map((w) => w.scope));

/** One subscription's history: the totals it saw, with their arrival times. */
interface Watch {
  scope: Scope;
  totals: number[];
  times: number[];
}

/** What the backend has said about one client's identity so far. */
interface Identity {
  spec: ClientSpec;
  auth?: boolean;
  profile?: { userId?: string } | null;
  progress?: { steps?: { reachable: boolean }[] } | null;
  active?: { userId?: string } | null;
  consent?: { current?: boolean } | null;
  /** Whether the page holds privacy:myConsent (the join page's quick vote). */
  asksConsent: boolean;
  errors: string[];
  /** Results a real visitor's page would not show (see Subscription.check). */
  wrong: string[];
  watches: Watch[];
}

/** Why a client does not yet prove it is signed in as its own user (null when it does). */
function identityProblem(id: Identity): string | null {
  if (id.errors.length > 0) return `a query failed: ${id.errors[0]}`;
  if (id.auth === false) return "the backend refused its token";
  if (id.auth === undefined) return "its token was never confirmed";
  if (id.profile === undefined) return "profiles:me never answered";
  if (id.profile?.userId !== id.spec.userId) {
    return `profiles:me names ${JSON.stringify(id.profile?.userId ?? null)}, not ${id.spec.userId}`;
  }
  if (id.progress === undefined) return "progress:summary never answered";
  if (id.progress?.steps?.[0]?.reachable !== true) return "progress:summary is a signed-out one";
  if (id.active === undefined) return "votes:myActive never answered";
  if (id.active !== null && id.active.userId !== id.spec.userId) {
    return `votes:myActive returned another user's vote (${id.active.userId})`;
  }
  if (id.asksConsent && id.consent === undefined) return "privacy:myConsent never answered";
  if (id.asksConsent && id.consent?.current !== true) {
    return "privacy:myConsent finds no current consent (the quick vote would ask for it)";
  }
  if (id.wrong.length > 0) return id.wrong[0];
  if (id.watches.some((w) => w.totals.length === 0)) return "a watched query never answered";
  return null;
}

/** Whether a client's identity is settled: proved, or disproved for good. */
const settled = (id: Identity) =>
  identityProblem(id) === null ||
  id.errors.length > 0 ||
  id.wrong.length > 0 ||
  id.auth === false ||
  (typeof id.profile?.userId === "string" && id.profile.userId !== id.spec.userId);

// ---- child side -------------------------------------------------------------------------

async function serve() {
  let clients: ConvexClient[] = [];
  const watches: Watch[] = [];
  let recording = true;
  let measuringFrames = false;
  const frames: Frames = {};
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

  /** The `ws` client for a kind, also noting every Transition frame that carries a change. */
  const measuredWebSocket = (kind: Kind) =>
    class MeasuredWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.on("message", (data: Buffer, isBinary: boolean) => {
          if (!measuringFrames || isBinary) return;
          if (!data.subarray(0, 20).toString().startsWith('{"type":"Transition"')) return;
          const text = data.toString();
          if (!text.includes('"modifications":[{')) return;
          const seen = (frames[kind] ??= { sizes: [], examples: [] });
          seen.sizes.push(data.length);
          if (
            seen.sizes.length % FRAME_EXAMPLE_EVERY === 1 &&
            seen.examples.length < FRAME_EXAMPLES_MAX
          ) {
            seen.examples.push(text);
          }
        });
      }
    };

  const start = async (url: string, roomCode: string, specs: ClientSpec[]) => {
    const base: Partial<Record<Scope, number>> = {};
    const identities: Identity[] = [];
    clients = specs.map((spec) => {
      const client = new ConvexClient(url, {
        skipConvexDeploymentUrlCheck: true,
        webSocketConstructor: measuredWebSocket(
          kindOf(spec),
        ) as unknown as typeof globalThis.WebSocket,
        logger: false,
      });
      const queries = pageQueries(spec.page, spec.scope, roomCode);
      const asksConsent = queries.some((q) => q.identity === "consent");
      const id: Identity = { spec, asksConsent, errors: [], wrong: [], watches: [] };
      identities.push(id);
      client.setAuth(
        async () => spec.token,
        (ok) => (id.auth = ok),
      );
      for (const subscription of queries) {
        const [module, name] = subscription.path;
        const watched = (subscription.watches ?? []).map((w) => ({
          total: w.total,
          watch: { scope: w.scope, totals: [], times: [] } as Watch,
        }));
        for (const { watch } of watched) {
          watches.push(watch);
          id.watches.push(watch);
        }
        client.onUpdate(
          api[module][name],
          subscription.args,
          (value: any) => {
            if (subscription.identity) id[subscription.identity] = value;
            const wrong = subscription.check?.(value);
            if (wrong) id.wrong.push(wrong);
            for (const { total, watch } of watched) {
              const votes = total(value);
              const last = watch.totals.at(-1);
              if (last === undefined) base[watch.scope] = votes;
              if (recording && (last === undefined || votes > last)) {
                watch.totals.push(votes);
                watch.times.push(now());
              }
            }
          },
          (error: Error) => id.errors.push(`${module}:${name}: ${error.message}`),
        );
      }
      return client;
    });
    const deadline = now() + READY_TIMEOUT_MS;
    while (!identities.every(settled) && now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const failures = identities.map(identityProblem).filter((p) => p !== null);
    measuringFrames = true;
    cpuShare();
    reply({ type: "ready", base, failures });
  };

  /** Latency of each bind at each subscription that should see it (first total ≥ its own). */
  const collect = async (started: BindTimes, graceMs: number) => {
    const highest = (scope: Scope) => Math.max(-1, ...started[scope].map(([total]) => total));
    const deadline = now() + graceMs;
    const complete = () => watches.every((w) => (w.totals.at(-1) ?? 0) >= highest(w.scope));
    while (!complete() && now() < deadline) await new Promise((done) => setTimeout(done, 20));
    recording = false;
    measuringFrames = false;
    const byScope: Record<Scope, number[]> = { national: [], room: [] };
    for (const watch of watches) {
      let seen = 0;
      for (const [total, at] of started[watch.scope]) {
        while (seen < watch.totals.length && watch.totals[seen] < total) seen++;
        if (seen < watch.totals.length) byScope[watch.scope].push(watch.times[seen] - at);
      }
    }
    reply({ type: "samples", byScope, cpu: cpuShare(), frames });
  };

  // The floor: bare `ws` clients; each broadcast carries the absolute time it was sent.
  let floorSockets: WebSocket[] = [];
  const floorSamples: number[] = [];
  let floorClients: FloorClient[] = [];
  const floorReceived: number[] = [];
  const floorConnect = async (url: string, clients: FloorClient[]) => {
    // A floor per latency phase: the last one's samples are not this one's.
    floorSamples.length = 0;
    floorReceived.length = 0;
    floorClients = clients;
    floorSockets = clients.map(({ kind }, i) => {
      floorReceived.push(0);
      const socket = new WebSocket(`${url}/?kind=${kind}`, { perMessageDeflate: false });
      socket.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { sentAt: number };
        floorSamples.push(now() - message.sentAt);
        floorReceived[i]++;
      });
      return socket;
    });
    await Promise.all(
      floorSockets.map(
        (socket) =>
          new Promise((done, fail) => {
            socket.once("open", done);
            socket.once("error", fail);
          }),
      ),
    );
    cpuShare();
    reply({ type: "floorReady" });
  };
  const floorCollect = async (graceMs: number) => {
    const deadline = now() + graceMs;
    const complete = () => floorClients.every((client, i) => floorReceived[i] >= client.expected);
    while (!complete() && now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
    }
    const cpu = cpuShare();
    for (const socket of floorSockets) socket.close();
    reply({ type: "floorSamples", samples: floorSamples, cpu });
  };

  process.on("message", (message: Request) => {
    if (message.type === "start") void start(message.url, message.roomCode, message.clients);
    else if (message.type === "collect") void collect(message.started, message.graceMs);
    else if (message.type === "record") {
      // Another latency phase: updates are recorded again, frames counted afresh.
      recording = true;
      measuringFrames = true;
      for (const kind of Object.keys(frames) as Kind[]) delete frames[kind];
      cpuShare();
      reply({ type: "recording" });
    } else if (message.type === "floorConnect") void floorConnect(message.url, message.clients);
    else if (message.type === "floorCollect") void floorCollect(message.graceMs);
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

  /**
   * Connects and signs in the clients; resolves with the totals they first saw, and why
   * any client does not prove it is signed in as its own user (empty when all do).
   */
  async start(url: string, roomCode: string, clients: ClientSpec[]) {
    return await this.request({ type: "start", url, roomCode, clients }, "ready");
  }

  /**
   * The latencies of the given binds, this process's CPU share since `start`, and the
   * Transition frames its clients received meanwhile.
   */
  collect(started: BindTimes, graceMs: number) {
    return this.request({ type: "collect", started, graceMs }, "samples");
  }

  /** Records updates and frames again after a `collect` (the next latency phase). */
  async record() {
    await this.request({ type: "record" }, "recording");
  }

  /** Opens the bare WebSocket clients to the floor's server at `url`. */
  async floorConnect(url: string, clients: FloorClient[]) {
    await this.request({ type: "floorConnect", url, clients }, "floorReady");
  }

  /**
   * The floor's latencies once each bare client has its expected messages (or `graceMs`
   * passed), and the CPU share since `floorConnect`; closes the bare clients.
   */
  floorCollect(graceMs: number) {
    return this.request({ type: "floorCollect", graceMs }, "floorSamples");
  }

  /** Closes the clients; resolves with the CPU share since the last collect. */
  async stop() {
    return (await this.request({ type: "stop" }, "stopped")).cpu;
  }

  /** Ends the process at once (when a case fails before `stop`). */
  kill() {
    this.child.kill();
  }
}

export const absoluteNow = now;
