#!/usr/bin/env node
/**
 * A reverse proxy on loopback that forwards everything to a target (the reference server) and
 * injects faults into /api/ calls, for the end-to-end test of the client's call semantics:
 * - 502 answers, at `rate502` per request, for idempotent methods only by default (the client
 *   retries those; a POST failing is a real user-visible error, not what this test is about);
 * - 401 storms, at `rate401` per request: the request's bearer token is treated as expired, so it
 *   and every later request carrying that token get 401 until the client uses a new token, as
 *   after a real expiry. The session calls (auth/token, auth/customers/{uuid}/token, login,
 *   logout) are never touched, so the refresh that ends a storm always goes through. Only tokens
 *   in use for `minTokenAgeMs` expire, as real ones do: a token that has just replaced an expired
 *   one would otherwise expire under its own replays, which the client rightly reads as the
 *   session ending.
 * - on demand, `expireTokensInUse()`: every token seen so far is expired at its next call, so a
 *   test makes a storm happen exactly when it wants one, with no clock involved.
 * `stats` counts what happened, including `forwardedByPath` (requests that reached the target,
 * by path without query), for tests to wait on with `expect.poll` instead of sleeping.
 * Seeded, so a failing run can be replayed.
 *
 *   node e2e/support/fault-proxy.mjs --target http://127.0.0.1:8181 --port 8182 --rate502 0.2 --rate401 0.02 --seed 7
 *
 * or `import { startFaultProxy } from './support/fault-proxy.mjs'` from a Playwright setup.
 */
import { createServer, request as httpRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const SESSION_CALL = /\/(?:auth\/token|auth\/customers\/[^/]+\/token|login|logout)$/;

function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sendJson(response, status, payload) {
  const body = JSON.stringify(payload);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/**
 * Starts the proxy. Resolves with its URL, live counters and `close()`.
 * @param {{ target: string, port?: number, host?: string, rate502?: number, rate401?: number,
 *           seed?: number, allMethods?: boolean, minTokenAgeMs?: number }} options
 */
export function startFaultProxy(options) {
  const target = new URL(options.target);
  const {
    port = 0,
    host = '127.0.0.1',
    rate502 = 0.2,
    rate401 = 0.02,
    seed = 1,
    allMethods = false,
    minTokenAgeMs = 5_000,
  } = options;
  const random = seededRandom(seed);
  const expiredTokens = new Set();
  /** When each token was first seen, to expire only tokens that have been in use a while. */
  const firstSeen = new Map();
  const stats = {
    forwarded: 0,
    injected502: 0,
    injected401: 0,
    storms: 0,
    /** @type {Record<string, number>} */
    forwardedByPath: {},
  };

  function fault(request) {
    const url = new URL(request.url ?? '/', 'http://proxy.invalid');
    if (!url.pathname.startsWith('/api/') || SESSION_CALL.test(url.pathname)) return undefined;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token && expiredTokens.has(token)) return 401;
    if (token && !firstSeen.has(token)) firstSeen.set(token, Date.now());
    // Two draws, so each rate means what it says on its own (rate401 1 expires every old token).
    const expiryRoll = random();
    const failureRoll = random();
    const oldEnough = token !== undefined && Date.now() - firstSeen.get(token) >= minTokenAgeMs;
    if (oldEnough && expiryRoll < rate401) {
      expiredTokens.add(token);
      stats.storms += 1;
      return 401;
    }
    if (failureRoll < rate502 && (allMethods || IDEMPOTENT.has(request.method ?? 'GET')))
      return 502;
    return undefined;
  }

  const server = createServer((request, response) => {
    const injected = fault(request);
    if (injected === 401) {
      stats.injected401 += 1;
      request.resume();
      sendJson(response, 401, [
        { code: 'UNAUTHORIZED', message: 'Access token expired (injected by the fault proxy).' },
      ]);
      return;
    }
    if (injected === 502) {
      stats.injected502 += 1;
      request.resume();
      sendJson(response, 502, [{ code: 'BAD_GATEWAY', message: 'Injected by the fault proxy.' }]);
      return;
    }
    stats.forwarded += 1;
    const { pathname } = new URL(request.url ?? '/', 'http://proxy.invalid');
    stats.forwardedByPath[pathname] = (stats.forwardedByPath[pathname] ?? 0) + 1;
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent)
        sendJson(response, 502, [{ code: 'BAD_GATEWAY', message: 'Target unreachable.' }]);
      else response.destroy();
    });
    // A client that goes away (an aborted call, a closed event stream) ends the upstream call too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        stats,
        /** Expires every token seen so far at its next call; answers how many were expired. */
        expireTokensInUse: () => {
          let expired = 0;
          for (const token of firstSeen.keys()) {
            if (expiredTokens.has(token)) continue;
            expiredTokens.add(token);
            expired += 1;
          }
          if (expired > 0) stats.storms += 1;
          return expired;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'http://127.0.0.1:8080' },
      port: { type: 'string', default: '8081' },
      rate502: { type: 'string', default: '0.2' },
      rate401: { type: 'string', default: '0.02' },
      seed: { type: 'string', default: '1' },
      'all-methods': { type: 'boolean', default: false },
      'min-token-age-ms': { type: 'string', default: '5000' },
    },
  });
  const proxy = await startFaultProxy({
    target: values.target,
    port: Number(values.port),
    rate502: Number(values.rate502),
    rate401: Number(values.rate401),
    seed: Number(values.seed),
    allMethods: values['all-methods'],
    minTokenAgeMs: Number(values['min-token-age-ms']),
  });
  console.log(
    `fault proxy ${proxy.url} -> ${values.target} (502 at ${values.rate502}, 401 storms at ${values.rate401})`,
  );
  const stop = async () => {
    await proxy.close();
    console.log(JSON.stringify(proxy.stats));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
