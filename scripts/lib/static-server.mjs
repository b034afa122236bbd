/**
 * Serves a built folder (a static Storybook) on a free loopback port. Ours, on node:http, so
 * stopping it really stops it. Never serves a file outside the folder.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

/** Resolves a request path inside the folder; null when it would leave it. */
function fileFor(folder, urlPath) {
  const pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  const candidate = normalize(join(folder, pathname));
  if (candidate !== folder && !candidate.startsWith(folder + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isDirectory())
    return join(candidate, 'index.html');
  return candidate;
}

/** Starts serving `folder`; resolves to `{ url, stop }`. */
export async function serveFolder(folder) {
  const server = createServer((request, response) => {
    const file = fileFor(folder, request.url ?? '/');
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
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', resolveListen);
  });
  const { port } = server.address();
  const stop = () =>
    new Promise((resolveStop) => {
      server.closeAllConnections();
      server.close(() => resolveStop());
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}
