#!/usr/bin/env node
/**
 * Size of @studio/ui as a consumer pays for it: the whole package and one imported Button, each
 * bundled and minified with esbuild (react, react-dom and styled-components left out, as they are
 * peers the app already has), then gzipped. Prints bytes and the Button-to-whole ratio of this run.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function gzippedSize(contents) {
  const result = await build({
    // Resolved from the studio, which depends on @studio/ui like any consumer app.
    stdin: { contents, resolveDir: path.join(root, 'apps/studio'), loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const whole = await gzippedSize(`export * from '@studio/ui';`);
const button = await gzippedSize(`export { Button } from '@studio/ui/Button';`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`@studio/ui whole package: ${kb(whole.raw)} minified, ${kb(whole.gzip)} gzip`);
console.log(`@studio/ui Button alone:  ${kb(button.raw)} minified, ${kb(button.gzip)} gzip`);
console.log(`ratio Button / whole (gzip): ${(button.gzip / whole.gzip).toFixed(3)}`);
