import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { E2E_PORT } from "./ports";
import { expectNoSeriousA11yViolations } from "./a11y";

/** A server of this test's own (stopping the shared one would break the other tests). */
const PORT = E2E_PORT + 30;
const URL = `http://127.0.0.1:${PORT}`;

/** `npm start` (supervised) on PORT with `dataDir`; resolves once it serves. */
function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli.ts", "start"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_DIST ?? "dist",
      SKIP_BUILD: "1",
    },
  });
  return new Promise((ready, fail) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("is running at")) ready(child);
    });
    child.once("exit", (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGTERM");
  });
}

test("a page whose server goes away says it is reconnecting, and clears it when the server is back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-reconnecting-"));
  let server = await startServer(dataDir);
  try {
    await page.goto(`${URL}/narratives`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const banner = page.getByRole("status").filter({ hasText: "Reconnecting…" });
    // Not on first load, nor while connected: once the narratives have come over the
    // socket (the loading grid is gone), there is no banner.
    await expect(page.getByLabel("Loading quadrants")).toHaveCount(0);
    await expect(banner).toHaveCount(0);

    await stopServer(server);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute("aria-live", "polite");
    await expect(banner).toContainText("Changes will show once the connection is back.");
    await expectNoSeriousA11yViolations(page);

    server = await startServer(dataDir);
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await stopServer(server);
  }
});
