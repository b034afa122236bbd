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
/**
 * Lazy modules of the studio's own code that are pages are routes: a route's page module is named
 * `*Page.tsx` or `*View.tsx` (`features/<area>/routes.tsx` loads it), a sub-application
 * `*App.tsx`, a frame `*Layout.tsx`. A library loaded on demand is not a route, nor is a plain
 * `.ts` module (rules or strings fetched when first needed), nor a part a page fetches once it
 * has shown (a preview player, a colour picker): the page renders without them.
 */
const isStudioModule = (key) => key.startsWith('src/') && /(Page|View|App|Layout)\.tsx$/.test(key);
/**
 * An area's page loader (`features/<area>/pages.ts`, see `areaPages` in app/feature-route.ts): a
 * lazy module that only loads the area's pages. A route is loaded through it, so it is counted
 * with each of its routes, and is never a route itself.
 */
const isPageLoader = (key) => key.startsWith('src/features/') && /\/pages\.ts$/.test(key);
/**
 * A lazy `*Layout` module frames the signed-in routes (the shell): every route but sign-in loads
 * it with its own module, so it is counted with each of them.
 */
const isLayoutModule = (key) => /Layout\.[jt]sx?$/.test(key);
/**
 * Translation namespaces (`<folder>/i18n/index.ts`) are fetched beside the routes that read them
 * (`namespaces` in a feature's routes.tsx, apps/studio/src/i18n/namespaces.ts): a feature's
 * (`src/features/settings/i18n`) and an area's within it (`src/features/settings/venues/i18n`).
 * Each is counted with every route module under its folder.
 */
const namespacesOf = (module) => {
  const folders = module.split('/').slice(0, -1);
  return folders
    .map((_, index) => `${folders.slice(0, index + 1).join('/')}/i18n/index.ts`)
    .filter((key) => key.startsWith('src/features/'));
};

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

/**
 * Every lazy module of the studio's source, each with the lazy modules it is loaded through (its
 * ancestors, outermost first): a route of the signed-in sub-app is imported by that sub-app's
 * module, itself imported on demand by the entry, so both must arrive before the route renders.
 * Breadth first from the entry, so each module gets its shortest chain.
 */
export function lazyRouteModules(manifest, entryKey) {
  const ancestors = new Map();
  const queue = [{ key: entryKey, chain: [] }];
  while (queue.length > 0) {
    const { key, chain } = queue.shift();
    const closure = new Set();
    staticClosure(manifest, key, new Set(), closure);
    for (const chunkKey of closure) {
      for (const lazy of manifest[chunkKey].dynamicImports ?? []) {
        if (!(isStudioModule(lazy) || isPageLoader(lazy)) || ancestors.has(lazy)) continue;
        ancestors.set(lazy, chain);
        queue.push({ key: lazy, chain: [...chain, lazy] });
      }
    }
  }
  return ancestors;
}

/**
 * For the sign-in route and every other lazy route module: the files it needs and their sizes,
 * raw and gzip (level 9, each file compressed alone, as it travels). The files are the entry chunk
 * with its static imports, the lazy modules the route is loaded through, every layout loaded
 * through the same modules (the signed-in shell), the route's own module and its feature's
 * translation namespace, each with its static imports. A lazy module that only loads others (the signed-in sub-app) is counted with them, not
 * reported as a route of its own.
 */
export function measureRoutes(manifest, dist = studioDist, signInModule = SIGN_IN_MODULE) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entryKey = entries[0][0];
  const entryFiles = staticClosure(manifest, entryKey);
  const ancestorsOf = lazyRouteModules(manifest, entryKey);
  if (!ancestorsOf.has(signInModule)) {
    throw new Error(
      `the sign-in route's module ${signInModule} is not lazy-loaded in this build; ` +
        'update SIGN_IN_MODULE in scripts/lib/bundle-budget.mjs',
    );
  }
  const loadsOthers = new Set([...ancestorsOf.values()].flat());
  const layouts = [...ancestorsOf.keys()].filter(isLayoutModule);
  const framingOf = (module) => {
    const ancestors = ancestorsOf.get(module);
    const sharedLayouts = isLayoutModule(module)
      ? []
      : layouts.filter((layout) =>
          ancestorsOf.get(layout).every((ancestor) => ancestors.includes(ancestor)),
        );
    return [...ancestors, ...sharedLayouts];
  };
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(dist, file));
      sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const measure = (module) => {
    const files = new Set(entryFiles);
    const namespaces = namespacesOf(module).filter((key) => manifest[key]);
    const needed = [...framingOf(module), module, ...namespaces];
    for (const key of needed) staticClosure(manifest, key, files);
    const total = { raw: 0, gzip: 0 };
    for (const file of files) {
      total.raw += sizeOf(file).raw;
      total.gzip += sizeOf(file).gzip;
    }
    return { module, files: [...files].sort(), ...total };
  };
  const signIn = measure(signInModule);
  const others = [...ancestorsOf.keys()]
    .filter(
      (module) => module !== signInModule && !loadsOthers.has(module) && !isPageLoader(module),
    )
    .sort()
    .map(measure);
  return { signIn, others };
}
