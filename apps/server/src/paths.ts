import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this file to `pnpm-workspace.yaml`. Walking up
 * (rather than a fixed `../..`) keeps it right both for the sources (`apps/server/src/paths.ts`)
 * and for the esbuild bundle (`apps/server/dist/main.js`), where this module is inlined.
 */
export function findRepositoryRoot(
  start: string = dirname(fileURLToPath(import.meta.url)),
): string {
  let directory = resolve(start);
  for (;;) {
    if (existsSync(join(directory, 'pnpm-workspace.yaml'))) return directory;
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`No pnpm-workspace.yaml above ${start}: cannot locate the repository root.`);
    }
    directory = parent;
  }
}

export interface ServerPaths {
  root: string;
  bundledContracts: string;
  /**
   * The folder holding each database area's `migrations/`. Beside this module: `src/db` for the
   * sources and `dist/db` for the bundle (scripts/build.mjs copies the SQL files there), so a
   * built server needs no sources.
   */
  databaseAreas: string;
  defaultDataDir: string;
  defaultStaticDir: string;
}

export function serverPaths(root: string = findRepositoryRoot()): ServerPaths {
  return {
    root,
    bundledContracts: join(root, 'openapi', 'bundled'),
    databaseAreas: join(dirname(fileURLToPath(import.meta.url)), 'db'),
    defaultDataDir: join(root, '.data'),
    defaultStaticDir: join(root, 'apps', 'studio', 'dist'),
  };
}
