/**
 * Client → server messages of the Convex sync protocol, validated before use. Anything a
 * client sends is untrusted: a frame that is not one of these shapes is refused with a
 * reason, never allowed to reach code that assumes a shape. The limits are documented in
 * docs/embedded-backend.md ("Limits").
 */
import { isValidUdfPath } from "./wire";

/** Largest WebSocket frame or HTTP body accepted (bytes); larger ones are refused unread. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Deepest nesting of arrays and objects in a function's arguments. */
export const MAX_ARGUMENT_DEPTH = 64;
/** Query-set changes in one ModifyQuerySet message. */
export const MAX_MODIFICATIONS = 1024;
/** Longest session id (the client sends a UUID, 36 characters). */
const MAX_SESSION_ID = 128;
/** Longest auth token (a JWT is a few hundred bytes). */
const MAX_TOKEN = 16 * 1024;

export type QueryChange =
  | { type: "Add"; queryId: number; udfPath: string; args: unknown }
  | { type: "Remove"; queryId: number };

export type ClientMessage =
  /** `clientTs`: the client's clock when it connected (ms since 1970), when it sent one. */
  | { type: "Connect"; sessionId: string; clientTs?: number }
  | {
      type: "Authenticate";
      tokenType: "User" | "None" | "Admin";
      value: string;
      baseVersion: number;
    }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: QueryChange[];
    }
  | { type: "Mutation"; requestId: number; udfPath: string; args: unknown }
  | { type: "Action"; requestId: number; udfPath: string; args: unknown }
  | { type: "Event" };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isCounter = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** True when arrays and objects in `value` nest deeper than `max` (iterative: no recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth >= max) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * A function's arguments as the protocol carries them (`args: [value]`): the one value, an
 * object; `{}` when absent.
 */
export function parseArgs(raw: unknown): Parsed<Record<string, unknown>> {
  const value: unknown = Array.isArray(raw) ? (raw.length === 0 ? {} : raw[0]) : (raw ?? {});
  if (Array.isArray(raw) && raw.length > 1) return fail("Expected one argument object");
  if (!isRecord(value)) return fail("Function arguments must be an object");
  if (nestsDeeperThan(value, MAX_ARGUMENT_DEPTH)) {
    return fail(`Function arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels`);
  }
  return { ok: true, value };
}

function parseUdfPath(raw: unknown): Parsed<string> {
  if (!isValidUdfPath(raw)) return fail("Invalid function path");
  return { ok: true, value: raw };
}

function parseQueryChange(raw: unknown): Parsed<QueryChange> {
  if (!isRecord(raw) || !isCounter(raw.queryId)) return fail("Invalid query set change");
  if (raw.type === "Remove") return { ok: true, value: { type: "Remove", queryId: raw.queryId } };
  if (raw.type !== "Add") return fail("Invalid query set change");
  const path = parseUdfPath(raw.udfPath);
  if (!path.ok) return path;
  const args = parseArgs(raw.args);
  if (!args.ok) return args;
  return {
    ok: true,
    value: { type: "Add", queryId: raw.queryId, udfPath: path.value, args: args.value },
  };
}

function parseRequest(
  type: "Mutation" | "Action",
  raw: Record<string, unknown>,
): Parsed<ClientMessage> {
  if (!isCounter(raw.requestId)) return fail(`${type} needs a numeric requestId`);
  const path = parseUdfPath(raw.udfPath);
  if (!path.ok) return path;
  const args = parseArgs(raw.args);
  if (!args.ok) return args;
  return {
    ok: true,
    value: { type, requestId: raw.requestId, udfPath: path.value, args: args.value },
  };
}

/** Parses and validates one text frame. */
export function parseClientMessage(text: string): Parsed<ClientMessage> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail("Invalid message: not JSON");
  }
  if (!isRecord(raw) || typeof raw.type !== "string") return fail("Invalid message");
  switch (raw.type) {
    case "Connect":
      if (typeof raw.sessionId !== "string" || raw.sessionId.length > MAX_SESSION_ID) {
        return fail("Connect needs a session id");
      }
      // The client's clock, if it sent a plausible one (a number of ms after 1970): the server
      // tells it how far that clock is from its own (the auth transition's clientClockSkew).
      return {
        ok: true,
        value: {
          type: "Connect",
          sessionId: raw.sessionId,
          ...(typeof raw.clientTs === "number" && Number.isFinite(raw.clientTs) && raw.clientTs > 0
            ? { clientTs: raw.clientTs }
            : {}),
        },
      };
    case "Authenticate": {
      const tokenType = raw.tokenType;
      if (tokenType !== "User" && tokenType !== "None" && tokenType !== "Admin") {
        return fail("Invalid token type");
      }
      if (!isCounter(raw.baseVersion)) return fail("Authenticate needs a base version");
      const value = tokenType === "None" ? "" : raw.value;
      if (typeof value !== "string" || value.length > MAX_TOKEN) return fail("Invalid token");
      return {
        ok: true,
        value: { type: "Authenticate", tokenType, value, baseVersion: raw.baseVersion },
      };
    }
    case "ModifyQuerySet": {
      if (!isCounter(raw.baseVersion) || !isCounter(raw.newVersion)) {
        return fail("ModifyQuerySet needs versions");
      }
      if (!Array.isArray(raw.modifications) || raw.modifications.length > MAX_MODIFICATIONS) {
        return fail("Invalid query set modifications");
      }
      const modifications: QueryChange[] = [];
      for (const change of raw.modifications as unknown[]) {
        const parsed = parseQueryChange(change);
        if (!parsed.ok) return parsed;
        modifications.push(parsed.value);
      }
      return {
        ok: true,
        value: {
          type: "ModifyQuerySet",
          baseVersion: raw.baseVersion,
          newVersion: raw.newVersion,
          modifications,
        },
      };
    }
    case "Mutation":
    case "Action":
      return parseRequest(raw.type, raw);
    case "Event":
      return { ok: true, value: { type: "Event" } };
    default:
      return fail("Unknown message type");
  }
}
