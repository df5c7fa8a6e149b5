import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import convexPlugin from "@convex-dev/eslint-plugin";
import globals from "globals";
import boundaries from "./eslint/boundaries.js";
import waits from "./eslint/waits.js";
import i18n from "./eslint/i18n.js";

/** One way to name another folder: `@/` and `@convex/`, never `../` (the import rule below). */
const PARENT_IMPORT = {
  regex: "^\\.\\./",
  message: "Import through @/ (src) or @convex/ (convex) instead of ../",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      ".tmp",
      "convex/_generated",
      ".data*",
      "test-results",
      "playwright-report",
      "bench/results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // The layering rules (ARCHITECTURE.md): features apart, src reaches convex/ only
    // through _generated/api and domain, domain pure, server/ apart from the app.
    files: ["src/**/*.{ts,tsx}", "convex/**/*.ts", "server/**/*.ts"],
    plugins: { boundaries },
    rules: { "boundaries/layers": "error" },
  },
  {
    // One way to name another folder: `@/` (src/) and `@convex/` (convex/), never `../`
    // (tsconfig.json `paths`, vite.config.ts `alias`); `./` stays for the same folder.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [PARENT_IMPORT] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression > Literal[value=/^\\.\\.\\//]",
          message: "Import through @/ (src) or @convex/ (convex) instead of ../",
        },
      ],
    },
  },
  {
    // Every screen goes through the i18n layer (docs/i18n.md): no hard-coded user-facing text
    // in JSX anywhere in src; tests are exempt.
    files: ["src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    plugins: { i18n },
    rules: { "i18n/no-literal-text": "error" },
  },
  {
    // A component words itself with useT() or useTranslate(), which draw it again when the
    // language changes; with `translate` alone nothing would (the layout does not draw the
    // page again: docs/performance.md, "Renders and steady pages"). Helpers in .ts files take a `t` or use it.
    files: ["src/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [PARENT_IMPORT],
          paths: [
            {
              name: "@/i18n/react",
              importNames: ["translate"],
              message:
                "Word a component with useT() or useTranslate(), which follow a language switch",
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end tests wait for something the user would see (a locator, a URL, a
    // response), never for a fixed time, which is flaky on a slow machine and slow on a
    // fast one.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "Wait for a real condition (expect(...).toBeVisible(), toPass, waitForResponse)",
        },
      ],
    },
  },
  {
    // The tallies move with every vote by construction: only the vote trigger
    // (convex/model/voteTrigger.ts) writes `userVotes`; everything else writes through a
    // `VoteWrites`. Tests may set rows up directly.
    files: ["convex/**/*.ts", "server/**/*.ts", "scripts/**/*.ts", "bench/**/*.ts"],
    ignores: ["convex/model/voteTrigger.ts", "**/*.test.ts", "**/*.helpers.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|patch|replace|delete)$/][arguments.0.value='userVotes']",
          message:
            "Write userVotes through a VoteWrites (convex/model/voteTrigger.ts), which moves the tallies",
        },
      ],
    },
  },
  {
    // Unit and backend tests wait for a condition too, or run on fake timers or an injected
    // clock: no fixed sleep (eslint/waits.js).
    files: [
      "convex/**/*.test.ts",
      "src/**/*.test.{ts,tsx}",
      "src/test/**/*.{ts,tsx}",
      "tests/**/*.ts",
    ],
    plugins: { waits },
    rules: { "waits/no-fixed-sleep": "error" },
  },
  {
    // Promises are awaited, returned or explicitly voided; none is passed where a
    // void-returning callback is expected (type-aware).
    files: ["src/**/*.{ts,tsx}", "convex/**/*.ts", "server/**/*.ts"],
    languageOptions: {
      parserOptions: {
        project: ["./tsconfig.json", "./convex/tsconfig.json", "./tsconfig.node.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // typescript-eslint's type-aware recommended rules (no unsafe `any`, no unbound methods,
    // no needless assertions, …) where the code is meant to be fully typed: the app and the
    // pure rules. Not yet in server/, tests/server and bench/, which reach convex-test's
    // untyped internals and call functions through `anyApi` on purpose (hundreds of unsafe-any
    // findings by design), nor in the endpoints of convex/, whose few findings are their
    // owners' to fix before the rule set extends there.
    files: ["src/**/*.{ts,tsx}", "convex/domain/**/*.ts"],
    extends: [tseslint.configs.recommendedTypeChecked],
  },
  ...convexPlugin.configs.recommended,
  {
    // The embedded backend handles the convex package's untyped syscall arguments, and the
    // backend's tests and benchmarks call functions through the untyped `anyApi`.
    files: ["server/**/*.ts", "tests/server/**/*.ts", "bench/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
