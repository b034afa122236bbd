#!/usr/bin/env node
/**
 * Builds the static Storybook, serves it on a free local port, runs the Storybook test-runner
 * against it in Debian's Chromium (every story's play function and axe), then axe on every docs
 * page. The server is stopped whatever the outcome. Fails if either check fails.
 *
 * Usage: node scripts/test-storybook.mjs [--no-build] [--no-docs] [extra test-storybook args]
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocsPages } from './lib/docs-a11y.mjs';
import { serveFolder } from './lib/static-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outputDir = join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(command, args) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolveRun(1);
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--no-build');
  // `--no-docs` skips the docs pages, e.g. when running a few stories by hand.
  const skipDocs = args.includes('--no-docs');
  const runnerArgs = args.filter((arg) => arg !== '--no-build' && arg !== '--no-docs');

  if (!skipBuild) {
    const buildCode = await run(bin('storybook'), ['build', '-o', outputDir, '--quiet']);
    if (buildCode !== 0) return buildCode;
  }

  const { url, stop } = await serveFolder(outputDir);
  console.log(`Serving ${outputDir} at ${url}`);

  const onSignal = async (signal) => {
    await stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const storiesCode = await run(bin('test-storybook'), [
      '--url',
      url,
      '--maxWorkers=2',
      ...runnerArgs,
    ]);
    if (skipDocs) return storiesCode;
    const docsFailures = await checkDocsPages(url);
    return storiesCode !== 0 ? storiesCode : docsFailures > 0 ? 1 : 0;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
