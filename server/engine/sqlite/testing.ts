import type {
  FunctionReference,
  GenericDataModel,
  GenericMutationCtx,
  UserIdentity,
} from "convex/server";
import { getFunctionName } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex } from "convex/values";
import type { CallResult, FunctionKind, RequestMetadata } from "../types";
import { SqliteEngine } from "./engine";

/** convex-test's default issuer, so identities (and what functions store) match. */
const TEST_ISSUER = "https://convex.test";

/** A string hash for identities without a subject (as convex-test derives one). */
function hashOf(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(31, hash) + text.charCodeAt(i)) | 0;
  return String(hash >>> 0);
}

function unwrap(result: CallResult): unknown {
  if (result.ok) return jsonToConvex(result.value as never);
  if (result.data !== undefined) throw new ConvexError(jsonToConvex(result.data as never) as never);
  throw new Error(result.message);
}

/**
 * The part of convex-test's API the app's tests use — `query`, `mutation`, `action`, `run`,
 * `withIdentity` — over a fresh in-memory SQLite engine, so the same tests run on both.
 */
export class SqliteTest {
  constructor(
    readonly engine: SqliteEngine,
    private readonly identity: UserIdentity | null = null,
    private readonly request?: RequestMetadata,
  ) {}

  private async call(kind: FunctionKind, reference: unknown, args: unknown) {
    const path = getFunctionName(reference as FunctionReference<FunctionKind>);
    const json = convexToJson((args ?? {}) as never);
    return unwrap(await this.engine.call(path, json, this.identity, kind, this.request));
  }

  query(reference: unknown, args?: unknown): Promise<any> {
    return this.call("query", reference, args);
  }

  mutation(reference: unknown, args?: unknown): Promise<any> {
    return this.call("mutation", reference, args);
  }

  action(reference: unknown, args?: unknown): Promise<any> {
    return this.call("action", reference, args);
  }

  async run<T>(handler: (ctx: GenericMutationCtx<GenericDataModel>) => Promise<T>): Promise<T> {
    try {
      return await this.engine.runTransaction(handler, this.identity);
    } catch (error) {
      // The convex package hands a ConvexError's data on as JSON text; convex-test's `run`
      // throws the handler's error as it was.
      const data = (error as { data?: unknown }).data;
      if (error instanceof ConvexError && typeof data === "string") {
        throw new ConvexError(jsonToConvex(JSON.parse(data) as never) as never);
      }
      throw error;
    }
  }

  withIdentity(identity: Partial<UserIdentity>): SqliteTest {
    const subject = identity.subject ?? hashOf(JSON.stringify(identity));
    const issuer = identity.issuer ?? TEST_ISSUER;
    const tokenIdentifier = identity.tokenIdentifier ?? `${issuer}|${subject}`;
    return new SqliteTest(
      this.engine,
      { ...identity, subject, issuer, tokenIdentifier },
      this.request,
    );
  }

  /** What `ctx.meta.getRequestMetadata()` reports to the functions this client calls. */
  withRequestMetadata(request: Partial<RequestMetadata>): SqliteTest {
    return new SqliteTest(this.engine, this.identity, {
      ip: request.ip ?? null,
      userAgent: request.userAgent ?? null,
    });
  }
}

/** `convexTest(schema, modules)` on the SQLite engine. */
export function sqliteTest(
  schema: unknown,
  modules: Record<string, () => Promise<unknown>>,
): SqliteTest {
  return new SqliteTest(new SqliteEngine({ schema, modules }));
}
