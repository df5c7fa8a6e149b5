/**
 * Issue 42: the phone routes' chunks (scripts/vitePhoneChunks.ts) on a module graph small
 * enough to read. The build-level budget (files per phone route) is in bundleBudget.test.ts.
 */
import { describe, expect, it } from "vitest";
import { ENTRY_CHUNK, phoneChunkNames, type ModuleGraph } from "../scripts/vitePhoneChunks";

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

  it("leaves every lazily imported module and what no phone route reaches", () => {
    for (const id of ["quiz", "simulator", "convex", "methods", "charts"])
      expect(names.has(id), id).toBe(false);
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
