import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';
import { installErrorHandler } from './error-handler';
import { registerStaticSite } from './static-site';

const SHELL =
  '<!doctype html><title>Studio</title><script src="/assets/index-4f1c2a7e.js"></script>';
const ENTRY_SCRIPT = `export const greeting = ${JSON.stringify('studio '.repeat(400))};`;
/** Too small to be worth a compressed sibling: the build leaves it plain. */
const SMALL_SCRIPT = 'export const small = 1;';
const BIG_LIST = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Item ${index}` }));

/** A dist folder shaped like Vite's output after the precompression step. */
function writeFakeBuild(root: string) {
  mkdirSync(join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': SHELL,
    'assets/index-4f1c2a7e.js': ENTRY_SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(root, name), text);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(root, 'assets', 'small-9d3b7c10.js'), SMALL_SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

let staticDir: string;
let app: FastifyInstance;

/** The same order as buildApp: the site, then compression, then the API's routes. */
async function buildSite(): Promise<FastifyInstance> {
  const site = Fastify({ exposeHeadRoutes: false });
  installErrorHandler(site);
  await registerStaticSite(site, staticDir);
  await registerCompression(site);
  site.get('/api/v3/items', async () => BIG_LIST);
  site.get('/api/v3/one', async () => ({ id: 1 }));
  site.head('/api/v3/items', async (_request, reply) => reply.type('application/json').send());
  site.get('/api/v3/events', async (_request, reply) =>
    reply
      .type('text/event-stream')
      .send(Readable.from(['id: 1\nevent: ping\ndata: {}\n\n'.repeat(100)])),
  );
  return site;
}

beforeEach(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'studio-static-site-test-'));
  writeFakeBuild(staticDir);
  app = await buildSite();
});
afterEach(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers:
      acceptEncoding === undefined ? headers : { 'accept-encoding': acceptEncoding, ...headers },
  });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

describe('precompressed studio assets', () => {
  it('sends the brotli sibling when brotli is accepted', async () => {
    const response = await get('/assets/index-4f1c2a7e.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(ENTRY_SCRIPT.length);
    expect(decoded(response)).toBe(ENTRY_SCRIPT);
  });

  it('sends the gzip sibling when only gzip is accepted', async () => {
    const response = await get('/assets/index-4f1c2a7e.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toBe(ENTRY_SCRIPT);
  });

  it('sends the plain file when no encoding is accepted, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-4f1c2a7e.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(ENTRY_SCRIPT);
    }
  });

  it('sends a file without compressed siblings as it is, never compressing it on the fly', async () => {
    const response = await get('/assets/small-9d3b7c10.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL_SCRIPT);
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, compressed or not', async () => {
    for (const [url, acceptEncoding] of [
      ['/assets/index-4f1c2a7e.js', 'br'],
      ['/assets/index-4f1c2a7e.js', undefined],
      ['/assets/small-9d3b7c10.js', 'gzip'],
    ] as const) {
      const response = await get(url, acceptEncoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates the shell, files outside assets/ and the client-side route fallback', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg', '/media/library', '/settings/users']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the client-side route fallback compressed as well', async () => {
    const response = await get('/media/library', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(response)).toBe(SHELL);
  });

  it('answers a revalidation with 304 and no body, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const first = await get('/assets/index-4f1c2a7e.js', acceptEncoding);
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');
      const again = await get('/assets/index-4f1c2a7e.js', acceptEncoding, {
        'if-none-match': String(etag),
      });
      expect(again.statusCode, acceptEncoding).toBe(304);
      expect(again.rawPayload.length, acceptEncoding).toBe(0);
    }
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/assets/index-4f1c2a7e.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('compressed API answers', () => {
  it('compresses a JSON answer above the threshold with gzip or brotli as accepted', async () => {
    const plain = JSON.stringify(BIG_LIST);
    expect(plain.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const gzip = await get('/api/v3/items', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(decoded(gzip))).toEqual(BIG_LIST);
    const brotli = await get('/api/v3/items', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(brotli))).toEqual(BIG_LIST);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await get('/api/v3/one', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ id: 1 });
    const identity = await get('/api/v3/items');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(BIG_LIST);
  });

  it('answers HEAD without a body', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/api/v3/items',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('never compresses a server-sent events stream, which must not be held back', async () => {
    const response = await get('/api/v3/events', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.body).toContain('event: ping');
  });
});
