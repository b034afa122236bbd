import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors';

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built studio and answers unknown non-API GETs with its index.html, so client-side
 * routes survive a reload. API paths never fall back: they answer 404 in the list form. Without
 * a build (the folder is missing) only the API is served.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<boolean> {
  const servesSite = staticDir !== null && existsSync(join(staticDir, 'index.html'));
  if (servesSite) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: 'index.html' });
  }
  app.setNotFoundHandler((request, reply) => {
    const method = request.method;
    if (!servesSite || isApiPath(request.url) || (method !== 'GET' && method !== 'HEAD')) {
      throw notFound();
    }
    // The shell must not be cached: it names the current hashed assets.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return servesSite;
}
