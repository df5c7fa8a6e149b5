import { describe, expect, it } from "vitest";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { freshDataDir, startBackendProcess, waitFor } from "./harness";

const api = anyApi as any;

describe("durability", () => {
  it("keeps every acknowledged mutation, and nothing else, across kill -9", async () => {
    const dataDir = freshDataDir();
    const first = await startBackendProcess({ dataDir });
    const http = new ConvexHttpClient(first.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    const acknowledged = new Set<string>();
    const sent = new Set<string>();
    let stop = false;
    // Four writers in parallel; the process is killed while they are mid-stream.
    const writers = [0, 1, 2, 3].map(async (writer) => {
      for (let i = 0; !stop; i++) {
        const body = `w${writer}-${i}`;
        sent.add(body);
        try {
          await http.mutation(api.messages.send, { body }, { skipQueue: true });
          acknowledged.add(body);
        } catch {
          return;
        }
      }
    });
    // Crash mid-stream once enough writes are acknowledged (however slow the machine).
    await waitFor(() => acknowledged.size > 20, 60_000);
    await first.crash();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThan(20);

    const second = await startBackendProcess({ dataDir });
    const after = new ConvexHttpClient(second.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    const stored: string[] = await after.query(api.messages.list, {});
    for (const body of acknowledged) expect(stored).toContain(body);
    for (const body of stored) expect(sent.has(body)).toBe(true);
    expect(new Set(stored).size).toBe(stored.length);

    // A graceful stop closes the store; the next start opens the same documents and ids.
    const idBefore = await after.mutation(api.messages.send, { body: "after restart" });
    await second.stop();
    const third = await startBackendProcess({ dataDir });
    const again = new ConvexHttpClient(third.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    const restored: string[] = await again.query(api.messages.list, {});
    expect(restored).toEqual([...stored, "after restart"]);
    // Ids are random (Convex's format), never reused after a restart.
    const idAfter = await again.mutation(api.messages.send, { body: "next" });
    expect(typeof idAfter).toBe("string");
    expect(idAfter).not.toBe(idBefore);
    await third.stop();
  }, 180_000);

  it("resumes scheduled functions that were pending when the process died", async () => {
    const dataDir = freshDataDir();
    const first = await startBackendProcess({ dataDir });
    const http = new ConvexHttpClient(first.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    await http.mutation(api.messages.sendLater, { body: "survivor", delayMs: 1500 });
    await first.crash();
    const second = await startBackendProcess({ dataDir });
    const after = new ConvexHttpClient(second.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    let stored: string[] = [];
    await waitFor(async () => {
      stored = await after.query(api.messages.list, {});
      return stored.includes("survivor");
    }, 20_000);
    expect(stored).toEqual(["survivor"]);
    await second.stop();
  }, 30_000);
});
