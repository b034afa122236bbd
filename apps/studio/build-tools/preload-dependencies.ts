import type { Plugin } from 'vite';

/**
 * What the bundler says of one output chunk: the chunks it imports statically (loaded with it)
 * and the ones it imports with `import()` (loaded on demand).
 */
export interface ChunkLinks {
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export type ChunkGraph = ReadonlyMap<string, ChunkLinks>;

function staticClosure(graph: ChunkGraph, start: string): Set<string> {
  const closure = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (closure.has(file) || !graph.has(file)) continue;
    closure.add(file);
    pending.push(...graph.get(file)!.imports);
  }
  return closure;
}

function intersection(sets: readonly ReadonlySet<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (first === undefined) return new Set();
  return new Set([...first].filter((file) => rest.every((set) => set.has(file))));
}

/**
 * For every chunk that runs an `import()`: the chunks certainly loaded and run whenever its code
 * runs, whichever way the page reached it. A chunk is loaded either with an entry (the entry's
 * static imports) or with an `import()` target (that target's static imports, on top of whatever
 * was certainly loaded where every `import()` of it runs), so the sets are the greatest solution
 * of those equations, found by shrinking them from "every chunk" until nothing changes (the
 * textbook way to find dominators; it stays right when lazy chunks import each other in cycles).
 */
export function chunksLoadedBeforeImports(graph: ChunkGraph): Map<string, Set<string>> {
  const files = [...graph.keys()];
  const everyChunk = new Set(files);
  const closures = new Map(files.map((file) => [file, staticClosure(graph, file)]));
  const hostsOf = new Map<string, string[]>();
  for (const [host, links] of graph) {
    for (const target of links.dynamicImports) {
      if (!graph.has(target)) continue;
      hostsOf.set(target, [...(hostsOf.get(target) ?? []), host]);
    }
  }
  // The ways a page starts running code: its entries and every `import()` target.
  const startPoints = files.filter((file) => graph.get(file)!.isEntry || hostsOf.has(file));
  const loadedWith = new Map<string, Set<string>>(
    startPoints.map((start) => [
      start,
      graph.get(start)!.isEntry && !hostsOf.has(start) ? closures.get(start)! : everyChunk,
    ]),
  );
  const loadedWhenRunning = (chunk: string) =>
    intersection(
      startPoints
        .filter((start) => closures.get(start)!.has(chunk))
        .map((start) => loadedWith.get(start)!),
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const start of startPoints) {
      const links = graph.get(start)!;
      const arrivals = hostsOf.get(start) ?? [];
      const before = links.isEntry ? [] : arrivals.map(loadedWhenRunning);
      const next = new Set([...closures.get(start)!, ...intersection(before)]);
      if (next.size !== loadedWith.get(start)!.size) {
        loadedWith.set(start, next);
        changed = true;
      }
    }
  }
  const hosts = files.filter((file) => graph.get(file)!.dynamicImports.length > 0);
  return new Map(hosts.map((host) => [host, loadedWhenRunning(host)]));
}

/**
 * Vite writes, beside each `import()`, the list of files to fetch with the imported chunk (its
 * static imports, deep), so they download together instead of one after the other. Many of
 * those files were loaded long before: a route's page chunk lists the entry, the signed-in
 * sub-app and its shell, which every signed-in route has already run. This plugin leaves out of
 * each list the chunks certainly loaded where that `import()` runs (`chunksLoadedBeforeImports`):
 * the browser would find them loaded and skip them anyway, so the page fetches exactly the same
 * files, and every chunk with an `import()` is smaller (issue 10, docs/performance.md).
 *
 * Give the returned `resolveDependencies` to `build.modulePreload`, and the plugin to `plugins`:
 * the plugin reads the finished chunk graph before Vite writes the lists.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let loadedBefore = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'studio:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const graph = new Map<string, ChunkLinks>();
          for (const [file, output] of Object.entries(bundle)) {
            if (output.type !== 'chunk') continue;
            graph.set(file, {
              isEntry: output.isEntry,
              imports: output.imports,
              dynamicImports: output.dynamicImports,
            });
          }
          loadedBefore = chunksLoadedBeforeImports(graph);
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      const loaded = loadedBefore.get(hostId);
      return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
    },
  };
}
