// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSourcePackages } from './open-source-licences';

async function writePackage(folder: string, manifest: Record<string, unknown>) {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'package.json'), JSON.stringify(manifest));
}

describe('openSourcePackages', () => {
  it('follows the installed dependency tree and lists each package once with its licence', async () => {
    const root = await mkdtemp(join(tmpdir(), 'studio-licences-'));
    const studio = join(root, 'apps/studio');
    const server = join(root, 'apps/server');
    await writePackage(studio, {
      name: '@studio/studio',
      private: true,
      dependencies: { alpha: '^1.0.0', '@studio/ui': 'workspace:*' },
      devDependencies: { vite: '^8.0.0' },
    });
    await writePackage(server, { name: '@studio/server', dependencies: { alpha: '^1.0.0' } });
    // Installed at the root, as a hoisting package manager would.
    await writePackage(join(root, 'node_modules/alpha'), {
      name: 'alpha',
      version: '1.2.0',
      license: 'MIT',
      repository: 'github:owner/alpha',
      dependencies: { beta: '^2.0.0', missing: '^1.0.0' },
    });
    await writePackage(join(root, 'node_modules/alpha/node_modules/beta'), {
      name: 'beta',
      version: '2.0.1',
      licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }],
    });
    await writePackage(join(root, 'node_modules/@studio/ui'), {
      name: '@studio/ui',
      version: '0.1.0',
      dependencies: { gamma: '^3.0.0' },
    });
    await writePackage(join(root, 'node_modules/gamma'), {
      name: 'gamma',
      version: '3.0.0',
      homepage: 'https://gamma.example',
    });
    await writePackage(join(root, 'node_modules/vite'), { name: 'vite', version: '8.0.0' });

    expect(
      await openSourcePackages([
        { folder: studio, part: 'studio' },
        { folder: server, part: 'server' },
      ]),
    ).toEqual([
      {
        name: 'alpha',
        version: '1.2.0',
        license: 'MIT',
        url: 'https://github.com/owner/alpha',
        shippedBy: ['studio', 'server'],
      },
      {
        name: 'beta',
        version: '2.0.1',
        license: 'MIT OR Apache-2.0',
        url: null,
        shippedBy: ['studio', 'server'],
      },
      {
        name: 'gamma',
        version: '3.0.0',
        license: null,
        url: 'https://gamma.example',
        shippedBy: ['studio'],
      },
    ]);
  });
});
