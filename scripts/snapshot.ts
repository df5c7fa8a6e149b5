/**
 * The data directory as a Convex snapshot export, and back (docs/embedded-backend.md,
 * "Export and import"):
 *
 *   npm run export -- workshop.zip     DATA_DIR (default .data) → a ZIP `npx convex import` takes
 *   npm run import -- workshop.zip     a ZIP (`npx convex export`'s, or the above) → DATA_DIR
 *   npm run tallies:check              DATA_DIR's tallies against a recount of its votes
 *
 * Both open the directory in this process and take its lock: stop `npm start` first (they
 * say so and exit with 73 otherwise). Reads `.env` as `npm start` does.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { EMBEDDED_TALLY_SHARDS, ENGINE_FILE } from "../server/backend";
import { createSqliteEngine } from "../server/engine/sqlite/engine";
import { lockDataDir } from "../server/store/dataDirLock";
import { hasLegacyData } from "../server/store/legacyImport";
import { dataDir, root, runDataDirCommand } from "./dataDirScript";
import { checkTallies, exportSnapshot, importSnapshot } from "./snapshotData";

const convexDir = join(root, "convex");
// The shard count the embedded backend uses (server/backend.ts), for the rebuilt tallies.
process.env.TALLY_SHARDS ||= String(EMBEDDED_TALLY_SHARDS);

const USAGE =
  "usage: npm run export -- <file.zip>\n       npm run import -- <file.zip>\n" +
  "       npm run tallies:check";

async function main() {
  const [command, file] = process.argv.slice(2);
  if (!["export", "import", "check"].includes(command) || (command !== "check" && !file)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const path = resolve(file ?? ".");
  if (command === "import" && !existsSync(path)) {
    console.error(`There is no file ${path}.`);
    process.exitCode = 1;
    return;
  }
  const lock = lockDataDir(dataDir);
  try {
    if (hasLegacyData(dataDir)) {
      console.error(
        `${dataDir} is in the format before SQLite: run npm start once to upgrade it, then retry.`,
      );
      process.exitCode = 1;
      return;
    }
    const engine = await createSqliteEngine(convexDir, join(dataDir, ENGINE_FILE));
    try {
      const started = performance.now();
      if (command === "check") {
        const { scopes, differences } = checkTallies(engine);
        if (differences.length === 0) {
          console.log(`Tallies = recount in all ${scopes} scopes of ${dataDir}.`);
        } else {
          for (const line of differences) console.error(line);
          console.error(`${differences.length} of ${scopes} scopes differ from a recount.`);
          process.exitCode = 1;
        }
        return;
      }
      if (command === "export") {
        const summary = exportSnapshot(engine, path);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `Exported ${summary.documents} documents of ${summary.tables} tables to ${path} ` +
            `(${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${seconds} s).`,
        );
        if (summary.reIded > 0) {
          console.log(`${summary.reIded} documents with ids of the old format got new ids.`);
        }
        return;
      }
      const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
      const summary = await importSnapshot(engine, path, Object.keys(schema.tables));
      const total = Object.values(summary.imported).reduce((sum, n) => sum + n, 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Imported ${total} documents from ${path} into ${dataDir} (${seconds} s).`);
      for (const [table, count] of Object.entries(summary.imported)) {
        console.log(`  ${table}: ${count}`);
      }
      console.log(
        `Tallies rebuilt from ${summary.activeVotes} active votes; ` +
          `${summary.catalogueMatched} catalogue entries matched this directory's catalogue.`,
      );
    } finally {
      engine.close();
    }
  } finally {
    lock.release();
  }
}

await runDataDirCommand(main, { quietErrors: true });
