#!/usr/bin/env node
/**
 * Builds the static Storybook, serves it on a free local port and runs the Storybook test-runner
 * against it in Debian's Chromium. The server is ours (node:http), not an npx wrapper, so stopping
 * it really stops it; it is stopped whatever the outcome. Exits with the test-runner's code.
 *
 * Usage: node scripts/test-storybook.mjs [--no-build] [extra test-storybook args]
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outputDir = join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

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

/** Resolves a request path inside the build folder; never outside it. */
function fileFor(urlPath) {
  const pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  const candidate = normalize(join(outputDir, pathname));
  if (candidate !== outputDir && !candidate.startsWith(outputDir + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isDirectory())
    return join(candidate, 'index.html');
  return candidate;
}

function serve() {
  const server = createServer((request, response) => {
    const file = fileFor(request.url ?? '/');
    if (!file || !existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      // The MSW worker must be allowed to control the whole Storybook.
      'Service-Worker-Allowed': '/',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServe, rejectServe) => {
    server.once('error', rejectServe);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolveServe(server));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--no-build');
  const runnerArgs = args.filter((arg) => arg !== '--no-build');

  if (!skipBuild) {
    const buildCode = await run(bin('storybook'), ['build', '-o', outputDir, '--quiet']);
    if (buildCode !== 0) return buildCode;
  }

  const server = await serve();
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  console.log(`Serving ${outputDir} at ${url}`);

  const stop = () => new Promise((resolveStop) => server.close(() => resolveStop()));
  const onSignal = async (signal) => {
    await stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    return await run(bin('test-storybook'), ['--url', url, '--maxWorkers=2', ...runnerArgs]);
  } finally {
    server.closeAllConnections();
    await stop();
  }
}

process.exitCode = await main();
