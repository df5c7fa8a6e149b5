/**
 * The layering rules as a lint rule (ARCHITECTURE.md, "Rules"): an import is resolved
 * against the importing file and refused when it crosses a boundary.
 *
 * - `src/features/<a>` never imports `src/features/<b>`: shared code lives in
 *   `src/components` or `src/lib`.
 * - `src` imports `convex/` only through `convex/_generated/api` (and its types) and the pure
 *   `convex/domain`.
 * - `convex/domain` is pure: nothing from Convex's server (`convex/server`,
 *   `convex/_generated/server`) nor `convex/model`.
 * - `server/` (the embedded backend) imports nothing from `src` or the app's `convex/`.
 */
import { dirname, relative, resolve, sep } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

/** The import aliases of tsconfig.json and vite.config.ts: `@/` is src/, `@convex/` convex/. */
const ALIASES = [
  ["@/", "src/"],
  ["@convex/", "convex/"],
];

/** The repository-relative path an import points at, or null for a package import. */
function target(filename, source) {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix));
  if (alias) return alias[1] + source.slice(alias[0].length);
  if (!source.startsWith(".")) return null;
  return relative(ROOT, resolve(dirname(filename), source))
    .split(sep)
    .join("/");
}

function violation(file, source) {
  const to = target(resolve(file), source);
  const from = relative(ROOT, resolve(file)).split(sep).join("/");
  const feature = /^src\/features\/([^/]+)\//.exec(from)?.[1];
  if (feature && to) {
    const other = /^src\/features\/([^/]+)(\/|$)/.exec(to)?.[1];
    if (other && other !== feature) {
      return `features never import each other (${feature} → ${other}); move shared code to src/components or src/lib`;
    }
  }
  if (from.startsWith("src/") && to?.startsWith("convex/")) {
    const allowed =
      to.startsWith("convex/_generated/api") ||
      to.startsWith("convex/_generated/dataModel") ||
      to.startsWith("convex/domain/") ||
      to === "convex/domain";
    if (!allowed) return "src imports convex/ only through convex/_generated/api and convex/domain";
  }
  if (from.startsWith("convex/domain/")) {
    if (source === "convex/server" || source.startsWith("convex/server/")) {
      return "convex/domain is pure: nothing from Convex's server";
    }
    if (to && (to.startsWith("convex/_generated/server") || to.startsWith("convex/model/"))) {
      return "convex/domain is pure: nothing from convex/_generated/server or convex/model";
    }
  }
  if (from.startsWith("server/") && to && (to.startsWith("src/") || to.startsWith("convex/"))) {
    return "server/ imports nothing from src/ or the app's convex/ modules";
  }
  return null;
}

const rule = {
  meta: { type: "problem", schema: [], docs: { description: "Layering rules (ARCHITECTURE.md)" } },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const message = violation(context.filename, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers: rule } };
