/**
 * The operator's side of the privacy rights (docs/privacy.md "For the operator"), for a
 * person who cannot use their account page:
 *
 *   npm run privacy:export -- someone@example.com [file.json]
 *   npm run privacy:erase -- someone@example.com --yes
 *
 * Both run the app's internal functions (privacy:exportByEmail, privacy:eraseByEmail) on the
 * embedded backend's data directory (DATA_DIR, default .data), opened in this process. The
 * directory is one process's: stop `npm start` first (the lock says so and exits with 73).
 * On a Convex deployment: `npx convex run privacy:exportByEmail '{"email": "…"}'` and
 * `npx convex run privacy:eraseByEmail '{"email": "…"}'`.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startBackend } from "../server/backend";
import { personalDataFileName } from "../convex/domain/privacy";
import { dataDir, root, runDataDirCommand } from "./dataDirScript";
/** Erasure steps at most (each removes up to 500 rows per table; a person has few). */
const MAX_ERASE_STEPS = 100;

const USAGE =
  "usage: npm run privacy:export -- <email> [file.json]\n" +
  "       npm run privacy:erase -- <email> --yes";

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== "export" && command !== "erase") || !email || email.startsWith("-")) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  if (command === "erase" && !rest.includes("--yes")) {
    console.error(`This deletes ${email}'s account and everything stored about them.`);
    console.error("Run again with --yes to go ahead.");
    process.exitCode = 2;
    return;
  }
  const backend = await startBackend({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    convexDir: join(root, "convex"),
    seed: false,
    quiet: true,
  });
  try {
    if (command === "export") {
      const data = await backend.engine.runInternal("privacy:exportByEmail", { email });
      if (data === null) {
        console.error(`No account has the email ${email} in ${dataDir}.`);
        process.exitCode = 1;
        return;
      }
      const file = resolve(rest[0] ?? personalDataFileName(new Date()));
      writeFileSync(file, JSON.stringify(data, null, 2) + "\n", { mode: 0o600 });
      console.log(`Everything stored about ${email} is in ${file}.`);
      return;
    }
    for (let step = 0; step < MAX_ERASE_STEPS; step++) {
      const result = (await backend.engine.runInternal("privacy:eraseByEmail", { email })) as {
        found: boolean;
        done: boolean;
      };
      if (!result.found) {
        if (step === 0) {
          console.error(`No account has the email ${email} in ${dataDir}.`);
          process.exitCode = 1;
        } else console.log(`Erased ${email}: the account and everything stored about it.`);
        return;
      }
      if (result.done) {
        console.log(`Erased ${email}: the account and everything stored about it.`);
        return;
      }
    }
    console.error(`Erasing ${email} is not finished; run the command again.`);
    process.exitCode = 1;
  } finally {
    await backend.close();
  }
}

await runDataDirCommand(main);
