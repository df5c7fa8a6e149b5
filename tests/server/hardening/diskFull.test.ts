/**
 * Issue 28, finding 7: on a full disk the backend used to exit (a failed COMMIT exits 70) and
 * the supervisor restarted it in a loop, so reads stopped too. Now the group that could not
 * be committed is rolled back (its callers get an error), writes are refused with a message
 * the app shows, queries and subscriptions keep serving, and writes resume by themselves
 * once space is back.
 *
 * A real full disk: the data directory is a small tmpfs (we run as root in the sandbox),
 * filled with a file. Where tmpfs cannot be mounted the test is skipped (and says so).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISK_FULL_MESSAGE } from "../../../server/engine/errors";
import { startBackendProcess, waitFor, type RunningBackend } from "../harness";
import { handshake, httpCall, openSocket, type RawSocket } from "./wire";

const mountPoint = mkdtempSync(join(tmpdir(), "disk-full-"));
const mounted = (() => {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=12m", "tmpfs", mountPoint], {
      stdio: "ignore",
    });
    return true;
  } catch {
    console.log("disk-full test skipped: tmpfs cannot be mounted here");
    return false;
  }
})();
const dataDir = join(mountPoint, "data");
const filler = join(mountPoint, "filler");

let backend: RunningBackend;
const sockets: RawSocket[] = [];
/** Each message carries 4 KB, so the database grows with every write. */
const body = (i: number) => `m${i}:${"x".repeat(4000)}`;

async function listed(target: RunningBackend): Promise<string[]> {
  const { status, body: reply } = await httpCall(target, "query", "messages:list");
  expect(status).toBe(200);
  return (reply.value as string[]).map((text) => text.split(":")[0]);
}

beforeAll(async () => {
  if (!mounted) return;
  backend = await startBackendProcess({ dataDir });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await backend?.stop();
  if (mounted) execFileSync("umount", ["-l", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!mounted)("7. a full disk makes the backend read-only, not dead", () => {
  it("refuses writes with a clear error, keeps serving reads, resumes when space is back, loses nothing acknowledged", async () => {
    // Leave about 1 MiB free: a few hundred writes fill it.
    const { bavail, bsize } = statfsSync(mountPoint);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 1024 * 1024)));

    // A subscriber that must keep being served.
    const watcher = await openSocket(backend);
    sockets.push(watcher);
    handshake(watcher, "watcher");
    watcher.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "messages:list", args: [{}] }],
    });
    await watcher.next((m) => m.type === "Transition" && m.modifications.length > 0);

    const acknowledged = new Set<string>();
    let refusal: any = null;
    for (let i = 0; i < 3000 && !refusal; i += 4) {
      // Four at a time, so that groups hold several commits.
      const replies = await Promise.all(
        [0, 1, 2, 3].map((k) =>
          httpCall(backend, "mutation", "messages:send", { body: body(i + k) }),
        ),
      );
      replies.forEach((reply, k) => {
        if (reply.status === 200) acknowledged.add(`m${i + k}`);
        else refusal ??= reply.body;
      });
    }
    expect(refusal, "the disk never filled").not.toBeNull();
    expect(refusal.errorMessage).toBe(DISK_FULL_MESSAGE);
    expect(refusal.errorData).toEqual({ code: "DISK_FULL", message: DISK_FULL_MESSAGE });
    console.log(`disk full after ${acknowledged.size} acknowledged writes`);

    // Still alive and serving reads: exactly what was acknowledged.
    expect(backend.process.exitCode).toBeNull();
    expect(new Set(await listed(backend))).toEqual(acknowledged);
    // Writes are refused, over HTTP and over the WebSocket, with the same words.
    const refused = await httpCall(backend, "mutation", "messages:send", { body: body(-1) });
    expect(refused.body.errorMessage).toBe(DISK_FULL_MESSAGE);
    const writer = await openSocket(backend);
    sockets.push(writer);
    handshake(writer, "writer");
    writer.send({
      type: "Mutation",
      requestId: 7,
      udfPath: "messages:send",
      args: [{ body: "w" }],
    });
    const response = await writer.next((m) => m.type === "MutationResponse" && m.requestId === 7);
    expect(response.success).toBe(false);
    expect(response.result).toBe(DISK_FULL_MESSAGE);
    expect(response.errorData).toEqual({ code: "DISK_FULL", message: DISK_FULL_MESSAGE });
    // The subscriber is still connected, or was told to reconnect: a new one is served.
    const reader = await openSocket(backend);
    sockets.push(reader);
    handshake(reader, "reader");
    reader.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "messages:list", args: [{}] }],
    });
    const transition = await reader.next(
      (m) => m.type === "Transition" && m.modifications.length > 0,
    );
    expect(transition.modifications[0].value).toHaveLength(acknowledged.size);

    // The first subscriber never saw a message that was not stored: it holds what was
    // acknowledged, or was dropped (to reconnect) if a rolled-back group touched its query.
    const values = watcher.messages
      .filter((m) => m.type === "Transition")
      .flatMap((m) => m.modifications.filter((q: any) => q.type === "QueryUpdated"))
      .map((q: any) => (q.value as string[]).map((text) => text.split(":")[0]));
    for (const value of values) for (const id of value) expect(acknowledged.has(id)).toBe(true);
    console.log(
      `subscriber ${watcher.closed ? "dropped to reconnect" : "still connected"}, ` +
        `${values.length} updates, last ${values.at(-1)?.length} messages`,
    );

    // Space comes back: writes resume by themselves (the probe runs every 5 s).
    rmSync(filler);
    const resumedAt = performance.now();
    await waitFor(
      async () =>
        (await httpCall(backend, "mutation", "messages:send", { body: body(9999) })).status === 200,
      30_000,
    );
    acknowledged.add("m9999");
    console.log(
      `writes resumed ${Math.round(performance.now() - resumedAt)} ms after space was freed`,
    );

    // Nothing acknowledged was lost, even across a restart.
    await backend.stop();
    backend = await startBackendProcess({ dataDir });
    expect(new Set(await listed(backend))).toEqual(acknowledged);
  }, 60_000);
});
