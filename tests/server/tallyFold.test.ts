/**
 * Tallies as folded deltas across kill -9 (docs/scale.md "Tallies as folded deltas"): a
 * vote mutation's deltas are committed with the votes, so a crash between the deltas and
 * their fold loses nothing: after the restart the readers count every vote at once, and
 * the cron folds the deltas into the summary, equal to a recount.
 */
import { join } from "node:path";
import Database from "better-sqlite3";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { describe, expect, it } from "vitest";
import { checkTallies } from "../../scripts/snapshotData";
import { ENGINE_FILE } from "../../server/backend";
import { createSqliteEngine } from "../../server/engine/sqlite/engine";
import { freshDataDir, ROOT, startBackendProcess, waitFor } from "./harness";

const CONVEX_DIR = join(ROOT, "convex");

/** Documents of a table in the data directory's SQLite file (the process not running). */
function countDocuments(dataDir: string, table: string): number {
  const db = new Database(join(dataDir, ENGINE_FILE), { readonly: true });
  try {
    const row = db.prepare("SELECT COUNT(*) AS n FROM documents WHERE tbl = ?").get(table);
    return (row as { n: number }).n;
  } finally {
    db.close();
  }
}

async function sampleTotal(url: string): Promise<number | undefined> {
  const http = new ConvexHttpClient(url, { skipConvexDeploymentUrlCheck: true, logger: false });
  const page = (await http.query(anyApi.community.page, {})) as {
    sample: { totalVotes: number } | null;
  };
  return page.sample?.totalVotes;
}

describe("tally deltas across kill -9", () => {
  it("a crash between the deltas and their fold loses nothing; the fold runs after the restart", async () => {
    const dataDir = freshDataDir();
    const first = await startBackendProcess({
      dataDir,
      convexDir: CONVEX_DIR,
      // No cron in the first process: it dies with the delta certainly unfolded.
      env: { SEED: "1", CRONS: "0" },
    });
    const http = new ConvexHttpClient(first.url, {
      skipConvexDeploymentUrlCheck: true,
      logger: false,
    });
    const generated = (await http.action(anyApi.seed.generateSample, {})) as {
      seedCount: number;
    };
    await first.crash();
    expect(generated.seedCount).toBe(150);
    // The sample's delta was committed; no fold ran (CRONS=0 held the cron back).
    expect(countDocuments(dataDir, "tallyDeltas")).toBeGreaterThan(0);
    expect(countDocuments(dataDir, "tallyShards")).toBe(0);

    const second = await startBackendProcess({ dataDir, convexDir: CONVEX_DIR });
    expect(await sampleTotal(second.url)).toBe(150);
    // The cron folds soon after the start: every delta gone from the file, read as it runs.
    await waitFor(() => countDocuments(dataDir, "tallyDeltas") === 0, 60_000);
    expect(await sampleTotal(second.url)).toBe(150);
    await second.stop();
    expect(countDocuments(dataDir, "tallyDeltas")).toBe(0);
    expect(countDocuments(dataDir, "tallyShards")).toBeGreaterThan(0);
    const engine = await createSqliteEngine(CONVEX_DIR, join(dataDir, ENGINE_FILE));
    try {
      expect(checkTallies(engine).differences).toEqual([]);
    } finally {
      engine.close();
    }
  }, 120_000);
});
