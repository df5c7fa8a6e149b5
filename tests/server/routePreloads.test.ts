/**
 * A phone route's navigation is answered with index.html carrying modulepreload links for
 * its chunks (server/http/routePreloads.ts, docs/performance.md "The critical path"); any
 * other address, a build without the table and a direct asset get the files as built.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PHONE_ROUTES,
  phoneRouteOf,
  ROUTE_PRELOADS_FILE,
  routePreloadsOf,
  withModulePreloads,
} from "../../server/http/routePreloads";
import { serveStatic } from "../../server/http/static";

const SHELL = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script></head><body></body></html>`;
const TABLE = {
  "/quiz": ["/assets/QuizPage-q.js", "/assets/convex-c.js"],
  "/join/:code": ["/assets/JoinRoomPage-j.js"],
};

let dir = "";
let server: Server;
let origin = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "route-preloads-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), SHELL);
  writeFileSync(join(dir, "assets", "index-a.js"), "export {};");
  writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(TABLE));
  server = createServer((req, res) => serveStatic(req, res, dir));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string) => (await fetch(origin + path)).text();
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the server's route hints", () => {
  it("a phone route's HTML carries a modulepreload for each of its chunks, in the head", async () => {
    const html = await page("/quiz");
    expect(preloads(html)).toEqual(TABLE["/quiz"]);
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("a route with a parameter matches its pattern, with or without a trailing slash", async () => {
    expect(preloads(await page("/join/ABC123"))).toEqual(TABLE["/join/:code"]);
    expect(preloads(await page("/join/ABC123/"))).toEqual(TABLE["/join/:code"]);
    expect(preloads(await page("/join/ABC123/more"))).toEqual([]);
  });

  it("an unknown route and a route outside the table get the plain shell", async () => {
    expect(await page("/no-such-page")).toBe(SHELL);
    expect(await page("/bind-vote")).toBe(SHELL);
  });

  it("index.html asked for by name and the assets are served as built", async () => {
    expect(await page("/index.html")).toBe(SHELL);
    expect(await page("/assets/index-a.js")).toBe("export {};");
  });

  it("the gzipped answer carries the same hints", async () => {
    // fetch decompresses; the server gzips bodies over 512 bytes, so make one that long.
    const long = SHELL.replace("<body>", `<body>${"x".repeat(600)}`);
    writeFileSync(join(dir, "index.html"), long);
    try {
      const response = await fetch(`${origin}/quiz`, { headers: { "accept-encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(preloads(await response.text())).toEqual(TABLE["/quiz"]);
    } finally {
      writeFileSync(join(dir, "index.html"), SHELL);
    }
  });
});

describe("the build's table", () => {
  const root = "/repo";
  const chunk = (
    fileName: string,
    module: string | null,
    imports: string[] = [],
    isEntry = false,
  ) => ({
    fileName,
    facadeModuleId: module === null ? null : `${root}/${module}`,
    imports,
    isEntry,
  });
  const chunks = [
    chunk("assets/index-e.js", "index.html", ["assets/react-r.js"], true),
    chunk("assets/react-r.js", null),
    ...Object.values(PHONE_ROUTES)
      .flat()
      .filter((module, i, all) => all.indexOf(module) === i)
      .map((module) =>
        chunk(`assets/${module.split("/").at(-1)!.replace(".tsx", "")}-h.js`, module, [
          "assets/react-r.js",
          "assets/shared-s.js",
        ]),
      ),
    chunk("assets/shared-s.js", null, ["assets/react-r.js"]),
  ];

  it("names each route's chunks and their static imports, less what the entry already loads", () => {
    const table = routePreloadsOf(chunks, root);
    expect(Object.keys(table)).toEqual(Object.keys(PHONE_ROUTES));
    expect(table["/"]).toEqual(["/assets/HomePage-h.js", "/assets/shared-s.js"]);
    // The quiz paints before the client and the bars (src/app/loadConvex.ts): its page only.
    expect(table["/join/:code"]).toEqual(["/assets/JoinRoomPage-h.js", "/assets/shared-s.js"]);
    expect(table["/quiz"]).toEqual(["/assets/QuizPage-h.js", "/assets/shared-s.js"]);
    expect(table["/tax-simulator"]).toEqual([
      "/assets/SimulatorPage-h.js",
      "/assets/shared-s.js",
      "/assets/convex-h.js",
      "/assets/TopBar-h.js",
      "/assets/ProgressBar-h.js",
    ]);
  });

  it("refuses a build where a route's module has no chunk of its own", () => {
    expect(() => routePreloadsOf(chunks.slice(0, 3), root)).toThrow(/no chunk is built from/);
  });

  it("matches patterns by whole segments", () => {
    const patterns = Object.keys(PHONE_ROUTES);
    expect(phoneRouteOf("/", patterns)).toBe("/");
    expect(phoneRouteOf("/join", patterns)).toBe("/join");
    expect(phoneRouteOf("/join/X1", patterns)).toBe("/join/:code");
    expect(phoneRouteOf("/quizzes", patterns)).toBeUndefined();
    expect(phoneRouteOf("/cy", patterns)).toBe("/");
    expect(phoneRouteOf("/cy/", patterns)).toBe("/");
    expect(phoneRouteOf("/cy/join/X1", patterns)).toBe("/join/:code");
    expect(phoneRouteOf("/cymru", patterns)).toBeUndefined();
  });

  it("writes links only for built scripts under /assets/", () => {
    const html = withModulePreloads("<head></head>", ["/assets/a-1.js", '/x"><script>', "/b.css"]);
    expect(preloads(html)).toEqual(["/assets/a-1.js"]);
  });
});
