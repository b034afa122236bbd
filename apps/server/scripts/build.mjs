#!/usr/bin/env node
/**
 * Bundles the server into ESM files, `dist/main.js` and `dist/worker.js`, that plain `node` runs
 * (no tsx).
 * The server's own dependencies stay external (installed in apps/server/node_modules, some with
 * native or WASM parts); everything else is bundled: the `@studio/*` workspace sources, which
 * are TypeScript, and what they import, which apps/server/node_modules does not contain.
 * The SQL migrations of every database area are copied to `dist/db/<area>/migrations/`, where
 * the bundled server looks for them (src/paths.ts), so `dist` runs without the sources.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@studio/'),
);

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

await build({
  // The server, and the job worker that can run as processes of its own beside it.
  entryPoints: [join(serverDir, 'src', 'main.ts'), join(serverDir, 'src', 'worker.ts')],
  outdir: join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS code may call require(); ESM output has none unless we provide it.
  banner: {
    js: "import { createRequire as __studioCreateRequire } from 'node:module'; const require = __studioCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'server-dependencies-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          external.includes(packageName(args.path))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});
// The list of areas is TypeScript (it also builds the Drizzle schema); tsx reads it as is.
const { DATABASE_AREAS } = await tsImport('../src/db/areas.ts', import.meta.url);
const distDatabase = join(serverDir, 'dist', 'db');
rmSync(distDatabase, { recursive: true, force: true });
for (const { name } of DATABASE_AREAS) {
  const from = join(serverDir, 'src', 'db', name, 'migrations');
  const to = join(distDatabase, name, 'migrations');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from).filter((entry) => entry.endsWith('.sql'))) {
    copyFileSync(join(from, file), join(to, file));
  }
}
console.log(`copied the migrations of ${DATABASE_AREAS.length} database areas to dist/db`);
console.log(`built apps/server/dist/main.js and worker.js (external: ${external.join(', ')})`);
