import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler';
import { apiReference } from './reference';

describe('API reference at /api/docs', () => {
  async function build() {
    const app = Fastify();
    installErrorHandler(app);
    await app.register(apiReference);
    return app;
  }

  it('serves a page that loads Scalar from this server and lists every bundled document', async () => {
    const app = await build();
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg|fonts)\./);
    expect(page.body).toContain('/api/docs/openapi/central-v3.json');
    expect(page.body).toContain('/api/docs/openapi/subtitles.json');
    const script = await app.inject('/api/docs/scalar.js');
    expect(script.statusCode).toBe(200);
    expect(script.rawPayload.length).toBeGreaterThan(100_000);
    await app.close();
  });

  it('serves bundled documents by name only', async () => {
    const app = await build();
    const document = await app.inject('/api/docs/openapi/cues.json');
    expect(document.statusCode).toBe(200);
    expect(document.json<{ openapi: string }>().openapi).toBe('3.1.0');
    const unknown = await app.inject('/api/docs/openapi/secrets.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Array<{ code: string }>>()[0]?.code).toBe('NOT_FOUND');
    await app.close();
  });
});
