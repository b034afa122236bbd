import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryPoints, exportMaps } from '../scripts/entry-points.mjs';

const packageRoot = resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  publishConfig: { exports: Record<string, unknown> };
  sideEffects: boolean;
};

describe('package entry points', () => {
  it('gives every component folder a subpath export (run `pnpm --filter @studio/ui sync-exports`)', () => {
    const { source, published } = exportMaps(packageRoot) as {
      source: Record<string, unknown>;
      published: Record<string, unknown>;
    };
    expect(manifest.exports).toEqual(source);
    expect(manifest.publishConfig.exports).toEqual(published);
  });

  it('never exposes internal modules', () => {
    expect(entryPoints(packageRoot)).not.toContain('internal');
    expect(Object.keys(manifest.exports).some((key) => key.includes('internal'))).toBe(false);
  });

  it('re-exports every component folder from the root index', () => {
    const index = readFileSync(join(packageRoot, 'src', 'index.ts'), 'utf8');
    for (const name of entryPoints(packageRoot) as string[]) {
      if (name === 'Field') continue; // building blocks for custom fields, kept to their subpath
      expect(index).toContain(`from './${name}'`);
    }
  });

  it('is free of side effects so unused components are dropped by bundlers', () => {
    expect(manifest.sideEffects).toBe(false);
  });
});

describe('module format', () => {
  it('imports styled-components by name: its CommonJS default export breaks in Node ESM', async () => {
    const { readdirSync } = await import('node:fs');
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /^import styled\b[^;]*from 'styled-components'/m.test(readFileSync(path, 'utf8'))
        )
          offenders.push(path);
      }
    };
    walk(join(packageRoot, 'src'));
    expect(offenders).toEqual([]);
  });
});
