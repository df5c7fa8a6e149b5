/**
 * The deploy check: `convex/` bundles for Convex's runtime the way the Convex CLI bundles it
 * (its own esbuild, the same entry-point rules, the same options), and `convex/_generated` is
 * what `convex codegen` produces from the current sources. Fails here, not at `npx convex
 * deploy` time.
 */
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");
const CONVEX = join(ROOT, "convex");
const require = createRequire(import.meta.url);
/** The esbuild the Convex CLI itself depends on. */
const esbuild = createRequire(require.resolve("convex"))("esbuild") as typeof import("esbuild");

/** The Convex CLI's rules for which files are function modules, and where each runs. */
function entryPoints(dir: string) {
  const isolate: string[] = [];
  const node: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      const rel = relative(dir, path);
      if (statSync(path).isDirectory()) {
        if (rel !== "_generated" && !name.startsWith(".") && name !== "node_modules") walk(path);
        continue;
      }
      if (!/\.(js|cjs|mjs|jsx|ts|tsx)$/.test(name)) continue;
      if (name.startsWith(".") || name.startsWith("#") || rel.includes(" ")) continue;
      if (name === "schema.ts" || name === "schema.js") continue;
      if ((name.match(/\./g) ?? []).length > 1) continue;
      const source = readFileSync(path, "utf8");
      if (!/^\s{0,100}(import|export)/m.test(source)) continue;
      if (/^\s*("|')use node("|');?\s*$/m.test(source)) node.push(path);
      else isolate.push(path);
    }
  };
  walk(dir);
  return { isolate, node };
}

async function bundle(entries: string[], platform: "browser" | "node") {
  return esbuild.build({
    entryPoints: entries,
    bundle: true,
    platform,
    format: "esm",
    target: "esnext",
    jsx: "automatic",
    outdir: "out",
    outbase: CONVEX,
    conditions: ["convex", "module"],
    write: false,
    splitting: true,
    logLevel: "silent",
    metafile: true,
  });
}

describe("deploying convex/ to Convex", () => {
  it('bundles every function module for Convex\'s runtime (no Node built-ins outside "use node" files)', async () => {
    const { isolate, node } = entryPoints(CONVEX);
    expect(isolate.length).toBeGreaterThan(10);
    const result = await bundle(isolate, "browser").catch(
      (error: { errors?: { text: string; location?: { file: string } }[] }) => {
        const messages = (error.errors ?? []).map((e) => `${e.location?.file ?? ""}: ${e.text}`);
        throw new Error(`Convex's bundler would refuse convex/:\n${messages.join("\n")}`);
      },
    );
    expect(result.errors).toEqual([]);
    if (node.length > 0) expect((await bundle(node, "node")).errors).toEqual([]);
    // The schema and auth config are bundled on their own, for the isolate.
    expect(
      (await bundle([join(CONVEX, "schema.ts"), join(CONVEX, "auth.config.ts")], "browser")).errors,
    ).toEqual([]);
  }, 60_000);

  it("has convex/_generated up to date with the sources (npm run codegen)", () => {
    const work = mkdtempSync(join(tmpdir(), "codegen-check-"));
    try {
      cpSync(CONVEX, join(work, "convex"), { recursive: true });
      for (const file of ["package.json", "tsconfig.json"])
        cpSync(join(ROOT, file), join(work, file));
      symlinkSync(join(ROOT, "node_modules"), join(work, "node_modules"), "dir");
      execFileSync(
        process.execPath,
        [
          join(ROOT, "node_modules/convex/bin/main.js"),
          "codegen",
          "--system-udfs",
          "--typecheck",
          "disable",
        ],
        { cwd: work, stdio: "pipe", env: { ...process.env, CONVEX_DEPLOYMENT: "" } },
      );
      for (const name of readdirSync(join(CONVEX, "_generated"))) {
        const committed = readFileSync(join(CONVEX, "_generated", name), "utf8");
        const generated = readFileSync(join(work, "convex/_generated", name), "utf8");
        expect(generated, `convex/_generated/${name} is stale: run npm run codegen`).toBe(
          committed,
        );
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
