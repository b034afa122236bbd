#!/usr/bin/env node
/**
 * Consumer check: builds and packs @studio/domain and @studio/machines, installs both tarballs in a
 * scratch project (npm registry for xstate and the rest), bundles a small program that imports
 * the package the way another app would, and runs one machine from it. Exits non-zero on failure.
 *
 * Bundled on purpose: @studio/domain's build keeps extensionless relative imports, which bundlers
 * resolve and bare Node ESM does not (reported to the domain owner).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'machines-consumer-'));
const tarballs = join(scratch, 'tarballs');
mkdirSync(tarballs);
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });

try {
  for (const name of ['domain', 'machines']) {
    const dir = join(repoRoot, 'packages', name);
    run('pnpm', ['run', 'build'], dir);
    run('pnpm', ['pack', '--pack-destination', tarballs], dir);
  }
  const tarball = (prefix) =>
    `file:tarballs/${readdirSync(tarballs).find((file) => file.startsWith(prefix))}`;
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'machines-consumer-check',
      private: true,
      type: 'module',
      dependencies: {
        '@studio/domain': tarball('studio-domain-'),
        '@studio/machines': tarball('studio-machines-'),
        react: '^19.3.0',
      },
      overrides: { '@studio/domain': tarball('studio-domain-') },
    }),
  );
  writeFileSync(
    join(scratch, 'check.mjs'),
    `import { createActor, fromPromise } from 'xstate';
import { invitationMachine } from '@studio/machines';
const actor = createActor(
  invitationMachine.provide({ actors: { resendInvite: fromPromise(async () => undefined) } }),
  { input: { inviteId: 'i-1', email: 'new@example.com' } },
).start();
actor.send({ type: 'invitation.resend' });
await new Promise((resolve) => setTimeout(resolve, 10));
const value = JSON.stringify(actor.getSnapshot().value);
if (value !== '{"open":"resent"}') throw new Error('unexpected state ' + value);
console.log('consumer check: invitation machine from the packed tarball reached', value);
`,
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--omit=dev'], scratch);
  run(
    join(repoRoot, 'node_modules', '.bin', 'esbuild'),
    ['check.mjs', '--bundle', '--platform=node', '--format=esm', '--outfile=bundled.mjs'],
    scratch,
  );
  run(process.execPath, ['bundled.mjs'], scratch);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
