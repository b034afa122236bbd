#!/usr/bin/env node
/**
 * Bytes the sign-in page transfers, as the server sends the built studio: index.html, favicon
 * and the JavaScript the /login route loads (read from the build's manifest), each as its `.br`
 * or `.gz` sibling when the browser accepts that encoding and the sibling exists, otherwise as
 * it is (`preCompressed` in apps/server/src/http/static-site.ts). Prints the three totals and
 * their ratios to the uncompressed page, all measured in this run on this build.
 *
 * Needs a build: `pnpm --filter @studio/studio build`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { measureRoutes, readManifest, studioDist } from '../scripts/lib/bundle-budget.mjs';

if (!existsSync(path.join(studioDist, '.vite', 'manifest.json'))) {
  console.log('no studio build with a manifest: run pnpm --filter @studio/studio build first');
  process.exit(1);
}

const { signIn } = measureRoutes(readManifest());
const files = ['index.html', 'favicon.svg', ...signIn.files];
const sizeOf = (file) => statSync(path.join(studioDist, file)).size;
const sentAs = (file, extension) =>
  existsSync(path.join(studioDist, file + extension)) ? sizeOf(file + extension) : sizeOf(file);

const identity = files.reduce((sum, file) => sum + sizeOf(file), 0);
const gzip = files.reduce((sum, file) => sum + sentAs(file, '.gz'), 0);
const brotli = files.reduce((sum, file) => sum + sentAs(file, '.br'), 0);

const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
console.log(`sign-in page, ${files.length} files (${signIn.files.length} of JavaScript)`);
console.log(`  uncompressed (Accept-Encoding: identity) ${kilobytes(identity)}`);
console.log(`  gzip         (Accept-Encoding: gzip)     ${kilobytes(gzip)}`);
console.log(`  brotli       (Accept-Encoding: br, gzip) ${kilobytes(brotli)}`);
console.log(`ratio gzip / uncompressed:   ${(gzip / identity).toFixed(3)}`);
console.log(`ratio brotli / uncompressed: ${(brotli / identity).toFixed(3)}`);
console.log(`ratio brotli / gzip:         ${(brotli / gzip).toFixed(3)}`);
