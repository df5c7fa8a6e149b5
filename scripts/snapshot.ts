/**
 * The data directory as a Convex snapshot export, and back (docs/embedded-backend.md,
 * "Export and import"):
 *
 *   npm run export -- workshop.zip     DATA_DIR (default .data) → a ZIP `npx convex import` takes
 *   npm run import -- workshop.zip     a ZIP (`npx convex export`'s, or the above) → DATA_DIR
 *   npm run tallies:check              DATA_DIR's tallies against a recount of its votes
 *
 * Options (docs/privacy.md "Workshop exports", docs/security.md "Imports"):
 *   export --with-password-hashes      also write password hashes (off: people sign in again)
 *   import --dry-run                   check the ZIP and print what would arrive; write nothing
 *   import --with-password-hashes      keep the ZIP's password hashes (off: dropped)
 *   import --keep-verification         keep verified addresses (off: dropped, people verify again)
 *   import --max-unpacked-mb=N         refuse a ZIP that unpacks to more (default 1024)
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
import { DEFAULT_ZIP_LIMITS } from "../server/store/zip";
import {
  checkTallies,
  exportSnapshot,
  importSnapshot,
  schemaJsonOf,
  type ImportSummary,
} from "./snapshotData";

const convexDir = join(root, "convex");
// The shard count the embedded backend uses (server/backend.ts), for the rebuilt tallies.
process.env.TALLY_SHARDS ||= String(EMBEDDED_TALLY_SHARDS);

const USAGE =
  "usage: npm run export -- <file.zip> [--with-password-hashes]\n" +
  "       npm run import -- <file.zip> [--dry-run] [--with-password-hashes] " +
  "[--keep-verification] [--max-unpacked-mb=N]\n" +
  "       npm run tallies:check";
const FLAGS: Record<string, string[]> = {
  export: ["--with-password-hashes"],
  import: ["--dry-run", "--with-password-hashes", "--keep-verification", "--max-unpacked-mb"],
  check: [],
};

function printImport(summary: ImportSummary, dryRun: boolean) {
  const { preview } = summary;
  console.log(
    `${dryRun ? "Would import" : "Imported"}: ${preview.accounts} accounts ` +
      `(${preview.verifiedAccounts} verified), ${preview.guests} guests.`,
  );
  if (preview.verificationDropped > 0) {
    console.log(
      `  ${preview.verificationDropped} accounts the ZIP calls verified arrive unverified ` +
        "(--keep-verification keeps it, for a ZIP from a deployment you run).",
    );
  }
  if (preview.passwordHashesDropped > 0) {
    console.log(
      `  ${preview.passwordHashesDropped} password hashes dropped: those people sign in ` +
        "with an emailed code or reset their password (--with-password-hashes keeps them).",
    );
  }
  console.log("  Active votes by room:");
  for (const [room, votes] of Object.entries(preview.activeVotesByRoom)) {
    console.log(`    ${room}: ${votes}`);
  }
  console.log(`  Documents by table${dryRun ? " (nothing written)" : ""}:`);
  for (const [table, count] of Object.entries(summary.imported)) {
    console.log(`    ${table}: ${count}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const [command, file] = args.filter((arg) => !arg.startsWith("--"));
  const flags = new Map(
    args
      .filter((arg) => arg.startsWith("--"))
      .map((arg) => [arg.split("=")[0], arg.split("=")[1] ?? ""] as const),
  );
  const unknown = [...flags.keys()].filter((flag) => !(FLAGS[command] ?? []).includes(flag));
  const maxMb = Number(flags.get("--max-unpacked-mb") ?? 1024);
  if (
    !["export", "import", "check"].includes(command) ||
    (command !== "check" && !file) ||
    unknown.length > 0 ||
    !(maxMb > 0)
  ) {
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
        const summary = exportSnapshot(engine, path, {
          withPasswordHashes: flags.has("--with-password-hashes"),
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `Exported ${summary.documents} documents of ${summary.tables} tables to ${path} ` +
            `(${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${seconds} s).`,
        );
        console.log(
          summary.passwordHashes > 0
            ? `It holds ${summary.passwordHashes} password hashes: keep it as docs/privacy.md says.`
            : "It holds no keys or password hashes; it does hold emails and votes (docs/privacy.md).",
        );
        if (summary.reIded > 0) {
          console.log(`${summary.reIded} documents with ids of the old format got new ids.`);
        }
        return;
      }
      const schema = (await import(pathToFileURL(join(convexDir, "schema.ts")).href)).default;
      const dryRun = flags.has("--dry-run");
      const summary = await importSnapshot(engine, path, schemaJsonOf(schema), {
        dryRun,
        withPasswordHashes: flags.has("--with-password-hashes"),
        keepVerification: flags.has("--keep-verification"),
        limits: { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: maxMb * 1024 * 1024 },
      });
      const total = Object.values(summary.imported).reduce((sum, n) => sum + n, 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      printImport(summary, dryRun);
      if (dryRun) {
        console.log(`Dry run: ${path} passed every check; nothing was written (${seconds} s).`);
        return;
      }
      console.log(`Imported ${total} documents from ${path} into ${dataDir} (${seconds} s).`);
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
