#!/usr/bin/env node
/**
 * The packages step of `npm test`: other internal apps install @studio/ui, @studio/machines,
 * @studio/api and @studio/domain as packages. This packs each (publishConfig points exports at the
 * build), installs the tarballs into a small app OUTSIDE the workspace with npm, type-checks it,
 * runs a machine in Node and renders a form with a dialog and a table in Chromium.
 * Run after the build step (`pnpm -r build`).
 */
import { copyFileSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { log, repositoryRoot } from './lib/bootstrap.mjs';

const packages = ['domain', 'api', 'machines', 'ui'];
const work = mkdtempSync(path.join(tmpdir(), 'studio-consumer-'));
const packs = path.join(work, 'packs');
const app = path.join(work, 'app');
mkdirSync(packs);
mkdirSync(path.join(app, 'src'), { recursive: true });

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) {
    log(`${command} ${args.join(' ')} failed in ${cwd}`);
    process.exit(1);
  }
}

try {
  run(process.execPath, [path.join(repositoryRoot, 'scripts', 'api-report.mjs')], repositoryRoot);
  for (const name of packages)
    run('pnpm', ['pack', '--pack-destination', packs], path.join(repositoryRoot, 'packages', name));
  const tarballs = Object.fromEntries(
    readdirSync(packs).map((file) => [
      `@studio/${file.replace(/^studio-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
      `file:${path.join(packs, file)}`,
    ]),
  );
  log(`packed ${Object.keys(tarballs).join(', ')}`);

  // The consumer pins the same majors as the workspace; overrides point the packages' own
  // dependencies on each other at the tarballs instead of the registry.
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'studio-consumer-check',
        private: true,
        type: 'module',
        dependencies: {
          ...tarballs,
          react: '^19.3.0',
          'react-dom': '^19.3.0',
          'styled-components': '^6.6.0',
          xstate: '^5.33.0',
        },
        devDependencies: {
          typescript: '~5.9.3',
          esbuild: '0.28.2',
          '@types/node': '^20.19.0',
          '@types/react': '^19.0.0',
          '@types/react-dom': '^19.0.0',
        },
        overrides: tarballs,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  for (const file of readdirSync(path.join(repositoryRoot, 'scripts', 'consumer'))) {
    copyFileSync(
      path.join(repositoryRoot, 'scripts', 'consumer', file),
      path.join(app, 'src', file),
    );
  }
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);
  run(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  log('consumer app type-checks against the packed declarations');

  run(
    path.join(app, 'node_modules/.bin/esbuild'),
    [
      'src/machine.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--outfile=dist/machine.mjs',
      '--log-level=warning',
    ],
    app,
  );
  run(process.execPath, ['dist/machine.mjs'], app);

  run(
    path.join(app, 'node_modules/.bin/esbuild'),
    [
      'src/page.tsx',
      '--bundle',
      '--format=esm',
      // As an app's bundler would: what the design system imports on demand becomes its own chunk.
      '--splitting',
      '--outdir=dist',
      '--entry-names=[name]',
      '--define:process.env.NODE_ENV="production"',
      '--log-level=warning',
    ],
    app,
  );
  run(
    process.execPath,
    [path.join(repositoryRoot, 'scripts', 'consumer-render.mjs'), path.join(app, 'dist')],
    repositoryRoot,
  );
  log('packages: every consumer check passed');
} finally {
  rmSync(work, { recursive: true, force: true });
}
