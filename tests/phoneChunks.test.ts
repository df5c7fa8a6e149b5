/**
 * Issue 42: the phone routes' chunks (scripts/vitePhoneChunks.ts) on a module graph small
 * enough to read. The build-level budget (files per phone route) is in bundleBudget.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  ENTRY_CHUNK,
  FILE_COST_BYTES,
  LAZY_SECTIONS,
  mergePhoneChunks,
  phoneChunkNames,
  phoneRouteLoads,
  type ModuleGraph,
} from "../scripts/vitePhoneChunks";
import { PHONE_ROUTES } from "../server/http/routePreloads";

/**
 * `imports`: static imports; `dynamic`: modules something imports with `import()`;
 * `lazy`: who imports what with `import()`.
 */
function graph(
  entry: string,
  imports: Record<string, string[]>,
  dynamic: string[],
  lazy: Record<string, string[]> = {},
): ModuleGraph {
  const ids = new Set([entry, ...Object.keys(imports), ...Object.values(imports).flat()]);
  return {
    ids,
    isEntry: (id) => id === entry,
    staticImports: (id) => imports[id] ?? [],
    dynamicImports: (id) => lazy[id] ?? [],
    dynamicallyImported: (id) => dynamic.includes(id),
  };
}

// main statically imports react; the quiz and the simulator are phone routes, each with the
// shell (convex); methods is a page no phone route is; the charts are loaded lazily.
const app = graph(
  "main",
  {
    main: ["react"],
    quiz: ["react", "format", "quizOnly"],
    simulator: ["format", "economy", "charts-link"],
    convex: ["client", "format"],
    methods: ["economy", "methodsOnly"],
    economy: ["tables"],
    charts: ["recharts"],
  },
  ["quiz", "simulator", "convex", "methods", "charts"],
);
const routes = { "/quiz": ["quiz", "convex"], "/tax-simulator": ["simulator", "convex"] };

describe("the phone routes' chunks", () => {
  const names = phoneChunkNames(app, routes);

  it("puts each module the phone routes reach in the chunk of the routes that reach it", () => {
    expect(names.get("format")).toBe("phone-0-1");
    expect(names.get("client")).toBe("phone-0-1");
    expect(names.get("quizOnly")).toBe("phone-0");
    expect(names.get("economy")).toBe("phone-1");
    // A dependency goes by the routes reaching it, like its importer here.
    expect(names.get("tables")).toBe("phone-1");
    expect(names.get("charts-link")).toBe("phone-1");
  });

  it("holds the entry's closure in one chunk of its own", () => {
    expect(names.get("react")).toBe(ENTRY_CHUNK);
    // The entry module itself is the bundler's to place (it is the entry chunk).
    expect(names.has("main")).toBe(false);
  });

  it("puts each root's own module in its chunk, and leaves every other lazily imported module and what no phone route reaches", () => {
    expect(names.get("quiz")).toBe("phone-0");
    expect(names.get("simulator")).toBe("phone-1");
    expect(names.get("convex")).toBe("phone-0-1");
    for (const id of ["methods", "charts"]) expect(names.has(id), id).toBe(false);
    for (const id of ["methodsOnly", "recharts"]) expect(names.has(id), id).toBe(false);
  });

  it("names no more chunks than there are sets of routes", () => {
    expect(new Set(names.values())).toEqual(
      new Set(["phone-0-1", "phone-0", "phone-1", ENTRY_CHUNK]),
    );
  });
});

describe("a phone page's lazy section drawn as it loads", () => {
  // The simulator draws its lower half (`below`, loaded lazily by `simulator`) as it loads;
  // the lower half shares `tabs` with the community page and `format` with its own page.
  const withSection = graph(
    "main",
    {
      main: ["react"],
      simulator: ["format", "belowLink"],
      community: ["tabs", "communityOnly", "format"],
      below: ["tabs", "format", "belowOnly"],
    },
    ["simulator", "community", "below"],
    { belowLink: ["below"] },
  );
  const pages = { "/tax-simulator": ["simulator"], "/community-comparison": ["community"] };

  it("loads the modules it shares with another page, not that page's whole chunk", () => {
    const names = phoneChunkNames(withSection, pages, ["below"]);
    // Numbered after the pages: the section is root 2.
    expect(names.get("tabs")).toBe("phone-1-2");
    expect(names.get("communityOnly")).toBe("phone-1");
    // What its own page loads already keeps its page's chunk; what only it reaches is the
    // bundler's to place, as before.
    expect(names.get("format")).toBe("phone-0-1");
    expect(names.has("belowOnly")).toBe(false);
  });

  it("left unlisted, it loads the other page's chunk (what the list is for)", () => {
    const names = phoneChunkNames(withSection, pages);
    expect(names.get("tabs")).toBe(names.get("communityOnly"));
  });

  it("refuses a listed section no phone page loads", () => {
    expect(() => phoneChunkNames(withSection, pages, ["gone"])).toThrow(/gone/);
  });
});

describe("merging the phone chunks", () => {
  /** `chunks`: module → [its chunk's name, its size in bytes, what it imports]. */
  function merge(
    chunks: Record<string, [string, number, string[]?]>,
    routes: { before: number[]; after?: number[] }[],
    rootModules: string[] = [],
  ) {
    const names = new Map(Object.entries(chunks).map(([id, [name]]) => [id, name]));
    return mergePhoneChunks(
      names,
      { size: (id) => chunks[id]![1], staticImports: (id) => chunks[id]![2] ?? [] },
      routes.map((route) => ({ before: route.before, after: route.after ?? [] })),
      rootModules,
    );
  }
  const small = FILE_COST_BYTES / 25;
  const large = FILE_COST_BYTES * 4;
  const twoPages = [{ before: [0] }, { before: [1] }];

  it("merges small chunks: a file costs a phone more than a few kilobytes it does not need", () => {
    const names = merge(
      { a: ["phone-0", small], b: ["phone-1", small], shared: ["phone-0-1", small] },
      twoPages,
    );
    expect(new Set(names.values())).toEqual(new Set(["phone-0-1"]));
  });

  it("keeps large chunks apart: their bytes cost more than the file saved", () => {
    const names = merge(
      { a: ["phone-0", large], b: ["phone-1", large], shared: ["phone-0-1", small] },
      twoPages,
    );
    expect(names.get("a")).toBe("phone-0");
    expect(names.get("b")).toBe("phone-1");
    expect(names.get("shared")).toBe("phone-0-1");
  });

  it("counts what a chunk imports: a merge that would make a page load a large chunk is not made", () => {
    // `onlyB` imports `library` (large, pages 1 to 3). Merged into `everywhere`, it would
    // cost page 0 a small module, and into `library` pages 2 and 3 one each, so counting
    // bytes alone the first looks better; but page 0 would then load `library` as well.
    const names = merge(
      {
        everywhere: ["phone-0-1", small],
        onlyB: ["phone-1", small, ["library"]],
        library: ["phone-1-2-3", large],
      },
      [{ before: [0] }, { before: [1] }, { before: [2] }, { before: [3] }],
    );
    expect(names.get("onlyB")).not.toBe(names.get("everywhere"));
  });

  it("never runs a root's own module where its root is not loaded (the shell's creates the client)", () => {
    // Route 0 paints before the shell (root 2) and takes it after; route 1 loads page 1 and
    // the shell before it paints. Merging `client` with `shared` saves route 1 a file, but
    // route 0 would run the client before its paint.
    const chunks: Record<string, [string, number]> = {
      home: ["phone-0", small],
      page: ["phone-1", small],
      client: ["phone-2", small],
      shared: ["phone-0-2", small],
    };
    const routes = [{ before: [0], after: [2] }, { before: [1, 2] }];
    const guarded = merge(chunks, routes, ["home", "page", "client"]);
    expect(guarded.get("client")).not.toBe(guarded.get("shared"));
    expect(guarded.get("client")).not.toBe(guarded.get("home"));
    // Unguarded, the merge is made: the guard is what keeps them apart.
    const unguarded = merge(chunks, routes);
    expect(unguarded.get("client")).toBe(unguarded.get("shared"));
  });

  it("names a chunk holding a root's module after it, as the bundler names a page's chunk", () => {
    const names = merge(
      { "/src/HomePage.tsx": ["phone-0", small], helper: ["phone-0", small] },
      [{ before: [0] }],
      ["/src/HomePage.tsx"],
    );
    expect(names.get("helper")).toBe("HomePage");
  });

  it("describes each phone route's loads by the roots' indices", () => {
    const loads = phoneRouteLoads();
    const routes = Object.keys(PHONE_ROUTES);
    expect(loads).toHaveLength(routes.length);
    const home = loads[routes.indexOf("/")]!;
    const simulator = loads[routes.indexOf("/tax-simulator")]!;
    // The home page paints before the shell and takes it after; the simulator waits for it.
    expect(home.before).toHaveLength(1);
    expect(simulator.before).toHaveLength(2);
    expect(home.after).toEqual([simulator.before[1]]);
    // The simulator's lower half, numbered after the roots, is loaded after its paint.
    const roots = new Set(loads.flatMap((load) => [...load.before]));
    expect(simulator.after).toEqual([
      roots.size +
        Object.keys(LAZY_SECTIONS).indexOf("src/features/budget-simulator/SimulatorBelowFold.tsx"),
    ]);
  });
});
