/**
 * A Vite plugin that gives the phone routes fewer, larger chunks (issue 42,
 * docs/performance.md "Fewer requests on a phone").
 *
 * Left to itself the bundler makes one chunk per set of pages sharing a module, so
 * `/tax-simulator` needed 62 files (the entry's 4 and 58 more, half of them under 1 KB gzip).
 * Our own server speaks HTTP/1.1: a phone opens at most six connections to it and each file
 * costs at least one round trip on one of them, so on slow 4G (150 ms) those files cost about
 * ten round trips one after another before the page can be drawn, whatever their size.
 *
 * This plugin puts the modules the phone routes reach into one chunk per set of roots that
 * reach them ("which roots import this module statically", `phoneRoots` below): each phone
 * route's page is a root, and the shell every page with the top bar loads (the Convex client,
 * the top bar, the progress bar) is one root. So the shell's modules land in one chunk, a
 * module only the simulator and the vote need lands in another, and each phone route loads a
 * handful of chunks. No route loads a module it does not import, except where a chunk's
 * modules are also needed by pages that are not phone routes, which load that whole chunk.

 * The entry's own static closure is one chunk (ENTRY_CHUNK). Untouched: every module
 * something imports dynamically (each page, the charts, dialogs: they stay chunks of
 * their own, which `routePreloadsOf` and `React.lazy` rely on), and modules no phone route
 * reaches statically (the bundler's own chunking, as before).
 */
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { PHONE_ROUTES } from "../server/http/routePreloads.ts";

/** What the plugin needs of the module graph (Rollup's and Rolldown's `ModuleInfo`). */
export interface ModuleGraph {
  ids: Iterable<string>;
  isEntry(id: string): boolean;
  staticImports(id: string): readonly string[];
  /** What `id` imports with `import()`. */
  dynamicImports(id: string): readonly string[];
  dynamicallyImported(id: string): boolean;
}

/**
 * The roots the chunks are cut by: each phone route's page module on its own, and the modules
 * every page with the top bar loads beside its page (the Convex client, the top bar, the
 * progress bar) as one root. Keeping the page and the shell apart keeps a page that paints
 * before the Convex client arrives (the quiz, src/app/loadConvex.ts) free of the client's code.
 */
export function phoneRoots(root: string): Record<string, string[]> {
  const roots: Record<string, string[]> = {};
  for (const [page, ...shell] of Object.values(PHONE_ROUTES)) {
    roots[page] = [resolve(root, page)];
    if (shell.length > 0) roots[shell.join("+")] = shell.map((module) => resolve(root, module));
  }
  return roots;
}

/**
 * The entry's static closure, as one chunk (with the entry's own code). Left to itself the
 * bundler cut it into 5-7 files as the app's other chunks came to share its modules (React,
 * the JSX runtime, `cn`, `lazyPage`, `storedSession`): each a round trip before any page is
 * drawn. Held together it is two (this and the bundler's 0.4 KB runtime).
 */
export const ENTRY_CHUNK = "app";

/**
 * The phone pages' lazy sections drawn as the page loads (`phoneChunkNames`): the
 * simulator's part below the fold, drawn just after its paint (`Deferred`).
 */
export const LAZY_SECTIONS = ["src/features/budget-simulator/SimulatorBelowFold.tsx"];

/**
 * Module id → its chunk's name, for every module to group: named after the roots that reach
 * it statically, by their indices in `roots` (`phone-0-2`); the entry's static closure is
 * ENTRY_CHUNK. Every module imported dynamically is left out, and so is what no phone route
 * reaches.
 *
 * A phone page's lazy sections drawn as it loads (`sections`, by id: the simulator's part
 * below the fold) count as roots too, numbered after the pages, for the modules a page
 * reaches but the section's own page does not: so a section that shares a module with
 * another page (the simulator's lower half and the community page share their tabs) loads
 * a chunk of those shared modules, not that page's whole chunk, which it would otherwise
 * download and run (issue 42: the community page's and the vote's code, 115 KB unminified,
 * ran in the task that drew the simulator's lower half). Only sections drawn without a
 * visitor's action are listed: each splits the chunks of the pages it shares modules with,
 * so those pages load one file more.
 */
export function phoneChunkNames(
  graph: ModuleGraph,
  roots: Record<string, string[]>,
  sections: string[] = [],
): Map<string, string> {
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...graph.staticImports(id));
    }
    return seen;
  };
  const ids = [...graph.ids];
  const initial = closure(ids.filter((id) => graph.isEntry(id)));
  const pages = Object.values(roots);
  const pageClosures = pages.map(closure);
  const pageModules = new Set(pages.flat());
  // Each section with the pages that load it (through other lazy modules, too).
  const owners = new Map<string, Set<number>>(sections.map((id) => [id, new Set()]));
  pageClosures.forEach((reached, page) => {
    const seen = new Set<string>();
    const stack = [...reached].flatMap((id) => graph.dynamicImports(id));
    while (stack.length > 0) {
      const lazy = stack.pop()!;
      if (seen.has(lazy) || pageModules.has(lazy) || initial.has(lazy)) continue;
      seen.add(lazy);
      owners.get(lazy)?.add(page);
      for (const id of closure([lazy])) stack.push(...graph.dynamicImports(id));
    }
  });
  const reachedBy = new Map<string, number[]>();
  const reach = (reached: Set<string>, index: number, skip: (id: string) => boolean) => {
    for (const id of reached) {
      if (initial.has(id) || graph.dynamicallyImported(id) || skip(id)) continue;
      reachedBy.set(id, [...(reachedBy.get(id) ?? []), index]);
    }
  };
  pageClosures.forEach((reached, index) => reach(reached, index, () => false));
  const byPage = (id: string) => reachedBy.has(id);
  [...owners].forEach(([section, ownedBy], offset) => {
    if (ownedBy.size === 0) throw new Error(`no phone page loads the lazy section ${section}`);
    const ownPages = [...ownedBy].map((page) => pageClosures[page]!);
    // Only modules some page reaches, and not one of the section's own pages.
    const skip = (id: string) => !byPage(id) || ownPages.some((reached) => reached.has(id));
    reach(closure([section]), pages.length + offset, skip);
  });
  const names = new Map([...reachedBy].map(([id, indices]) => [id, `phone-${indices.join("-")}`]));
  for (const id of initial) if (!graph.isEntry(id)) names.set(id, ENTRY_CHUNK);
  return names;
}

/** The module graph as the bundler's plugin context sees it after loading every module. */
function graphOf(context: {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}): ModuleGraph {
  const info = (id: string) => context.getModuleInfo(id);
  return {
    ids: context.getModuleIds(),
    isEntry: (id) => info(id)?.isEntry ?? false,
    staticImports: (id) => info(id)?.importedIds ?? [],
    dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
    dynamicallyImported: (id) => (info(id)?.dynamicImporters.length ?? 0) > 0,
  };
}

export function phoneRouteChunks(): Plugin {
  let root = "";
  let names = new Map<string, string>();
  return {
    name: "phone-route-chunks",
    apply: "build",
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => names.get(id) ?? null,
                  // Each module goes by the roots reaching it: a dependency reached by more
                  // roots has a chunk of its own and must not be pulled into this one.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const sections = LAZY_SECTIONS.map((module) => resolve(root, module));
      names = phoneChunkNames(graphOf(this), phoneRoots(root), sections);
    },
  };
}
