/**
 * What each route of the built studio makes the browser download, read from Vite's manifest
 * (apps/studio/dist/.vite/manifest.json, `build.manifest` in apps/studio/vite.config.ts).
 * Shared by scripts/check-bundle-budget.mjs (the budget in `npm test`) and bench/page-weight.mjs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from './bootstrap.mjs';

export const studioRoot = path.join(repositoryRoot, 'apps', 'studio');
export const studioDist = path.join(studioRoot, 'dist');

/** The module the `/login` route loads lazily (apps/studio/src/app/routes.tsx). */
export const SIGN_IN_MODULE = 'src/features/auth/LoginPage.tsx';
/** Lazy modules of the studio's own code are routes; a library loaded on demand is not. */
const isStudioModule = (key) => key.startsWith('src/');
/**
 * A lazy `*Layout` module frames the signed-in routes (the shell): every route but sign-in loads
 * it with its own module, so it is counted with each of them.
 */
const isLayoutModule = (key) => /Layout\.[jt]sx?$/.test(key);

export function readManifest(dist = studioDist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The JavaScript files a manifest entry needs at once: its own and its static imports, deep. */
export function staticClosure(manifest, key, files = new Set(), visited = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  visited.add(key);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) {
    if (!visited.has(imported)) staticClosure(manifest, imported, files, visited);
  }
  return files;
}

/** Every lazy module of the studio's source, found from the dynamic imports of every chunk. */
export function lazyRouteModules(manifest) {
  const modules = new Set();
  for (const chunk of Object.values(manifest)) {
    for (const key of chunk.dynamicImports ?? []) if (isStudioModule(key)) modules.add(key);
  }
  return [...modules].sort();
}

/**
 * For the sign-in route and every other lazy route module: the files it needs (the entry chunk
 * with its static imports, the route's module with its static imports, and for signed-in routes
 * the layout) and their sizes, raw and gzip (level 9, each file compressed alone, as it travels).
 */
export function measureRoutes(manifest, dist = studioDist, signInModule = SIGN_IN_MODULE) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entryFiles = staticClosure(manifest, entries[0][0]);
  const modules = lazyRouteModules(manifest);
  if (!modules.includes(signInModule)) {
    throw new Error(
      `the sign-in route's module ${signInModule} is not lazy-loaded in this build; ` +
        'update SIGN_IN_MODULE in scripts/lib/bundle-budget.mjs',
    );
  }
  const layouts = modules.filter(isLayoutModule);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(dist, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const measure = (module, framing) => {
    const files = new Set(entryFiles);
    for (const key of [...framing, module]) staticClosure(manifest, key, files);
    const total = { raw: 0, gzip: 0 };
    for (const file of files) {
      total.raw += sizeOf(file).raw;
      total.gzip += sizeOf(file).gzip;
    }
    return { module, files: [...files].sort(), ...total };
  };
  const signIn = measure(signInModule, []);
  const others = modules
    .filter((module) => module !== signInModule)
    .map((module) => measure(module, isLayoutModule(module) ? [] : layouts));
  return { signIn, others };
}
