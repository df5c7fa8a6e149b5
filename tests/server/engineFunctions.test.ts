/**
 * The function registry alone (server/engine/sqlite/functions.ts): functions found by path
 * and kind, arguments and return values checked as Convex checks them, with no engine,
 * store or transaction.
 */
import { describe, expect, it } from "vitest";
import { actionGeneric, internalQueryGeneric, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { FunctionRegistry, functionName, kindOf } from "../../server/engine/sqlite/functions";

const lib = {
  double: queryGeneric({
    args: { n: v.number() },
    returns: v.number(),
    handler: async (_ctx, { n }) => n * 2,
  }),
  // Its handler would fail the type check; the registry checks the text it returns.
  lies: queryGeneric({ args: {}, returns: v.string(), handler: async () => "one" }),
  anything: queryGeneric({ args: v.any(), handler: async () => null }),
  write: mutationGeneric({ args: {}, handler: async () => null }),
  act: actionGeneric({ args: {}, handler: async () => null }),
  hidden: internalQueryGeneric({ args: {}, handler: async () => null }),
};

const modules = {
  "./_generated/api.js": async () => ({}),
  "./lib.ts": async () => lib,
};

/** Ids are not under test: no string is an id. */
const noIds = { tableOf: () => null };

describe("the function registry", () => {
  it("finds a function by path and kind, and says what Convex says when there is none", async () => {
    const registry = new FunctionRegistry(modules, noIds);
    const double = await registry.require("lib:double", "query");
    expect(kindOf(double)).toBe("query");
    expect(kindOf(await registry.require("lib:write", "mutation"))).toBe("mutation");
    expect(kindOf(await registry.require("lib:act", "action"))).toBe("action");
    expect((await registry.load("lib:hidden"))?.isInternal).toBe(true);
    await expect(registry.require("lib:double", "mutation")).rejects.toThrow(
      'Could not find mutation function "lib:double"',
    );
    await expect(registry.require("nowhere:fn", "query")).rejects.toThrow(
      'Could not find query function "nowhere:fn"',
    );
    expect(await registry.load("lib:missing")).toBeNull();
  });

  it("checks arguments against the validator and gives the text invoke takes", async () => {
    const registry = new FunctionRegistry(modules, noIds);
    const double = await registry.require("lib:double", "query");
    expect(registry.checkArgs(double, "lib:double", { n: 2 })).toBe('[{"n":2}]');
    expect(() => registry.checkArgs(double, "lib:double", { n: "2" })).toThrow(
      /^ArgumentValidationError: .*\nPath: lib:double$/s,
    );
    // v.any() checks nothing but the shape.
    const anything = await registry.require("lib:anything", "query");
    expect(registry.checkArgs(anything, "lib:anything", { x: [1] })).toBe('[{"x":[1]}]');
    let deep: unknown = 1;
    for (let i = 0; i < 70; i++) deep = [deep];
    expect(() => registry.checkArgs(anything, "lib:anything", { deep })).toThrow(/nested/);
  });

  it("checks a return value against its validator", async () => {
    const registry = new FunctionRegistry(modules, noIds);
    const double = await registry.require("lib:double", "query");
    expect(registry.checkReturns(double, "lib:double", "4")).toBe(4);
    const lies = await registry.require("lib:lies", "query");
    expect(() => registry.checkReturns(lies, "lib:lies", "1")).toThrow(
      /^ReturnsValidationError: .*\nPath: lib:lies$/s,
    );
  });

  it("calls only functions of this app by name", () => {
    expect(functionName({ name: "lib:double" })).toBe("lib:double");
    expect(() => functionName({ functionHandle: "function://x" })).toThrow(
      "Only functions of this app",
    );
  });
});
