/**
 * `npm start` rebuilds when the build's settings differ (server/appBuild.ts): the `VITE_*`
 * values a build inlined are recorded beside it and compared with the current ones.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  absoluteShareUrls,
  appBuildIsStale,
  appBuildSettings,
  appBuildStaleReason,
  recordAppBuildSettings,
} from "../../server/appBuild";

let root = "";
let dist = "";
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "app-build-"));
  dist = join(root, "dist");
  mkdirSync(dist);
  writeFileSync(join(dist, "index.html"), "<!doctype html>");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const convexUrl = (url: string) => ({ VITE_CONVEX_URL: url, PATH: "/bin" });

describe("the build's settings", () => {
  test("are the VITE_ values of the env files and the environment, the environment winning", () => {
    writeFileSync(join(root, ".env"), "VITE_A=file\nVITE_B=file\nSECRET=x\n");
    writeFileSync(join(root, ".env.production"), "VITE_B=production\n");
    expect(appBuildSettings(root, { VITE_A: "env", OTHER: "y" })).toEqual({
      VITE_A: "env",
      VITE_B: "production",
    });
  });

  test("a build with the same settings is current; another VITE_CONVEX_URL makes it stale", () => {
    recordAppBuildSettings(dist, appBuildSettings(root, convexUrl("https://a.convex.cloud")));
    expect(appBuildIsStale(root, dist, convexUrl("https://a.convex.cloud"))).toBe(false);
    expect(appBuildStaleReason(root, dist, convexUrl("https://b.convex.cloud"))).toBe(
      "VITE_CONVEX_URL changed",
    );
    expect(appBuildStaleReason(root, dist, {})).toBe("VITE_CONVEX_URL changed");
  });

  test("a value set in .env counts as one from the environment", () => {
    recordAppBuildSettings(dist, appBuildSettings(root, {}));
    expect(appBuildIsStale(root, dist, {})).toBe(false);
    writeFileSync(join(root, ".env"), "VITE_CONVEX_URL=https://c.convex.cloud\n");
    expect(appBuildStaleReason(root, dist, {})).toBe("VITE_CONVEX_URL changed");
  });

  test("PUBLIC_URL counts too: it makes the share tags' URLs absolute", () => {
    recordAppBuildSettings(dist, appBuildSettings(root, {}));
    expect(appBuildStaleReason(root, dist, { PUBLIC_URL: "https://vote.example" })).toBe(
      "PUBLIC_URL changed",
    );
    const html =
      '<meta property="og:type" content="website" />\n' +
      '<meta property="og:image" content="/og-image.png" />\n' +
      '<meta name="twitter:image" content="/og-image.png" />';
    const built = absoluteShareUrls(html, "https://vote.example/");
    expect(built).toContain('<meta property="og:url" content="https://vote.example/" />');
    expect(built).toContain('property="og:image" content="https://vote.example/og-image.png"');
    expect(built).toContain('name="twitter:image" content="https://vote.example/og-image.png"');
    expect(absoluteShareUrls(html, undefined)).toBe(html);
  });

  test("a build without recorded settings (made before this rule) is rebuilt once", () => {
    expect(appBuildStaleReason(root, dist, {})).toBe("build settings not recorded");
    rmSync(join(dist, "index.html"));
    expect(appBuildStaleReason(root, dist, {})).toBe("first run");
  });
});
