import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACTION } from './app';
import { openDatabase } from './db/connection';
import { COMPRESSION_THRESHOLD_BYTES } from './http/compression';
import { DEMO_API_CLIENT_SECRET } from './seed/demo-data';
import {
  buildTestApp,
  DEMO_PASSWORD,
  ORGANISATION_IDS,
  refreshCookieOf,
  signIn,
} from './test-support';

const temporaryDirectories: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'studio-server-test-'));
  temporaryDirectories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of temporaryDirectories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe('restarting', () => {
  it('keeps users, sessions and the signing secret in the PGlite data folder', async () => {
    const dataDir = temporaryDirectory();
    const first = await buildApp({ database: await openDatabase({ dataDir }), staticDir: null });
    const session = await signIn(first, 'admin@riverside.example');
    await first.close();

    const second = await buildApp({ database: await openDatabase({ dataDir }), staticDir: null });
    try {
      const me = await second.inject({
        method: 'GET',
        url: '/api/v2/users/me',
        headers: session.headers,
      });
      expect(me.statusCode).toBe(200);
      const refreshed = await second.inject({
        method: 'POST',
        url: '/api/v3/auth/token',
        payload: { grant_type: 'refresh_token_cookie' },
        cookies: { studio_refresh: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('serving the built studio', () => {
  it('serves files, falls back to index.html for studio routes, never for /api', async () => {
    const staticDir = temporaryDirectory();
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Studio</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("studio")');
    const app = await buildTestApp({ staticDir });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toContain('studio');
      const route = await app.inject({ method: 'GET', url: '/media/library' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>Studio</title>');
      const api = await app.inject({ method: 'GET', url: '/api/v3/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    } finally {
      await app.close();
    }
  });

  it('serves only the API when the folder is missing', async () => {
    const app = await buildTestApp({ staticDir: join(temporaryDirectory(), 'missing') });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v3/timezones' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('compresses the API answers the app serves, as Accept-Encoding allows', async () => {
    const app = await buildTestApp();
    try {
      const plain = await app.inject({ method: 'GET', url: '/api/v3/timezones' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const compressed = await app.inject({
        method: 'GET',
        url: '/api/v3/timezones',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    } finally {
      await app.close();
    }
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or cookies, even at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = () => lines.join('');
    const app = await buildTestApp({ logger: { level: 'trace', stream, redact: LOG_REDACTION } });
    try {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/token',
        payload: {
          grant_type: 'password_cookie',
          username: 'admin@riverside.example',
          password: DEMO_PASSWORD,
        },
      });
      const accessToken = signedIn.json<{ access_token: string }>().access_token;
      const refreshToken = refreshCookieOf(signedIn) ?? 'missing';
      await app.inject({
        method: 'POST',
        url: '/api/v3/auth/token',
        payload: { grant_type: 'refresh_token_cookie' },
        cookies: { studio_refresh: refreshToken },
      });
      // API client secrets: the one a client presents and the one a regeneration answers.
      const clientToken = await app.inject({
        method: 'POST',
        url: '/api/v3/auth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: 'rvs-app-8f2k1q',
          client_secret: DEMO_API_CLIENT_SECRET,
        },
      });
      expect(clientToken.statusCode).toBe(200);
      const regenerated = await app.inject({
        method: 'POST',
        url: `/api/v3/customers/${ORGANISATION_IDS.riverside}/clients/6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b10/secret`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const newSecret = regenerated.json<{ clientSecret: string }>().clientSecret;
      await app.inject({
        method: 'POST',
        url: '/api/v3/logout',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(log()).not.toContain(DEMO_API_CLIENT_SECRET);
      expect(log()).not.toContain(newSecret);
      // The server did log these requests, so an empty log cannot pass for a clean one.
      expect(lines.some((line) => line.includes('/api/v3/auth/token'))).toBe(true);
      expect(log()).not.toContain(DEMO_PASSWORD);
      expect(log()).not.toContain(accessToken);
      expect(log()).not.toContain(refreshToken);
    } finally {
      await app.close();
    }
  });
});
