/**
 * `npm run seed:sample`: the operator's way to load sample data (150 synthetic voters in
 * the "sample" tally scope; docs/data-model.md "Sample data"; visitors have the community
 * page's throttled panel while nobody has voted). Stop `npm start` first (the data
 * directory is one process's); `npm run seed:sample -- --remove` takes the sample data out
 * again.
 *
 * On a Convex deployment: `npx convex run seed:generateCommunity` (and
 * `seed:removeSynthetic`).
 */
import { join } from "node:path";
import { startBackend } from "../server/backend";
import { dataDir, root, runDataDirCommand } from "./dataDirScript";

async function main() {
  const remove = process.argv.includes("--remove");
  const backend = await startBackend({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    convexDir: join(root, "convex"),
    seed: true,
    quiet: true,
  });
  try {
    if (remove) {
      let result: { users: number; votes: number; remaining: boolean };
      do {
        result = (await backend.engine.runInternal("seed:removeSynthetic", {})) as typeof result;
        console.log(`removed ${result.users} sample voters and ${result.votes} votes`);
      } while (result.remaining);
    } else {
      const result = (await backend.engine.runInternal("seed:generateCommunity", {})) as {
        success: boolean;
        seedCount: number;
        error?: string;
      };
      if (!result.success) {
        console.error(`No sample data made: ${result.error ?? "unknown error"}`);
        process.exitCode = 1;
      } else if (result.seedCount === 0) {
        console.log("Sample data is already loaded.");
      } else {
        console.log(`Loaded ${result.seedCount} synthetic sample votes into ${dataDir}.`);
      }
    }
  } finally {
    await backend.close();
  }
}

await runDataDirCommand(main);
