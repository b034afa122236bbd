import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = dirname(fileURLToPath(import.meta.url));
const machineFolders = readdirSync(sourceDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(sourceDir, name, `${name}.machine.ts`)));

/**
 * Each machine's own test file fails below full coverage; this makes sure no machine escapes by
 * having no such test, no story, or no export from the package.
 */
describe('every machine', () => {
  const packageIndex = readFileSync(join(sourceDir, 'index.ts'), 'utf8');

  it('finds the fifteen lifecycles of issue 5, the record machine of issue 10, the form machine of issue 11 and the live check of issue 16', () => {
    expect(machineFolders).toHaveLength(18);
  });

  it.each(machineFolders)('%s has a full-coverage test, a story and an export', (name) => {
    const test = readFileSync(join(sourceDir, name, `${name}.test.ts`), 'utf8');
    expect(test).toContain('assertFullCoverage(coverage)');
    expect(existsSync(join(sourceDir, name, `${name}.stories.tsx`))).toBe(true);
    expect(packageIndex).toContain(`./${name}/index.js`);
  });
});
