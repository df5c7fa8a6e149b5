/**
 * Tests wait for a condition, never for a fixed time (ARCHITECTURE.md, "Tests"): a fixed
 * sleep is flaky on a busy machine and slow on an idle one. Refused in test files:
 *
 * - a call to a function named `sleep` or `delay`;
 * - `new Promise((resolve) => setTimeout(resolve, ms))`: a timer whose callback is the
 *   promise's own resolve, which is how a sleep is written inline.
 *
 * Wait instead with `vi.waitFor` or the harness's `waitFor` (tests/server/harness.ts), on a
 * promise that settles when the thing happens, or on fake timers (`vi.useFakeTimers`) or an
 * injected clock. A timer that rejects or gives up (`setTimeout(() => reject(...), ms)`,
 * `setTimeout(finish, ms)`) is a bound, not a wait, and stays allowed.
 */
const SLEEP_NAMES = new Set(["sleep", "delay"]);

/** Is `name` the resolve (first parameter) of a `new Promise` executor around `ancestors`? */
function isPromiseResolve(name, ancestors) {
  return ancestors.some(
    (node, i) =>
      (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression") &&
      node.params[0]?.type === "Identifier" &&
      node.params[0].name === name &&
      ancestors[i - 1]?.type === "NewExpression" &&
      ancestors[i - 1].callee.type === "Identifier" &&
      ancestors[i - 1].callee.name === "Promise",
  );
}

const rule = {
  meta: {
    type: "problem",
    schema: [],
    docs: { description: "No fixed sleeps in tests: wait for a condition" },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "Identifier") return;
        if (SLEEP_NAMES.has(callee.name)) {
          context.report({
            node,
            message: `A fixed wait (${callee.name}): wait for a condition (vi.waitFor, waitFor, a promise), or use fake timers`,
          });
        } else if (
          callee.name === "setTimeout" &&
          node.arguments[0]?.type === "Identifier" &&
          isPromiseResolve(node.arguments[0].name, context.sourceCode.getAncestors(node))
        ) {
          context.report({
            node,
            message:
              "A fixed wait (setTimeout(resolve, ms)): wait for a condition (vi.waitFor, waitFor, a promise), or use fake timers",
          });
        }
      },
    };
  },
};

export default { rules: { "no-fixed-sleep": rule } };
