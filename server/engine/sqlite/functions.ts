/**
 * The app's registered functions as the engine sees them: found by path in the modules map
 * (each module loaded once), told apart by kind, and their arguments and return values
 * checked against their validators as Convex checks them. No transaction, no store: what
 * a function *is*, not how it runs (docs/embedded-backend.md, "The SQLite engine").
 */
import { jsonToConvex } from "convex/values";
import { loadExport, moduleRoot } from "../modules";
import type { FunctionKind } from "../types";
import { checkShape, mismatch, type IdResolver, type ValidatorJson } from "./validate";

/** A registered Convex function, as the `convex` package's registration builds it. */
export interface RegisteredFunction {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isHttp?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  invokeQuery?: (argsJson: string) => Promise<string>;
  invokeMutation?: (argsJson: string) => Promise<string>;
  invokeAction?: (requestId: string, argsJson: string) => Promise<string>;
  exportArgs?: () => string;
  exportReturns?: () => string;
}

export function kindOf(fn: RegisteredFunction): FunctionKind | null {
  return fn.isQuery ? "query" : fn.isMutation ? "mutation" : fn.isAction ? "action" : null;
}

/** The udf path of a function address (`{ name }`; components are not supported). */
export function functionName(args: {
  name?: string;
  reference?: string;
  functionHandle?: string;
}): string {
  if (typeof args.name === "string") return args.name;
  throw new Error("Only functions of this app (not components or handles) can be called");
}

/** The functions of one modules map, with their validators parsed once each. */
export class FunctionRegistry {
  private readonly root: string;
  private readonly validators = new Map<
    RegisteredFunction,
    { args: ValidatorJson | null; returns: ValidatorJson | null }
  >();

  constructor(
    private readonly modules: Record<string, () => Promise<unknown>>,
    /** Resolves `v.id` values (the store's table numbers). */
    private readonly ids: IdResolver,
  ) {
    this.root = moduleRoot(modules);
  }

  /** The export at `udfPath` (a function, or e.g. the HTTP router), or null. */
  async load(udfPath: string): Promise<RegisteredFunction | null> {
    return (await loadExport(this.modules, this.root, udfPath)) as RegisteredFunction | null;
  }

  /** The function of that kind at `udfPath`, or throws what Convex answers. */
  async require(udfPath: string, kind: FunctionKind): Promise<RegisteredFunction> {
    const fn = await this.load(udfPath);
    if (!fn || kindOf(fn) !== kind) {
      throw new Error(`Could not find ${kind} function "${udfPath}"`);
    }
    return fn;
  }

  private validatorsOf(fn: RegisteredFunction) {
    let known = this.validators.get(fn);
    if (!known) {
      const args = fn.exportArgs ? (JSON.parse(fn.exportArgs()) as ValidatorJson) : null;
      const returns = fn.exportReturns
        ? (JSON.parse(fn.exportReturns()) as ValidatorJson | null)
        : null;
      known = { args: args?.type === "any" ? null : args, returns };
      this.validators.set(fn, known);
    }
    return known;
  }

  /** Checks a call's arguments: the text `invoke*` takes, or throws what Convex would. */
  checkArgs(fn: RegisteredFunction, udfPath: string, argsJson: unknown): string {
    const { args: argsValidator } = this.validatorsOf(fn);
    const args = jsonToConvex(argsJson as never);
    checkShape(args, "The arguments");
    if (argsValidator) {
      const problem = mismatch(argsValidator, args, this.ids);
      if (problem) throw new Error(`ArgumentValidationError: ${problem}\nPath: ${udfPath}`);
    }
    return JSON.stringify([argsJson]);
  }

  /** Checks a call's return value (JSON text): the value in JSON form. */
  checkReturns(fn: RegisteredFunction, udfPath: string, resultText: string): unknown {
    const resultJson = JSON.parse(resultText);
    const { returns } = this.validatorsOf(fn);
    if (returns) {
      const problem = mismatch(returns, jsonToConvex(resultJson), this.ids);
      if (problem) throw new Error(`ReturnsValidationError: ${problem}\nPath: ${udfPath}`);
    }
    return resultJson;
  }
}
