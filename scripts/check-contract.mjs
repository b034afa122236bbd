#!/usr/bin/env node
/**
 * The contract step of `npm test`: every OpenAPI document passes Redocly's recommended rules, and
 * regenerating the bundles and the client types changes nothing (generated files never drift).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { log, repositoryRoot } from './lib/bootstrap.mjs';

const generatedFolders = [
  'openapi/bundled',
  'packages/api/src/generated',
  'packages/api/src/mocks/examples.generated.ts',
];

function fingerprint(folder) {
  const absolute = path.join(repositoryRoot, folder);
  if (!existsSync(absolute)) return new Map();
  const files = new Map();
  if (!statSync(absolute).isDirectory()) {
    files.set(folder, createHash('sha256').update(readFileSync(absolute)).digest('hex'));
    return files;
  }
  const walk = (directory) => {
    for (const entry of readdirSync(directory)) {
      const full = path.join(directory, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.set(
          path.relative(repositoryRoot, full),
          createHash('sha256').update(readFileSync(full)).digest('hex'),
        );
    }
  };
  walk(absolute);
  return files;
}

function runOrFail(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repositoryRoot });
  if (result.status !== 0) {
    log(`${command} ${args.join(' ')} failed`);
    process.exit(1);
  }
}

const documents = readdirSync(path.join(repositoryRoot, 'openapi')).filter(
  (name) => name.endsWith('.yaml') && name !== 'redocly.yaml',
);
log(`linting ${documents.length} OpenAPI documents`);
runOrFail('pnpm', [
  '--filter',
  '@studio/api',
  'exec',
  'redocly',
  'lint',
  '--config',
  '../../openapi/redocly.yaml',
  ...documents.map((name) => `../../openapi/${name}`),
]);

const before = new Map(generatedFolders.flatMap((folder) => [...fingerprint(folder)]));
runOrFail('pnpm', ['run', 'generate']);
const after = new Map(generatedFolders.flatMap((folder) => [...fingerprint(folder)]));
const drifted = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (drifted.length > 0) {
  log(`generated files drifted from openapi/: ${drifted.join(', ')}`);
  log('run "pnpm generate" and commit the result');
  process.exit(1);
}
log(`generated files match openapi/ (${after.size} files)`);
