import { describe, expect, it } from "vitest";
import { fork, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { EXIT_DATA_DIR_LOCKED, lockDataDir } from "../../../server/store/dataDirLock";
import { FIXTURE_CONVEX, ROOT, freshDataDir, startBackendProcess, waitFor } from "../harness";

const api = anyApi as any;

/** Runs `server/cli.ts <command>` to its end; its exit code and stderr. */
function runCli(command: string, env: Record<string, string>) {
  const child = fork(join(ROOT, "server/cli.ts"), [command], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    env: { ...process.env, CONVEX_DIR: FIXTURE_CONVEX, QUIET: "1", SKIP_BUILD: "1", ...env },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((done) =>
    child.once("exit", (code) => done({ code, stderr })),
  );
}

/** Every file in the directory with its content (the lock file aside). */
function contents(dir: string) {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name !== "backend.lock")
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

describe("one process per data directory (issue 12, finding 12)", () => {
  it("refuses a second backend and a second npm start on the same DATA_DIR, touching nothing, and the first keeps all 150 votes", async () => {
    const dataDir = freshDataDir();
    const first = await startBackendProcess({ dataDir });
    const http = new ConvexHttpClient(first.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    for (let i = 0; i < 150; i++) await http.mutation(api.messages.send, { body: `vote ${i}` });
    const before = contents(dataDir);

    const backend = await runCli("backend", { DATA_DIR: dataDir, BACKEND_PORT: "0" });
    expect(backend.code).toBe(EXIT_DATA_DIR_LOCKED);
    expect(backend.stderr).toContain(
      `The data directory ${dataDir} is in use by another backend process (pid ${first.process.pid}`,
    );
    const start = await runCli("start", { DATA_DIR: dataDir, PORT: "0" });
    expect(start.code).toBe(EXIT_DATA_DIR_LOCKED);
    expect(start.stderr).toContain("Stop that process first, or set DATA_DIR to another directory");
    expect(contents(dataDir)).toEqual(before);

    // The first one never noticed; after a restart every vote is still there.
    await http.mutation(api.messages.send, { body: "after" });
    await first.stop();
    expect(existsSync(join(dataDir, "backend.lock"))).toBe(false);
    const second = await startBackendProcess({ dataDir });
    const again = new ConvexHttpClient(second.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    const stored: string[] = await again.query(api.messages.list, {});
    expect(stored).toHaveLength(151);
    await second.stop();
  }, 60_000);

  it("takes over a lock left by a process that died (kill -9), and one whose pid now names another process", async () => {
    const dataDir = freshDataDir();
    const crashed = await startBackendProcess({ dataDir });
    await crashed.crash();
    const stale = JSON.parse(readFileSync(join(dataDir, "backend.lock"), "utf8")) as {
      pid: number;
    };
    expect(stale.pid).toBe(crashed.process.pid);
    const next = await startBackendProcess({ dataDir });
    await next.stop();

    // A live pid with another start time: the id was reused after the owner died.
    const reused = { pid: process.pid, startTime: "1", since: "2026-01-01T00:00:00.000Z" };
    writeFileSync(join(dataDir, "backend.lock"), JSON.stringify(reused));
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another backend process/);
    lock.release();
    expect(existsSync(join(dataDir, "backend.lock"))).toBe(false);

    // A process that exited cleanly long ago.
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dataDir, "backend.lock"), JSON.stringify({ pid: gone, since: "x" }));
    lockDataDir(dataDir).release();
  }, 60_000);

  it("takes over a lock whose holder is a zombie (dead, not yet collected by its parent)", async () => {
    // The first `sleep` ends after 0.2 s; its parent has exec'd `sleep`, which never collects it.
    const parent = spawn("bash", ["-c", "sleep 0.2 & echo $!; exec sleep 30"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      let out = "";
      parent.stdout.on("data", (chunk) => (out += chunk));
      const pid = await waitFor(() => Number.parseInt(out, 10) || null);
      const stat = () => readFileSync(`/proc/${pid}/stat`, "utf8");
      await waitFor(() =>
        stat()
          .slice(stat().lastIndexOf(")") + 2)
          .startsWith("Z"),
      );
      expect(() => process.kill(pid, 0)).not.toThrow(); // what the old check relied on

      const dataDir = freshDataDir();
      const startTime = stat()
        .slice(stat().lastIndexOf(")") + 2)
        .split(" ")[19];
      writeFileSync(
        join(dataDir, "backend.lock"),
        JSON.stringify({ pid, startTime, since: "2026-01-01T00:00:00.000Z" }),
      );
      lockDataDir(dataDir).release();
    } finally {
      parent.kill("SIGKILL");
    }
  });

  it("npm start comes back at once after kill -9 of its whole process group", async () => {
    const dataDir = freshDataDir();
    /** `server/cli.ts start` in its own process group; resolves with its URL line. */
    const startGroup = () => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(ROOT, "server/cli.ts"), "start"],
        {
          cwd: ROOT,
          detached: true,
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            CONVEX_DIR: FIXTURE_CONVEX,
            SKIP_BUILD: "1",
            DATA_DIR: dataDir,
            PORT: "0",
          },
        },
      );
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const ready = new Promise<void>((resolveReady, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 30_000);
        child.stdout.on("data", () => {
          if (!output.includes("is running at")) return;
          clearTimeout(timer);
          resolveReady();
        });
        child.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`exited ${code}: ${output}`));
        });
      });
      return { child, ready };
    };

    const first = startGroup();
    await first.ready;
    process.kill(-first.child.pid!, "SIGKILL");
    const second = startGroup();
    try {
      await second.ready;
    } finally {
      if (second.child.exitCode === null) process.kill(-second.child.pid!, "SIGTERM");
    }
  }, 90_000);
});
