import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The package's public entry points: the root index and every folder of `src` with an `index.ts`,
 * except `internal` (blocked on purpose: not part of the API).
 */
export function entryPoints(packageRoot) {
  const src = join(packageRoot, 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'internal')
    .filter((entry) => existsSync(join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** `exports` (source-first, for the workspace) and `publishConfig.exports` (the build). */
export function exportMaps(packageRoot) {
  const names = entryPoints(packageRoot);
  const source = { '.': './src/index.ts' };
  const published = { '.': { types: './dist/index.d.ts', import: './dist/index.js' } };
  for (const name of names) {
    source[`./${name}`] = `./src/${name}/index.ts`;
    published[`./${name}`] = {
      types: `./dist/${name}/index.d.ts`,
      import: `./dist/${name}/index.js`,
    };
  }
  source['./package.json'] = './package.json';
  published['./package.json'] = './package.json';
  return { source, published };
}
