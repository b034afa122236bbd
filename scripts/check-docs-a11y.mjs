#!/usr/bin/env node
/**
 * Axe on every docs page of a built Storybook.
 * Usage: node scripts/check-docs-a11y.mjs [storybook-dir] [--only <id part>]
 * (`npm test`'s stories step runs the same check through scripts/test-storybook.mjs.)
 */
import { resolve } from 'node:path';
import { checkDocsPages } from './lib/docs-a11y.mjs';
import { serveFolder } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const positional = args.filter(
  (arg, at) => !arg.startsWith('--') && (onlyAt < 0 || at !== onlyAt + 1),
);
const folder = resolve(positional[0] ?? 'storybook-static');

const { url, stop } = await serveFolder(folder);
try {
  process.exitCode = (await checkDocsPages(url, { only })) > 0 ? 1 : 0;
} finally {
  await stop();
}
