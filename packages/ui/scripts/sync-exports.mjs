#!/usr/bin/env node
/**
 * Rewrites `exports` and `publishConfig.exports` of package.json from the component folders, so a
 * new component gets its subpath (`@studio/ui/Button`) by running `pnpm --filter @studio/ui
 * sync-exports`. `src/exports.test.ts` fails when someone forgets.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportMaps } from './entry-points.mjs';

const packageRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const manifestPath = join(packageRoot, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { source, published } = exportMaps(packageRoot);
manifest.exports = source;
manifest.publishConfig = { ...manifest.publishConfig, exports: published };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`@studio/ui: ${Object.keys(source).length - 2} subpath exports written`);
