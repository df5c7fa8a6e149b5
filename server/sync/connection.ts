import { createHash } from "node:crypto";
import type { WebSocket } from "ws";
import type { UserIdentity } from "convex/server";
import type { RequestMetadata } from "../engine/types";
import type { Subscription } from "./subscription";
import type { StateVersion } from "./wire";

/** A query a connection watches, and the version of its result the client last received. */
export interface WatchedQuery {
  sub: Subscription;
  sentVersion: number;
}

/** One client's connection: its session, identity, watched queries and outgoing queue. */
export class Connection {
  sessionId = "";
  /**
   * How far ahead of the server's clock the client's is (ms; negative: behind), measured when
   * it connected, if it sent its clock. Sent with the transition that confirms a token, so a
   * client reusing a stored token knows how long that token has left (`initialAuthTokenReuse`).
   */
  clockSkewMs: number | undefined = undefined;
  /** Messages waiting for the durability gate, in order, with the store's mark when built. */
  outbox: { data: Buffer; mark: number }[] = [];
  /** Bytes in `outbox`. */
  outboxBytes = 0;
  /** Bytes handed to the socket that it had not passed to the kernel, when last looked at. */
  socketBytes = 0;
  /** A short hash of the identity, part of every mutation's de-duplication key. */
  identityHash = "";
  /** Mutations and actions received and not yet answered. */
  pending = 0;
  lastPong = Date.now();
  version: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  identity: UserIdentity | null = null;
  queries = new Map<number, WatchedQuery>();
  /** Mutations whose response has not been sent: no transition may overtake them. */
  inFlightMutations = 0;
  /** Messages that change the connection's state are handled one at a time, in order. */
  chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    readonly socket: WebSocket,
    /** Who is at the other end, passed to functions as request metadata. */
    readonly request: RequestMetadata,
    /** Every message leaves through the server's durability gate. */
    private readonly gate: (conn: Connection, text: string) => void,
  ) {}

  /** Bytes queued for this connection, by the server and in its socket. */
  get queuedBytes() {
    return this.outboxBytes + this.socketBytes;
  }

  get address() {
    return this.request.ip ?? "?";
  }

  send(text: string) {
    this.gate(this, text);
  }
}

/** A short hash of an identity, part of every mutation's de-duplication key. */
export const hashIdentity = (identity: UserIdentity | null) =>
  identity === null
    ? ""
    : createHash("sha256").update(identity.tokenIdentifier).digest("base64url").slice(0, 16);
