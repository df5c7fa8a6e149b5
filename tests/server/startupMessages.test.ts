/**
 * Small frictions (issue 25): the operator's scripts read `.env` as `npm start` does, and a
 * port already in use is said in words (which port, how to choose another), not a stack.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { EXIT_PORT_IN_USE } from "../../server/portInUse";

const ROOT = resolve(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "startup-messages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs a TypeScript entry point of the repository as npm would, without DATA_DIR or PORT. */
function run(args: string[], env: Record<string, string> = {}) {
  const { DATA_DIR: _dataDir, PORT: _port, ...inherited } = process.env;
  return spawnSync(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("the operator's scripts", () => {
  // Skipped where a developer keeps a .env of their own: the test must not touch it.
  test.skipIf(existsSync(join(ROOT, ".env")))(
    "read DATA_DIR from .env, like npm start",
    () => {
      const dataDir = join(work, "from-dotenv");
      writeFileSync(join(ROOT, ".env"), `DATA_DIR=${dataDir}\n`);
      try {
        const privacy = run(["scripts/privacy.ts", "export", "nobody@example.invalid"]);
        expect(privacy.stderr).toContain(
          `No account has the email nobody@example.invalid in ${dataDir}`,
        );
        const exported = run(["scripts/snapshot.ts", "export", join(work, "empty.zip")]);
        expect(exported.status).toBe(0);
        expect(existsSync(join(dataDir, "engine.sqlite"))).toBe(true);
      } finally {
        rmSync(join(ROOT, ".env"), { force: true });
      }
    },
    120_000,
  );
});

describe("a port in use", () => {
  test("is named, with how to choose another, and no stack", async () => {
    const blocker = createServer();
    await new Promise<void>((ready) => blocker.listen(0, "127.0.0.1", ready));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const backend = run(["server/cli.ts", "backend"], {
        BACKEND_PORT: String(port),
        DATA_DIR: join(work, "port"),
        SEED: "0",
        QUIET: "1",
      });
      expect(backend.status).toBe(EXIT_PORT_IN_USE);
      expect(backend.stderr).toContain(`Port ${port} (the app and its API) is already in use`);
      expect(backend.stderr).toContain("PORT=3010 npm start");
      expect(backend.stderr).not.toMatch(/^\s+at /m);
    } finally {
      blocker.close();
    }
  }, 60_000);
});
