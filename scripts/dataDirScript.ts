/**
 * What the operator's data-directory commands share (`seed:sample`, `privacy:*`,
 * `export`/`import`/`tallies:check`): the same `.env` as `npm start` (the environment wins
 * over the file), the same DATA_DIR, and, when `npm start` holds the directory, its lock
 * message and exit code 73 instead of a stack.
 */
import { resolve } from "node:path";
import { loadDotEnv } from "../server/network";
import { DataDirLockedError, EXIT_DATA_DIR_LOCKED } from "../server/store/dataDirLock";

export const root = resolve(import.meta.dirname, "..");
loadDotEnv(root);
export const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");

/**
 * Runs the command. A held data directory says so and exits 73; any other failure is
 * thrown (a stack), or with `quietErrors` printed as its message and exit code 1.
 */
export async function runDataDirCommand(
  main: () => Promise<void>,
  { quietErrors = false }: { quietErrors?: boolean } = {},
): Promise<void> {
  await main().catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(EXIT_DATA_DIR_LOCKED);
    }
    if (!quietErrors) throw error;
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
