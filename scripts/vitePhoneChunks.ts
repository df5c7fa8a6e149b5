/**
 * A Vite plugin that gives the phone routes fewer, larger chunks (issue 42,
 * docs/performance.md "Fewer files on a phone" and "Fewer, larger chunks").
 *
 * Left to itself the bundler makes one chunk per set of pages sharing a module, so
 * `/tax-simulator` needed 62 files (the entry's 4 and 58 more, half of them under 1 KB gzip).
 * Our own server speaks HTTP/1.1: a phone opens at most six connections to it and each file
 * costs at least one round trip on one of them, so on slow 4G (150 ms) those files cost about
 * ten round trips one after another before the page can be drawn, whatever their size.
 *
 * This plugin first puts the modules the phone routes reach into one chunk per set of roots
 * that reach them ("which roots import this module statically", `phoneRoots` below): each
 * phone route's page is a root, and the shell every page with the top bar loads (the Convex
 * client, the top bar, the progress bar) is one root; the roots' own modules go with them.
 * Then it merges those chunks while that makes the phone routes cheaper (`mergePhoneChunks`:
 * a file against the bytes a route would load without needing them), never so that a route
 * runs a page's or the shell's own module it does not load. A page outside the phone routes
 * that needs one module of a chunk loads that whole chunk.
 *
 * The entry's own static closure is one chunk (ENTRY_CHUNK). Untouched: every other module
 * something imports dynamically (the charts, dialogs: they stay chunks of their own, which
 * `React.lazy` loads after the paint), and modules no phone route reaches statically (the
 * bundler's own chunking, as before).
 */
import { basename, resolve } from "node:path";
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
  return Object.fromEntries(
    Object.entries(phoneRootModules()).map(([key, modules]) => [
      key,
      modules.map((module) => resolve(root, module)),
    ]),
  );
}

/** The roots by key (a page's path, or the shell's modules joined by "+"), paths as listed. */
function phoneRootModules(): Record<string, string[]> {
  const roots: Record<string, string[]> = {};
  for (const [page, ...shell] of Object.values(PHONE_ROUTES)) {
    roots[page!] = [page!];
    if (shell.length > 0) roots[shell.join("+")] = shell;
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
export const LAZY_SECTIONS: Record<string, string> = {
  "src/features/budget-simulator/SimulatorBelowFold.tsx": "/tax-simulator",
};

/** `start` and everything reached from it by `next`. */
function reachable<T>(start: Iterable<T>, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const stack = [...start];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}

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
  const closure = (start: string[]) => reachable(start, (id) => graph.staticImports(id));
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
      if (initial.has(id) || (graph.dynamicallyImported(id) && !pageModules.has(id)) || skip(id))
        continue;
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

/**
 * Which roots (by index in `phoneRoots`, the lazy sections numbered after them) a phone
 * route loads before its page is drawn (`before`: its page, and the shell when the route
 * waits for the Convex client) and which it loads just after (`after`: the shell, for the
 * pages that paint first; its lazy sections).
 */
export interface RouteLoad {
  before: number[];
  after: number[];
}

/** Each phone route's loads, by the indices of `phoneRoots(root)`'s keys and LAZY_SECTIONS. */
export function phoneRouteLoads(): RouteLoad[] {
  const keys = Object.keys(phoneRootModules());
  const shape = Object.entries(PHONE_ROUTES).map(([route, [page, ...shell]]) => ({
    route,
    page: keys.indexOf(page!),
    shell: shell.length > 0 ? keys.indexOf(shell.join("+")) : null,
  }));
  const shellIndex = shape.find((route) => route.shell !== null)?.shell ?? null;
  const sections = Object.values(LAZY_SECTIONS);
  return shape.map(({ route, page, shell }) => ({
    before: shell === null ? [page] : [page, shell],
    after: [
      ...(shell === null && shellIndex !== null ? [shellIndex] : []),
      ...sections.flatMap((owner, offset) => (owner === route ? [keys.length + offset] : [])),
    ],
  }));
}

/**
 * What a file costs a phone, in bytes of module source (the bundler's code before
 * minifying, about five times its gzip): a round trip of 150 ms on slow 4G, on one of the
 * six connections the browser opens to our HTTP/1.1 server, carries about 5 KB gzip
 * (docs/performance.md "Fewer requests on a phone").
 */
export const FILE_COST_BYTES = 25_000;

/** What a byte loaded just after the paint costs, against one before it. */
export const AFTER_PAINT_WEIGHT = 0.25;

/**
 * Merges the phone chunks (`names` from `phoneChunkNames`) while that makes the phone routes
 * cheaper: each route pays FILE_COST_BYTES per file it loads before its paint, each byte it
 * loads then, and AFTER_PAINT_WEIGHT a byte of what it loads only after (`routes`). A route
 * loads a chunk when it reaches one of its modules, and every chunk that chunk imports. Two
 * chunks merged are one file for a route that loaded both, and the other's bytes (and what
 * the other imports) for a route that loaded one; the pair that saves the most goes first,
 * until no merge saves. A merged chunk is named after the union of its parts' roots. The
 * entry's chunk is left as it is.
 */
export function mergePhoneChunks(
  names: Map<string, string>,
  graph: Pick<ModuleGraph, "staticImports"> & { size(id: string): number },
  routes: RouteLoad[],
  rootModules: Iterable<string>,
): Map<string, string> {
  interface Group {
    roots: Set<number>;
    bytes: number;
    ids: string[];
    /** For each root module in the group, the roots that reach it. */
    guards: Set<number>[];
  }
  const isRoot = new Set(rootModules);
  const rootsOf = (name: string) => new Set(name.slice("phone-".length).split("-").map(Number));
  let groups: Group[] = [];
  const byName = new Map<string, Group>();
  for (const [id, name] of names) {
    if (name === ENTRY_CHUNK) continue;
    let group = byName.get(name);
    if (!group) {
      group = { roots: rootsOf(name), bytes: 0, ids: [], guards: [] };
      byName.set(name, group);
      groups.push(group);
    }
    group.bytes += graph.size(id);
    group.ids.push(id);
    if (isRoot.has(id)) group.guards.push(rootsOf(name));
  }
  const sameRoots = (a: Set<number>, b: Set<number>) =>
    a.size === b.size && [...a].every((root) => b.has(root));
  const hits = (group: Group, roots: number[]) => roots.some((root) => group.roots.has(root));
  /** The groups each group's modules import. */
  const importsOf = (all: Group[]) => {
    const groupOf = new Map<string, Group>();
    for (const group of all) for (const id of group.ids) groupOf.set(id, group);
    return new Map(
      all.map((group) => {
        const imported = new Set<Group>();
        for (const id of group.ids) {
          for (const dependency of graph.staticImports(id)) {
            const other = groupOf.get(dependency);
            if (other && other !== group) imported.add(other);
          }
        }
        return [group, imported] as const;
      }),
    );
  };
  /**
   * What the routes pay for `all`, whose imports are `imports` once each group is replaced by
   * `as(group)` (a merge under trial replaces its parts by their union).
   */
  const cost = (
    all: Group[],
    imports: Map<Group, Set<Group>>,
    as: (group: Group) => Group = (group) => group,
    importsOfUnion?: [Group, Set<Group>],
  ) => {
    const importsOfGroup = (group: Group) =>
      group === importsOfUnion?.[0] ? importsOfUnion[1] : imports.get(group)!;
    const loaded = (start: Group[]) =>
      reachable(start, (group) => [...importsOfGroup(group)].map(as));
    // A page's or the shell's own module runs where its chunk is loaded: only on the routes
    // that load that page or the shell at that moment (the shell's creates the Convex client).
    const runsOnlyFor = (group: Group, roots: number[]) =>
      group.guards.every((guard) => roots.some((root) => guard.has(root)));
    let total = 0;
    for (const route of routes) {
      const before = loaded(all.filter((group) => hits(group, route.before)));
      const after = loaded(all.filter((group) => hits(group, route.after)));
      for (const group of before) {
        if (!runsOnlyFor(group, route.before)) return Infinity;
        total += FILE_COST_BYTES + group.bytes;
      }
      for (const group of after) {
        if (before.has(group)) continue;
        if (!runsOnlyFor(group, [...route.before, ...route.after])) return Infinity;
        total += AFTER_PAINT_WEIGHT * group.bytes;
      }
    }
    return total;
  };
  const merged = (a: Group, b: Group): Group => ({
    roots: new Set([...a.roots, ...b.roots]),
    bytes: a.bytes + b.bytes,
    ids: [...a.ids, ...b.ids],
    guards: [...a.guards, ...b.guards],
  });
  for (;;) {
    const imports = importsOf(groups);
    const now = cost(groups, imports);
    let best: { saving: number; next: Group[] } | null = null;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        // A chunk already named after the union joins them: the bundler would join it.
        const parts = new Set([groups[i]!, groups[j]!]);
        let union = merged(groups[i]!, groups[j]!);
        for (const group of groups) {
          if (!parts.has(group) && sameRoots(group.roots, union.roots)) {
            parts.add(group);
            union = merged(union, group);
          }
        }
        const as = (group: Group) => (parts.has(group) ? union : group);
        const unionImports = new Set([...parts].flatMap((part) => [...imports.get(part)!].map(as)));
        unionImports.delete(union);
        const next = [...groups.filter((group) => !parts.has(group)), union];
        const saving = now - cost(next, imports, as, [union, unionImports]);
        if (saving > 0 && (best === null || saving > best.saving)) best = { saving, next };
      }
    }
    if (best === null) break;
    groups = best.next;
  }
  // A chunk holding a page (or the shell) is named after it, as the bundler names a page's
  // own chunk: the budgets (bench/webBudgets.ts) find each page's chunk by its name.
  const order = [...isRoot];
  const result = new Map(names);
  for (const group of groups) {
    const first = order.find((id) => group.ids.includes(id));
    const name = first
      ? basename(first).replace(/\.[jt]sx?$/, "")
      : `phone-${[...group.roots].sort((a, b) => a - b).join("-")}`;
    for (const id of group.ids) result.set(id, name);
  }
  return result;
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
      const sections = Object.keys(LAZY_SECTIONS).map((module) => resolve(root, module));
      const graph = graphOf(this);
      const roots = phoneRoots(root);
      const size = (id: string) => this.getModuleInfo(id)?.code?.length ?? 0;
      names = mergePhoneChunks(
        phoneChunkNames(graph, roots, sections),
        { staticImports: graph.staticImports, size },
        phoneRouteLoads(),
        Object.values(roots).flat(),
      );
    },
  };
}
